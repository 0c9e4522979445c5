import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELATED } from '../../src/config/constants/catalogue.ts';
import { WORKSPACE_LIMITS } from '../../src/config/constants/workspace.ts';
import { exportFileName, exportRows, toCsv, toMarkdown } from '../../src/workspace/export.ts';
import {
  EMPTY_WORKSPACE_FILTERS,
  filterSavedIdeas,
  portfolioIdeas,
  resetWorkspaceFilters,
  userTagValues,
  workspaceFiltersFromParams,
  workspaceFiltersToParams,
} from '../../src/workspace/filters.ts';
import { arrivedFromWorkspace, parseNavigationState } from '../../src/workspace/navigation.ts';
import { papersFor } from '../../src/workspace/papers.ts';
import { clampNote, lastActivity, notePreview, storedNote, type TagRow, validateTag, wordPreview, type WorkspaceBundle } from '../../src/workspace/records.ts';
import { ideaNumber } from '../../src/ideas/slug.ts';
import { chunksFor, type SavedIdea, savedIdeaFile, savedRelatedFile, withRelated } from '../../src/workspace/saved-ideas.ts';
import { atom } from 'nanostores';
import { waitForStore } from '../../src/stores/wait-for.ts';
import { isPendingFresh } from '../../src/workspace/pending-bookmark.ts';
import { buildSavedIdeaFiles, type BuiltSavedIdeaFiles } from '../../src/workspace/saved-ideas.build.ts';
import { ideasFromSheet } from '../../src/ideas/sheet.build.ts';
import { fixture } from './fixtures.ts';

function idea(number: number, extra: Partial<SavedIdea> = {}): SavedIdea {
  return { id: `idea-${number}`, number, path: `/idea/pitch-${number}`, heading: `Pitch ${number}`, dateAdded: `2025-06-${String(number).padStart(2, '0')}`, primaryCategory: 'Robotics', ...extra };
}

function tag(ideaId: string, value: string, createdAt = '2025-07-01T00:00:00Z', type: TagRow['tag_type'] = 'theme'): TagRow {
  return { id: `${ideaId}-${value}`, user_id: 'u', idea_id: ideaId, tag_type: type, tag_value: value, created_at: createdAt };
}

const bundle = (extra: Partial<WorkspaceBundle> = {}): WorkspaceBundle => ({ bookmarks: [], tags: [], notes: [], reads: [], ...extra });

describe('tags and notes', () => {
  it('accepts a trimmed new theme tag and refuses blanks and duplicates (case-insensitively)', () => {
    expect(validateTag('  fintech ', [])).toEqual({ value: 'fintech' });
    expect(validateTag('   ', [])).toEqual({ error: 'Enter a tag.' });
    expect(validateTag('FinTech', [tag('idea-1', 'fintech ')])).toEqual({ error: 'This tag is already on the idea.' });
    // Only theme tags count as duplicates.
    expect(validateTag('health', [tag('idea-1', 'health', undefined, 'industry')])).toEqual({ value: 'health' });
  });

  it('cuts a long tag at 50 characters (not halves of one) and never leaves a space at its end (the database stores tags exactly trimmed)', () => {
    expect(validateTag(`${'a'.repeat(49)} bcd`, [])).toEqual({ value: 'a'.repeat(49) });
    const emoji = validateTag('🚀'.repeat(60), []);
    expect(emoji).toEqual({ value: '🚀'.repeat(50) });
  });

  it('ignores note input beyond 2000 characters and stores a blank note as null', () => {
    expect(clampNote('x'.repeat(2500))).toHaveLength(WORKSPACE_LIMITS.noteMaxLength);
    expect(storedNote('  \n ')).toBeNull();
    expect(storedNote('keep  ')).toBe('keep  ');
  });

  it('previews notes at 100 characters and papers at about 24 words', () => {
    expect(notePreview('a'.repeat(100))).toBe('a'.repeat(100));
    expect(notePreview('a'.repeat(101))).toBe(`${'a'.repeat(100)}...`);
    const words = Array.from({ length: 30 }, (_, index) => `w${index}`).join(' ');
    expect(wordPreview(words)).toEqual({ text: `${words.split(' ').slice(0, 24).join(' ')}...`, truncated: true });
    expect(wordPreview(' short  note ')).toEqual({ text: 'short note', truncated: false });
  });

  it('dates the last activity on an idea from its note and tags', () => {
    const b = bundle({ tags: [tag('idea-1', 'a', '2025-07-02T00:00:00Z')], notes: [{ user_id: 'u', idea_id: 'idea-1', content: 'x', created_at: '', updated_at: '2025-07-05T00:00:00Z' }] });
    expect(lastActivity(b, 'idea-1')).toBe(Date.parse('2025-07-05T00:00:00Z'));
    expect(lastActivity(b, 'idea-9')).toBe(0);
  });
});

