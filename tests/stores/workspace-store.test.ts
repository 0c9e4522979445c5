// $workspace in Node with the real supabase-js against the local stand-in: it loads when something shows it
// and follows sign-in and sign-out; writes show at once, reach the database, and are undone with the
// spec's message when the database refuses them (a malformed idea id fails its check constraint) or the
// server cannot be reached.
import { cleanStores } from 'nanostores';
import { describe, expect, test, vi } from 'vitest';
import { WORKSPACE_STORAGE, WORKSPACE_TEXT } from '../../src/config/constants/workspace.ts';
import { serviceClient } from '../contract/harness.ts';
import { settle, StoreHarness } from './store-harness.ts';

const harness = new StoreHarness();

vi.mock('../../src/supabase/load.ts', () => ({ loadSupabase: () => harness.load() }));

vi.setConfig({ testTimeout: 20_000, hookTimeout: 60_000 });

/** Refused by idea_bookmarks_idea_id_check (and the same check on tags, notes and reads). */
const MALFORMED_IDEA = 'idea-x';

let account: Awaited<ReturnType<StoreHarness['signedInUser']>>;

harness.hooks(async () => {
  account = await harness.signedInUser('workspace');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

/** A page with a workspace island on it: the stores load on mount. */
const openWorkspace = () => harness.openPage((stores) => stores.$workspace);

async function storedBookmarks(): Promise<string[]> {
  const { data } = await serviceClient(harness.target).from('idea_bookmarks').select('idea_id').eq('user_id', account.id).order('created_at');
  return (data ?? []).map((row: { idea_id: string }) => row.idea_id);
}

const lastToast = () => harness.stores?.$toasts.get()[0];

describe('loading', () => {
  test("mounting loads the signed-in user's workspace and listens for focus; signing out empties it", async () => {
    await serviceClient(harness.target).from('idea_bookmarks').insert({ user_id: account.id, idea_id: 'idea-7' });
    const { $workspace, signOut } = await openWorkspace();
    expect($workspace.get()).toMatchObject({ userId: account.id, status: 'ready', bundle: { bookmarks: ['idea-7'], tags: [], notes: [], reads: [] } });
    expect(harness.window.listeners.get('focus')?.size).toBe(1);
    expect(harness.document.listeners.get('visibilitychange')?.size).toBe(1);

    await signOut();
    await settle();
    expect($workspace.get()).toMatchObject({ userId: null, status: 'idle', bundle: { bookmarks: [] } });
  });

  test('nothing listening: no listeners are left on the page', async () => {
    const { $workspace } = await openWorkspace();
    harness.closePage();
    cleanStores($workspace);
    expect(harness.window.listeners.get('focus')?.size ?? 0).toBe(0);
    expect(harness.window.listeners.get('online')?.size ?? 0).toBe(0);
  });
});

describe('bookmarks', () => {
  test('a save shows at once, reaches the database and says so; a removal offers Undo, which saves again', async () => {
    const { $workspace, isBookmarked, toggleBookmark } = await openWorkspace();
    const saving = toggleBookmark('idea-12');
    expect(isBookmarked($workspace.get(), 'idea-12')).toBe(true);
    expect(await saving).toEqual({ error: null });
    expect($workspace.get().busy).toEqual([]);
    expect(await storedBookmarks()).toEqual(['idea-12']);
    expect(lastToast()).toMatchObject({ title: WORKSPACE_TEXT.added });

    expect(await toggleBookmark('idea-12')).toEqual({ error: null });
    expect(isBookmarked($workspace.get(), 'idea-12')).toBe(false);
    expect(await storedBookmarks()).toEqual([]);
    const removed = lastToast();
    expect(removed).toMatchObject({ title: WORKSPACE_TEXT.removed, action: { label: WORKSPACE_TEXT.undo } });
    if (removed?.action && 'onClick' in removed.action) removed.action.onClick();
    await vi.waitFor(() => expect(lastToast()).toMatchObject({ title: WORKSPACE_TEXT.restored }));
    expect(await storedBookmarks()).toEqual(['idea-12']);
  });

  test('saving an idea under Not interested lifts the hide: in the database, in this copy and in other tabs, and says so', async () => {
    await serviceClient(harness.target).from('dismissed_ideas').insert({ user_id: account.id, idea_id: 'idea-21' });
    const { $dismissed, toggleBookmark } = await openWorkspace();
    $dismissed.listen(() => {});
    await settle();
    expect($dismissed.get().rows.map((row) => row.idea_id)).toEqual(['idea-21']);

    expect(await toggleBookmark('idea-21')).toEqual({ error: null });
    expect($dismissed.get().rows).toEqual([]);
    const { data } = await serviceClient(harness.target).from('dismissed_ideas').select('idea_id').eq('user_id', account.id);
    expect(data).toEqual([]);
    expect(lastToast()).toMatchObject({ title: WORKSPACE_TEXT.added, description: WORKSPACE_TEXT.addedLiftsHide });
    expect(harness.localStorage.getItem(`${WORKSPACE_STORAGE.dismissedChangedPrefix}${account.id}`)).toMatch(/^\d+$/);

    // A save of an idea that was never hidden says the usual.
    await toggleBookmark('idea-22');
    expect(lastToast()).toMatchObject({ title: WORKSPACE_TEXT.added, description: WORKSPACE_TEXT.addedHint });
  });

  test('Not interested in another tab reaches this one: its announcement reloads the hidden ideas', async () => {
    const { $dismissed } = await openWorkspace();
    $dismissed.listen(() => {});
    await settle();
    expect($dismissed.get().rows).toEqual([]);
    await serviceClient(harness.target).from('dismissed_ideas').insert({ user_id: account.id, idea_id: 'idea-31' });
    for (const listener of harness.window.listeners.get('storage') ?? []) listener({ key: `${WORKSPACE_STORAGE.dismissedChangedPrefix}${account.id}`, newValue: '1' });
    await vi.waitFor(() => expect($dismissed.get().rows.map((row) => row.idea_id)).toEqual(['idea-31']));
  });

  test('a save the database refuses is undone, with the failure toast', async () => {
    const { $workspace, isBookmarked, toggleBookmark } = await openWorkspace();
    const saving = toggleBookmark(MALFORMED_IDEA);
    expect(isBookmarked($workspace.get(), MALFORMED_IDEA)).toBe(true);
    const result = await saving;
    expect(result.error).toContain('idea_bookmarks_idea_id_check');
    expect(isBookmarked($workspace.get(), MALFORMED_IDEA)).toBe(false);
    expect($workspace.get().busy).toEqual([]);
    expect(lastToast()).toMatchObject({ title: WORKSPACE_TEXT.toggleFailed, variant: 'destructive' });
  });
});

describe('tags, notes and reads', () => {
  test('a tag shows at once and is replaced by the stored row; removing it reaches the database', async () => {
    const { $workspace, addTag, removeTag } = await openWorkspace();
    const adding = addTag('idea-3', '  robotics ');
    expect(await adding).toEqual({ error: null });
    const [tag] = $workspace.get().bundle.tags;
    expect(tag).toMatchObject({ user_id: account.id, idea_id: 'idea-3', tag_type: 'theme', tag_value: 'robotics' });
    expect(tag?.id).not.toMatch(/^pending-/);
    expect($workspace.get().bundle.bookmarks).toEqual(['idea-3']);
    expect(await addTag('idea-3', 'Robotics')).toEqual({ error: WORKSPACE_TEXT.tagDuplicate });

    expect(await removeTag('idea-3', 'theme', 'robotics')).toEqual({ error: null });
    expect($workspace.get().bundle.tags).toEqual([]);
    const { data } = await serviceClient(harness.target).from('user_idea_tags').select('id').eq('user_id', account.id);
    expect(data).toEqual([]);
  });

  test('a tag on an idea the database refuses: neither the bookmark nor the tag stays', async () => {
    const { $workspace, addTag } = await openWorkspace();
    const result = await addTag(MALFORMED_IDEA, 'robotics');
    expect(result.error).toContain('idea_bookmarks_idea_id_check');
    expect($workspace.get().bundle).toMatchObject({ bookmarks: [], tags: [] });
  });

  test('a paper marked read is stored; one the database refuses is unmarked again', async () => {
    const { $workspace, setPaperRead } = await openWorkspace();
    expect(await setPaperRead('idea-4', true)).toEqual({ error: null });
    expect($workspace.get().bundle.reads.map((row) => row.idea_id)).toEqual(['idea-4']);
    const result = await setPaperRead(MALFORMED_IDEA, true);
    expect(result.error).toContain('paper_reads_idea_id_check');
    expect($workspace.get().bundle.reads.map((row) => row.idea_id)).toEqual(['idea-4']);
    expect(await setPaperRead('idea-4', false)).toEqual({ error: null });
    expect($workspace.get().bundle.reads).toEqual([]);
  });

  test('a note is stored and its draft removed; the stored row replaces the pending one', async () => {
    const { $pendingNotes, $workspace, saveNote } = await openWorkspace();
    expect(await saveNote('idea-5', 'Talk to two hospitals first.')).toMatchObject({ error: null });
    expect($workspace.get().bundle.notes).toMatchObject([{ idea_id: 'idea-5', content: 'Talk to two hospitals first.' }]);
    expect($workspace.get().bundle.bookmarks).toEqual(['idea-5']);
    expect($pendingNotes.get()).toEqual({});
    expect([...harness.localStorage.items.keys()].filter((key) => key.startsWith(WORKSPACE_STORAGE.noteDraftPrefix))).toEqual([]);
  });
});

describe('a note changed elsewhere meanwhile', () => {
  const storedNoteText = async (ideaId: string) =>
    (await serviceClient(harness.target).from('user_idea_notes').select('content').eq('user_id', account.id).eq('idea_id', ideaId).single()).data?.content;

  test("this tab's own saves follow each other without a conflict", async () => {
    const { saveNote } = await openWorkspace();
    expect(await saveNote('idea-6', 'First')).toMatchObject({ error: null });
    expect(await saveNote('idea-6', 'First, then more')).toMatchObject({ error: null });
    expect(await saveNote('idea-6', '')).toMatchObject({ error: null });
    expect(await storedNoteText('idea-6')).toBeNull();
  });

  test('a save over a version another device replaced stores nothing, keeps both texts, and stores what the person chooses', async () => {
    const { $pendingNotes, $workspace, editNote, noteVersion, resolveNoteConflict, saveNote } = await openWorkspace();
    expect(await saveNote('idea-8', 'Shared start')).toMatchObject({ error: null });
    const seen = noteVersion($workspace.get().bundle, 'idea-8');
    await serviceClient(harness.target).from('user_idea_notes').update({ content: 'Shared start+FROM-A' }).eq('user_id', account.id).eq('idea_id', 'idea-8');

    editNote('idea-8', 'Shared start+FROM-B', seen);
    expect(await saveNote('idea-8', 'Shared start+FROM-B')).toEqual({ error: WORKSPACE_TEXT.noteConflict });
    expect(await storedNoteText('idea-8')).toBe('Shared start+FROM-A');
    expect($pendingNotes.get()['idea-8']).toMatchObject({ text: 'Shared start+FROM-B', conflict: { text: 'Shared start+FROM-A' } });
    const kept = harness.localStorage.getItem(`${WORKSPACE_STORAGE.noteDraftPrefix}${account.id}:idea-8`);
    expect(JSON.parse(kept ?? '{}')).toMatchObject({ text: 'Shared start+FROM-B' });

    expect(await resolveNoteConflict('idea-8', 'Shared start+FROM-A+FROM-B')).toMatchObject({ error: null });
    expect(await storedNoteText('idea-8')).toBe('Shared start+FROM-A+FROM-B');
    expect($pendingNotes.get()).toEqual({});
  });

  test('a note first written on two devices: the second is a conflict, not an overwrite; "Use the other" keeps the first', async () => {
    const { $pendingNotes, $workspace, editNote, resolveNoteConflict, saveNote, toggleBookmark } = await openWorkspace();
    await toggleBookmark('idea-10');
    await serviceClient(harness.target).from('user_idea_notes').insert({ user_id: account.id, idea_id: 'idea-10', content: 'Written on the phone' });
    editNote('idea-10', 'Written here', null);
    expect(await saveNote('idea-10', 'Written here')).toEqual({ error: WORKSPACE_TEXT.noteConflict });
    expect(await resolveNoteConflict('idea-10', null)).toEqual({ error: null });
    expect($pendingNotes.get()).toEqual({});
    expect($workspace.get().bundle.notes).toMatchObject([{ idea_id: 'idea-10', content: 'Written on the phone' }]);
    expect(await storedNoteText('idea-10')).toBe('Written on the phone');
  });
});

describe('while the server is down', () => {
  test('a removal and a tag removal are undone; a note and an added tag stay on this device, saying why', async () => {
    const { $pendingNotes, $pendingTags, $workspace, addTag, removeTag, saveNote, toggleBookmark } = await openWorkspace();
    expect(await addTag('idea-9', 'energy')).toEqual({ error: null });
    await harness.server.close();

    const removal = await toggleBookmark('idea-9');
    expect(removal.error).toEqual(expect.any(String));
    expect($workspace.get().bundle.bookmarks).toEqual(['idea-9']);
    expect(lastToast()).toMatchObject({ title: WORKSPACE_TEXT.toggleFailed, variant: 'destructive' });

    expect(await removeTag('idea-9', 'theme', 'energy')).toEqual({ error: WORKSPACE_TEXT.tagRemoveOffline });
    expect($workspace.get().bundle.tags.map((tag) => tag.tag_value)).toEqual(['energy']);

    const note = await saveNote('idea-9', 'Ask about grid storage.');
    expect(note.error).toBe(WORKSPACE_TEXT.noteOffline);
    expect($pendingNotes.get()['idea-9']).toMatchObject({ text: 'Ask about grid storage.', saving: false, error: WORKSPACE_TEXT.noteOffline });

    expect(await addTag('idea-9', 'storage')).toEqual({ error: null });
    expect(Object.values($pendingTags.get())).toEqual([{ ideaId: 'idea-9', value: 'storage', tagType: 'theme', saving: false, error: WORKSPACE_TEXT.tagOffline }]);
    expect($workspace.get().bundle.tags.map((tag) => tag.tag_value)).toEqual(['energy']);
    expect([...harness.localStorage.items.keys()].filter((key) => key.startsWith(WORKSPACE_STORAGE.tagDraftPrefix))).toEqual([`${WORKSPACE_STORAGE.tagDraftPrefix}${account.id}:idea-9:storage`]);
    expect(await addTag('idea-9', 'Storage')).toEqual({ error: WORKSPACE_TEXT.tagDuplicate });
  });
});
