// $workspace getting over what goes wrong, in Node with the real supabase-js against the local stand-in: a
// workspace_bulk that fails leaves the tables read directly; a note whose save never reached the server is sent
// whole with the next edit, and sent by notes code that arrives after the workspace loaded; Undo of a removal brings the idea back with its tags, as a new page load finds it;
// a refused save says why in the database's words. (The browser keeps what needs a page: the note kept across a
// reload or a closed tab, the connection going away, two tabs: tests/e2e/workspace-edits.spec.ts.)
import { cleanStores } from 'nanostores';
import { expect, test, vi } from 'vitest';
import { WORKSPACE_TEXT } from '../../src/config/constants/workspace.ts';
import { serviceClient } from '../contract/harness.ts';
import { settle, StoreHarness } from './store-harness.ts';

const harness = new StoreHarness();

vi.mock('../../src/supabase/load.ts', () => ({ loadSupabase: () => harness.load() }));

vi.setConfig({ testTimeout: 20_000, hookTimeout: 60_000 });

let account: Awaited<ReturnType<StoreHarness['signedInUser']>>;

harness.hooks(async () => {
  account = await harness.signedInUser('recovery');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const openWorkspace = () => harness.openPage((stores) => stores.$workspace);
const lastToast = () => harness.stores?.$toasts.get()[0];

/** The page's requests go through `answer` first: a Response it returns stands for the server's, else the request goes on. */
function interceptRequests(answer: (url: URL, init?: RequestInit) => Response | Promise<Response> | undefined): string[] {
  const seen: string[] = [];
  const passOn = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    seen.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    return (await answer(url, init)) ?? passOn(input, init);
  });
  return seen;
}

/** A new load of the page, the device's storage kept: the stores start empty and load again. */
async function reloadPage() {
  harness.closePage();
  if (harness.stores) cleanStores(harness.stores.$auth, harness.stores.$workspace, harness.stores.$dismissed);
  harness.newPage({ keepStorage: true });
  return openWorkspace();
}

test('when workspace_bulk fails, the tables are read directly and the workspace still shows everything', async () => {
  const service = serviceClient(harness.target);
  await service.from('idea_bookmarks').insert({ user_id: account.id, idea_id: 'idea-7' });
  await service.from('user_idea_tags').insert({ user_id: account.id, idea_id: 'idea-7', tag_type: 'theme', tag_value: 'fintech' });
  await service.from('user_idea_notes').insert({ user_id: account.id, idea_id: 'idea-7', content: 'Call the founders' });
  await service.from('paper_reads').insert({ user_id: account.id, idea_id: 'idea-7' });
  const requests = interceptRequests((url) =>
    url.pathname.endsWith('/rpc/workspace_bulk') ? Response.json({ code: 'XX000', message: 'function crashed', details: null, hint: null }, { status: 500 }) : undefined,
  );

  const { $workspace } = await openWorkspace();
  expect(requests).toEqual(expect.arrayContaining(['POST /rest/v1/rpc/workspace_bulk', 'GET /rest/v1/idea_bookmarks', 'GET /rest/v1/user_idea_tags', 'GET /rest/v1/user_idea_notes', 'GET /rest/v1/paper_reads']));
  expect($workspace.get()).toMatchObject({
    status: 'ready',
    bundle: { bookmarks: ['idea-7'], tags: [{ idea_id: 'idea-7', tag_value: 'fintech' }], notes: [{ idea_id: 'idea-7', content: 'Call the founders' }], reads: [{ idea_id: 'idea-7' }] },
  });
  expect(console.error).toHaveBeenCalledWith('workspace_bulk failed, reading the tables directly:', 'function crashed');
});