describe('workspace address', () => {
  it('reads q, repeatable tech, industry and tag, and sort; a missing or unknown sort is recently saved', () => {
    const filters = workspaceFiltersFromParams(new URLSearchParams('q=robot&tech=Robotics&tech=Computer+Vision&tech=Robotics&industry=Healthcare&tag=later&tag=+later+&sort=novelty_score'));
    expect(filters).toEqual({ search: 'robot', primaryCategory: ['Robotics', 'Computer Vision'], secondaryCategory: ['Healthcare'], tags: ['later'], sortBy: 'novelty_score' });
    expect(workspaceFiltersFromParams(new URLSearchParams('sort=bogus')).sortBy).toBe('recently_saved');
    expect(workspaceFiltersFromParams(new URLSearchParams('')).sortBy).toBe('recently_saved');
    expect(workspaceFiltersFromParams(new URLSearchParams('sort=newest')).sortBy).toBe('newest');
    // A blank search is no search, so it survives being written back to the address (found by the fuzz test).
    for (const blank of ['q=+', 'q=%20%20', 'q=%09']) {
      const read = workspaceFiltersFromParams(new URLSearchParams(blank));
      expect(read.search).toBe('');
      expect(workspaceFiltersFromParams(workspaceFiltersToParams(read))).toEqual(read);
    }
  });

  it('writes the same address back, omitting recently saved and blanks, keeping other parameters', () => {
    const params = workspaceFiltersToParams({ search: 'robot', primaryCategory: ['A', 'B'], secondaryCategory: [], tags: ['public sector'], sortBy: 'oldest' }, new URLSearchParams('utm_source=x&q=old'));
    expect(params.toString()).toBe('utm_source=x&q=robot&tech=A&tech=B&tag=public+sector&sort=oldest');
    expect(workspaceFiltersToParams({ search: '  ', primaryCategory: [], secondaryCategory: [], tags: [], sortBy: 'recently_saved' }).toString()).toBe('');
    expect(workspaceFiltersToParams({ ...EMPTY_WORKSPACE_FILTERS, sortBy: 'newest' }).toString()).toBe('sort=newest');
  });

  it('reset clears categories, tags and sort and keeps the search', () => {
    expect(resetWorkspaceFilters({ search: 'x', primaryCategory: ['A'], secondaryCategory: ['B'], tags: ['t'], sortBy: 'oldest' })).toEqual({ ...EMPTY_WORKSPACE_FILTERS, search: 'x' });
  });
});

describe('filtering saved ideas', () => {
  const ideas = [
    idea(1, { totalScore: 7, secondaryCategory: 'Healthcare', summary: 'Surgical robots' }),
    idea(2, { totalScore: 9, primaryCategory: 'Computer Vision' }),
    idea(3, { pitch: 'Warehouse picking' }),
  ];

  it('filters by category, searches title, pitch, summary and tags (sheet and user), and sorts', () => {
    const b = bundle({ tags: [tag('idea-2', 'logistics')] });
    const run = (filters: Partial<Parameters<typeof filterSavedIdeas>[2]>) =>
      filterSavedIdeas(ideas, b, { search: '', primaryCategory: [], secondaryCategory: [], tags: [], sortBy: 'newest', ...filters }).map((item) => item.number);
    expect(run({})).toEqual([3, 2, 1]);
    expect(run({ sortBy: 'oldest' })).toEqual([1, 2, 3]);
    expect(run({ sortBy: 'valoris_score' })).toEqual([2, 1, 3]);
    expect(run({ primaryCategory: ['Robotics'] })).toEqual([3, 1]);
    expect(run({ secondaryCategory: ['Healthcare'] })).toEqual([1]);
    expect(run({ search: 'SURGICAL' })).toEqual([1]);
    expect(run({ search: 'logistics' })).toEqual([2]);
    expect(run({ search: 'warehouse picking' })).toEqual([3]);
    expect(run({ search: 'nothing-like-this' })).toEqual([]);
  });

  it('searches the paper authors and arXiv id, filters by the user\'s own tags (any of them) and sorts by save order', () => {
    const withPaper = [idea(1, { authors: 'Yaniv Leviathan, Matan Kalman', arxivId: '2211.17192' }), idea(2), idea(3)];
    const b = bundle({ bookmarks: ['idea-2', 'idea-3', 'idea-1'], tags: [tag('idea-2', 'Public sector'), tag('idea-3', 'later'), tag('idea-1', 'later ')] });
    const run = (filters: Partial<Parameters<typeof filterSavedIdeas>[2]>) =>
      filterSavedIdeas(withPaper, b, { ...EMPTY_WORKSPACE_FILTERS, ...filters }).map((item) => item.number);
    expect(run({})).toEqual([2, 3, 1]);
    expect(run({ search: 'leviathan' })).toEqual([1]);
    expect(run({ search: '2211.17192' })).toEqual([1]);
    expect(run({ tags: ['public SECTOR'] })).toEqual([2]);
    expect(run({ tags: ['later', 'public sector'] })).toEqual([2, 3, 1]);
    expect(run({ tags: ['later'], search: 'leviathan' })).toEqual([1]);
    expect(run({ tags: ['nothing'] })).toEqual([]);
    expect(userTagValues(b.tags)).toEqual(['later', 'Public sector']);
  });

  it('orders the portfolio by save order, score and last activity', () => {
    const b = bundle({ bookmarks: ['idea-3', 'idea-1', 'idea-2'], tags: [tag('idea-1', 'urgent', '2025-08-01T00:00:00Z')] });
    const order = (sort: Parameters<typeof portfolioIdeas>[3], search = '') => portfolioIdeas(ideas, b, search, sort).map((item) => item.number);
    expect(order('newest_saved')).toEqual([3, 1, 2]);
    expect(order('oldest_saved')).toEqual([2, 1, 3]);
    expect(order('highest_score')).toEqual([2, 1, 3]);
    expect(order('recently_updated')).toEqual([1, 3, 2]);
    expect(order('newest_saved', 'urgent')).toEqual([1]);
  });
});

describe('source papers', () => {
  const ideas = [idea(1), idea(2)];
  it('counts read papers and picks the right empty message', () => {
    const b = bundle({ bookmarks: ['idea-1', 'idea-2'], reads: [{ user_id: 'u', idea_id: 'idea-1', read_at: '' }] });
    expect(papersFor(ideas, b, 'all', true)).toMatchObject({ readCount: 1, empty: null });
    expect(papersFor(ideas, b, 'read', true).shown.map((item) => item.id)).toEqual(['idea-1']);
    expect(papersFor([], b, 'all', false).empty).toEqual({ title: 'No papers in source list', body: 'Save an idea to see its paper here' });
    expect(papersFor([], b, 'all', true).empty).toEqual({ title: 'No papers found.' });
    expect(papersFor([ideas[1]!], b, 'read', true).empty).toEqual({ title: 'No papers marked as read yet.' });
    expect(papersFor([ideas[0]!], b, 'unread', true).empty).toEqual({ title: 'All papers read' });
  });
});