test('a note whose save never reached the server says so, and the next edit sends the whole text', async () => {
  let cut = true;
  interceptRequests((url) => {
    if (cut && url.pathname.startsWith('/rest/v1/user_idea_notes')) throw new TypeError('Failed to fetch');
    return undefined;
  });
  const { $pendingNotes, $workspace, editNote, saveNote } = await openWorkspace();
  editNote('idea-5', 'First thought', null);
  expect(await saveNote('idea-5', 'First thought')).toEqual({ error: WORKSPACE_TEXT.noteOffline });
  expect($pendingNotes.get()['idea-5']).toMatchObject({ text: 'First thought', saving: false, error: WORKSPACE_TEXT.noteOffline });

  cut = false;
  editNote('idea-5', 'First thought, and a second');
  expect(await saveNote('idea-5', 'First thought, and a second')).toMatchObject({ error: null });
  expect($pendingNotes.get()).toEqual({});
  expect($workspace.get().bundle.notes).toMatchObject([{ idea_id: 'idea-5', content: 'First thought, and a second' }]);
  const { data } = await serviceClient(harness.target).from('user_idea_notes').select('content').eq('user_id', account.id).eq('idea_id', 'idea-5').single();
  expect(data?.content).toBe('First thought, and a second');
});

test('a note kept on this device is sent by a part of the page that loads after the workspace has', async () => {
  let cut = true;
  interceptRequests((url) => {
    if (cut && url.pathname.startsWith('/rest/v1/user_idea_notes')) throw new TypeError('Failed to fetch');
    return undefined;
  });
  const { editNote, saveNote } = await openWorkspace();
  editNote('idea-9', 'Written offline', null);
  expect(await saveNote('idea-9', 'Written offline')).toEqual({ error: WORKSPACE_TEXT.noteOffline });
  cut = false;

  // The next page shows the workspace before its notes code arrives (a lazy part): only the workspace's module at first.
  harness.closePage();
  if (harness.stores) cleanStores(harness.stores.$auth, harness.stores.$workspace, harness.stores.$dismissed);
  harness.newPage({ keepStorage: true });
  vi.resetModules();
  const { $auth } = await import('../../src/stores/auth/session.ts');
  const { $workspace } = await import('../../src/stores/workspace/bundle.ts');
  const stop = $workspace.listen(() => {});
  await settle();
  expect($workspace.get()).toMatchObject({ status: 'ready', bundle: { notes: [] } });

  const { $pendingNotes } = await import('../../src/stores/workspace/notes.ts');
  await vi.waitFor(() => expect($workspace.get().bundle.notes).toMatchObject([{ idea_id: 'idea-9', content: 'Written offline' }]));
  expect($pendingNotes.get()).toEqual({});
  const { data } = await serviceClient(harness.target).from('user_idea_notes').select('content').eq('user_id', account.id).eq('idea_id', 'idea-9').single();
  expect(data?.content).toBe('Written offline');
  stop();
  cleanStores($auth, $workspace);
});

test('Undo in the removal toast saves the idea again with its tags, as the next page load finds it', async () => {
  const { addTag, toggleBookmark } = await openWorkspace();
  expect(await addTag('idea-12', 'keeper')).toEqual({ error: null });
  expect(await toggleBookmark('idea-13')).toEqual({ error: null });
  expect(await toggleBookmark('idea-12')).toEqual({ error: null });
  const removed = lastToast();
  expect(removed).toMatchObject({ title: WORKSPACE_TEXT.removed, action: { label: WORKSPACE_TEXT.undo } });
  if (removed?.action && 'onClick' in removed.action) removed.action.onClick();
  await vi.waitFor(() => expect(lastToast()).toMatchObject({ title: WORKSPACE_TEXT.restored }));
  await settle();

  const { $workspace } = await reloadPage();
  expect([...$workspace.get().bundle.bookmarks].sort()).toEqual(['idea-12', 'idea-13']);
  expect($workspace.get().bundle.tags.map((tag) => [tag.idea_id, tag.tag_value])).toEqual([['idea-12', 'keeper']]);
});

test("a save the database refuses is undone, and its toast gives the database's reason", async () => {
  interceptRequests((url, init) =>
    url.pathname === '/rest/v1/idea_bookmarks' && init?.method === 'POST'
      ? Response.json({ code: 'XX000', message: 'database is down', details: null, hint: null }, { status: 500 })
      : undefined,
  );
  const { $workspace, isBookmarked, toggleBookmark } = await openWorkspace();
  expect(await toggleBookmark('idea-14')).toEqual({ error: 'database is down' });
  expect(isBookmarked($workspace.get(), 'idea-14')).toBe(false);
  expect(lastToast()).toMatchObject({ title: WORKSPACE_TEXT.toggleFailed, description: 'database is down', variant: 'destructive' });
});