describe('export', () => {
  const b = bundle({
    tags: [tag('idea-1', 'a'), tag('idea-1', 'b')],
    notes: [{ user_id: 'u', idea_id: 'idea-1', content: '=HYPERLINK("x")\nline "two"', created_at: '', updated_at: '' }],
    reads: [{ user_id: 'u', idea_id: 'idea-1', read_at: '' }],
  });
  const rows = exportRows([idea(1, { totalScore: 7.25, title: 'Paper [one]', paperUrl: 'https://arxiv.org/abs/1' }), idea(2)], b, 'https://example.test');

  it('writes one quoted CSV row per idea, defusing formulas', () => {
    const csv = toCsv(rows);
    // A byte-order mark first, so Excel reads UTF-8.
    expect(csv.startsWith('\uFEFFIdea,')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('Idea,URL,Published,Technology,Industry,Business model,Composite score,Paper,Paper URL,Your tags,Your note,Paper read');
    expect(csv).toContain('Pitch 1,https://example.test/idea/pitch-1,2025-06-01,Robotics,,,7.3,Paper [one],https://arxiv.org/abs/1,a; b,"\'=HYPERLINK(""x"")\nline ""two""",Yes');
    expect(csv.endsWith('Pitch 2,https://example.test/idea/pitch-2,2025-06-02,Robotics,,,,,,,,No\r\n')).toBe(true);
  });

  it('writes one Markdown section per idea with escaped text and the note as a quote', () => {
    const md = toMarkdown(rows, '2025-09-01');
    expect(md.match(/^## /gm)).toHaveLength(2);
    expect(md).toContain('## [Pitch 1](<https://example.test/idea/pitch-1>)');
    expect(md).toContain('- Paper: [Paper \\[one\\]](<https://arxiv.org/abs/1>) (read)');
    expect(md).toContain('> =HYPERLINK("x")\n> line "two"');
    expect(md).toContain('Exported 2025-09-01 · 2 saved ideas');
  });

  it('says when a file holds only the filtered ideas, in its name and in the Markdown', () => {
    expect(toMarkdown(rows, '2025-09-01', 5)).toContain('Exported 2025-09-01 · 2 of 5 saved ideas (the filtered view)');
    expect(exportFileName('2025-09-01', 'csv', true)).toBe('research-ventures-workspace-2025-09-01-filtered.csv');
    expect(exportFileName('2025-09-01', 'md', false)).toBe('research-ventures-workspace-2025-09-01.md');
  });
});

describe('where the idea page was opened from', () => {
  const base = { pathname: '/idea/x-1', origin: 'https://site.test', referrer: '', stored: null, historyFrom: undefined };
  it('uses the stored navigation state for the page it was left for, then history state, then the referrer', () => {
    expect(arrivedFromWorkspace({ ...base, stored: { from: 'workspace', to: '/idea/x-1' } })).toBe(true);
    expect(arrivedFromWorkspace({ ...base, stored: { from: 'workspace', to: '/idea/other-2' } })).toBe(false);
    expect(arrivedFromWorkspace({ ...base, historyFrom: 'workspace' })).toBe(true);
    expect(arrivedFromWorkspace({ ...base, historyFrom: 'discover', referrer: 'https://site.test/workspace' })).toBe(false);
    expect(arrivedFromWorkspace({ ...base, referrer: 'https://site.test/workspace/reading-list?q=a' })).toBe(true);
    expect(arrivedFromWorkspace({ ...base, referrer: 'https://site.test/portfolio' })).toBe(true);
    expect(arrivedFromWorkspace({ ...base, referrer: 'https://evil.test/workspace' })).toBe(false);
    expect(arrivedFromWorkspace({ ...base, referrer: 'https://site.test/workspaces' })).toBe(false);
  });

  it('ignores malformed stored state', () => {
    expect(parseNavigationState('{')).toBeNull();
    expect(parseNavigationState('{"from":"elsewhere","to":"/x"}')).toBeNull();
    expect(parseNavigationState('{"from":"workspace","to":"/x"}')).toEqual({ from: 'workspace', to: '/x' });
  });
});

describe('saved idea files', () => {
  it('finds the files holding the ideas, each once', () => {
    expect(ideaNumber('idea-120')).toBe(120);
    expect(ideaNumber('idea-x')).toBeNull();
    expect(chunksFor(['idea-1', 'idea-49', 'idea-50', 'idea-120', 'bogus']).map(savedIdeaFile)).toEqual(['ideas-0.json', 'ideas-1.json', 'ideas-2.json']);
  });
});

describe("a guest's pending save", () => {
  it('belongs to the sign-in it started: fresh for 30 minutes, then forgotten; a missing or broken time is stale', () => {
    const at = 1_700_000_000_000;
    expect(isPendingFresh(String(at), at + 29 * 60_000)).toBe(true);
    expect(isPendingFresh(String(at), at + WORKSPACE_LIMITS.pendingBookmarkMaxAgeMs + 1)).toBe(false);
    expect(isPendingFresh(null, at)).toBe(false);
    expect(isPendingFresh('soon', at)).toBe(false);
  });
});

describe('waiting for the session', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves on the store change itself, with no polling delay', async () => {
    const $session = atom<string | null>(null);
    let done = false;
    const waiting = waitForStore($session, (value) => value !== null, WORKSPACE_LIMITS.sessionWaitMs).then((result) => {
      done = true;
      return result;
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(done).toBe(false);
    $session.set('signed in');
    // No timer runs between the change and the answer.
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(true);
    await expect(waiting).resolves.toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('resolves at once when the store is already there, and stops listening', async () => {
    const $session = atom<string | null>('signed in');
    await expect(waitForStore($session, (value) => value !== null, 5000)).resolves.toBe(true);
    expect($session.lc).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives up after the timeout and stops listening', async () => {
    const $session = atom<string | null>(null);
    const waiting = waitForStore($session, (value) => value !== null, WORKSPACE_LIMITS.sessionWaitMs);
    await vi.advanceTimersByTimeAsync(WORKSPACE_LIMITS.sessionWaitMs);
    await expect(waiting).resolves.toBe(false);
    expect($session.lc).toBe(0);
  });
});

describe('building the saved idea files', () => {
  it('puts every idea into the file of its number, under a folder named by the content', () => {
    const { ideas } = ideasFromSheet(fixture('basic.gviz.txt'), { today: '2025-09-01' });
    const built = buildSavedIdeaFiles(ideas, 2);
    const all = loaded(built);
    expect(Object.keys(all).sort()).toEqual(ideas.map((item) => item.id).sort());
    for (const item of ideas) expect(built.files.get(savedIdeaFile(chunksFor([item.id], 2)[0]!))).toContain(`"${item.id}":`);
    expect(built.base).toBe(`/workspace/data/${built.hash}/`);
    expect(buildSavedIdeaFiles(ideas, 2).hash).toBe(built.hash);
    expect(buildSavedIdeaFiles(ideas.slice(1), 2).hash).not.toBe(built.hash);
  });

  it("carries each idea's closest related ideas, as many as a saved card lists", () => {
    const { ideas } = ideasFromSheet(fixture('basic.gviz.txt'), { today: '2025-09-01' });
    const [first, second] = ideas;
    const link = (idea: typeof first, samePaper: boolean) => ({ number: idea!.number, samePaper, score: 0.5, shared: [{ kind: 'customer' as const, label: 'robots' }], path: idea!.path, heading: idea!.heading, primaryCategory: idea!.primaryCategory });
    const related = new Map([[first!.number, Array.from({ length: RELATED.workspaceCount + 2 }, (_, i) => link(second, i === 0))]]);
    const built = buildSavedIdeaFiles(ideas, 2, related);
    const all = loaded(built);
    expect(all[first!.id]!.related).toHaveLength(RELATED.workspaceCount);
    expect(all[first!.id]!.related![0]).toEqual({ path: second!.path, heading: second!.heading, samePaper: true, shared: [{ kind: 'customer', label: 'robots' }] });
    expect(all[second!.id]!.related).toBeUndefined();
    expect(built.hash).not.toBe(buildSavedIdeaFiles(ideas, 2).hash);
    // In their own file: the cards' file of a chunk is the same with or without them.
    const chunk = chunksFor([first!.id], 2)[0]!;
    expect(built.files.get(savedIdeaFile(chunk))).toBe(buildSavedIdeaFiles(ideas, 2).files.get(savedIdeaFile(chunk)));
    expect(built.files.get(savedRelatedFile(chunk))).not.toBe(buildSavedIdeaFiles(ideas, 2).files.get(savedRelatedFile(chunk)));
  });
});

/** Every idea of the built files as the workspace reads them: each chunk's cards with its related ideas. */
function loaded(built: BuiltSavedIdeaFiles): Record<string, SavedIdea> {
  const read = <T>(name: string) => JSON.parse(built.files.get(name)!) as T;
  const chunks = [...built.files.keys()].flatMap((name) => /^ideas-(\d+)\.json$/.exec(name)?.[1] ?? []).map(Number);
  expect(built.files.size, 'a cards file and a related file per chunk').toBe(chunks.length * 2);
  return Object.assign({}, ...chunks.map((chunk) => withRelated(read(savedIdeaFile(chunk)), read(savedRelatedFile(chunk))))) as Record<string, SavedIdea>;
}
