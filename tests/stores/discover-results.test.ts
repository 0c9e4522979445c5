// Discover's results as stores (src/stores/discover/), driven without rendering over the sample sheet's built
// index, its files answered as the site serves them: a search fetches only the files it reads and then has
// the results of the search with every file at hand; while a new query's files arrive the last results stay;
// a failed file is an error until Refresh Research tries it again; close matches stand apart when no idea has
// every word; and however many views show the results, a change computes them once. The like list and the
// card files are fetched and kept the same way. What the feed renders of them is the browser suite's
// (tests/e2e/discover.spec.ts, more-like-this.spec.ts).
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { LIMITS } from '../../src/config/constants/catalogue.ts';
import { buildDiscoverIndex, builtCore, loadedSearch } from '../../src/discover/discover-index.build.ts';
import { createEngine } from '../../src/discover/engine.ts';
import { EMPTY_FILTERS, withoutLike, withSearch } from '../../src/discover/filters.ts';
import { type CardData, cardPlace, LATEST_MANIFEST_PATH } from '../../src/discover/index-types.ts';
import { ideasFromSheet } from '../../src/ideas/sheet.build.ts';
import { compareNewest } from '../../src/ideas/sort.ts';
import { SAMPLE_SHEET_PATH } from '../../src/ideas/source.build.ts';
import { listedMatches } from '../../src/text-search/word-search.ts';
import { settle } from './store-harness.ts';

const ideas = ideasFromSheet(readFileSync(SAMPLE_SHEET_PATH, 'utf8'), { today: '2026-11-21' }).ideas;
/** The idea whose similar ideas the like list shows, and those, most alike first. */
const liked = ideas[10]!.number;
const similar = [ideas[40]!.number, ideas[3]!.number, ideas[25]!.number];
const built = buildDiscoverIndex(ideas, { like: new Map([[liked, similar]]) });
const { manifest } = built;
const atHand = loadedSearch(built);
const everyColumn = createEngine(builtCore(built));

/** The ranks of the list for a search, as the engine gives them with every file at hand. */
const expectedRanks = (search: string) => [...everyColumn.run(withSearch(EMPTY_FILTERS, search), listedMatches(atHand.run(search)))];

/**
 * The site's files over a stubbed fetch: what was asked for, files that fail once each, and a gate that holds
 * every answer until opened (a slow network).
 */
class Site {
  requested: string[] = [];
  constructor(readonly index = built) {}

  failing = new Set<string>();
  #held: (() => void)[] | null = null;

  hold(): void {
    this.#held = [];
  }

  release(): void {
    const held = this.#held ?? [];
    this.#held = null;
    held.forEach((answer) => answer());
  }

  fetch = async (url: string): Promise<Response> => {
    this.requested.push(url);
    if (this.#held) await new Promise<void>((resolve) => this.#held!.push(resolve));
    if (url === LATEST_MANIFEST_PATH) return Response.json(this.index.manifest);
    const file = url.slice(manifest.base.length);
    if (this.failing.delete(file)) return new Response('', { status: 503 });
    const text = this.index.files.get(file);
    return text === undefined ? new Response('', { status: 404 }) : new Response(text, { headers: { 'content-type': 'application/json' } });
  };

  /** The index files asked for, by name under the manifest's base. */
  files(): string[] {
    return this.requested.filter((url) => url.startsWith(manifest.base)).map((url) => url.slice(manifest.base.length));
  }
}

let site: Site;
let stops: (() => void)[] = [];

beforeEach(() => {
  site = new Site();
  vi.stubGlobal('fetch', site.fetch);
});

afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A new page with the feed open at its manifest and the results shown (as the island's useStore does once it has read the address). */
async function openFeed({ landing = false, firstCards = 0, served = built } = {}) {
  vi.resetModules();
  const filters = await import('../../src/stores/discover/filters.ts');
  const index = await import('../../src/stores/discover/loaded-index.ts');
  const cards = await import('../../src/stores/discover/cards.ts');
  const likeList = await import('../../src/stores/discover/like-list.ts');
  const results = await import('../../src/stores/discover/results.ts');
  results.openDiscoverFeed(served.manifest, builtCards().slice(0, firstCards), landing);
  stops.push(results.$discoverResults.listen(() => {}), results.$closeMatches.listen(() => {}), likeList.$likeList.listen(() => {}));
  await settle();
  return { ...filters, ...index, ...cards, ...likeList, ...results };
}

/** Every card of the index, by rank. */
const builtCards = (): CardData[] => Array.from({ length: manifest.count }, (_, rank) => {
  const place = cardPlace(manifest.segments, rank)!;
  return (JSON.parse(built.files.get(place.file)!) as CardData[])[place.index]!;
});

describe("discover's results", () => {
  test('the newest-first list needs no file: its results are every idea, newest first, at once', async () => {
    const { $discoverResults } = await openFeed();
    const results = $discoverResults.get();
    expect([...results.ranks!]).toEqual([...Array(manifest.count).keys()]);
    expect(results.computed).toBe(results.ranks);
    expect(results.loadError).toBeNull();
    expect(site.requested).toEqual([]);
  });

  test('a search fetches only the files its words read, then has the results of the search with every file at hand', async () => {
    const { $discoverResults, setSearch } = await openFeed();
    setSearch('agent');
    expect($discoverResults.get()).toMatchObject({ searching: true, computed: null, needsSearch: true });
    await settle();
    const results = $discoverResults.get();
    expect(results.searching).toBe(false);
    expect([...results.ranks!]).toEqual(expectedRanks('agent'));
    expect(results.ranks!.length).toBeGreaterThan(0);
    expect(results.text?.kind).toBe('all');
    // No core column: best match orders by the search's own scores.
    expect(site.files().some((file) => file.includes('core-'))).toBe(false);
    expect(site.files().length).toBeGreaterThan(0);
    expect(new Set(site.files()).size).toBe(site.files().length);
  });

  test("while a new query's files arrive the last results stay, and then give way to the new query's", async () => {
    const { $discoverResults, setSearch } = await openFeed();
    setSearch('agent');
    await settle();
    const agent = $discoverResults.get().ranks;
    site.hold();
    setSearch('robot');
    await settle();
    expect($discoverResults.get()).toMatchObject({ searching: true, computed: null, loadError: null });
    expect($discoverResults.get().ranks).toBe(agent);
    site.release();
    await settle();
    expect($discoverResults.get().searching).toBe(false);
    expect([...$discoverResults.get().ranks!]).toEqual(expectedRanks('robot'));
  });

  test('a search file that fails is an error (not the last results) until Refresh Research asks for it again', async () => {
    const probe = await openFeed();
    probe.setSearch('robot');
    await settle();
    const first = site.files()[0]!;

    site = new Site();
    vi.stubGlobal('fetch', site.fetch);
    site.failing.add(first);
    const { $discoverResults, setSearch, refreshIndex } = await openFeed();
    setSearch('robot');
    await settle();
    expect($discoverResults.get()).toMatchObject({ searching: false, ranks: null, computed: null });
    expect($discoverResults.get().loadError?.message).toContain('HTTP 503');
    expect(site.files().filter((file) => file === first)).toHaveLength(1);

    expect(await refreshIndex()).toEqual({ status: 'current' });
    await settle();
    expect(site.files().filter((file) => file === first)).toHaveLength(2);
    expect($discoverResults.get().loadError).toBeNull();
    expect([...$discoverResults.get().ranks!]).toEqual(expectedRanks('robot'));
  });

  test("a sort by score fetches the scores' column files once; a failed one is an error until a retry", async () => {
    const scores = manifest.segments.map((segment) => `${segment.dir}/core-scores.json`);
    site.failing.add(scores[0]!);
    const { $discoverResults, setSort, refreshIndex } = await openFeed();
    setSort('valoris_score');
    await settle();
    expect($discoverResults.get()).toMatchObject({ columnsReady: false, ranks: null });
    expect($discoverResults.get().loadError?.message).toContain('HTTP 503');
    await refreshIndex();
    await settle();
    const results = $discoverResults.get();
    expect(results.loadError).toBeNull();
    expect([...results.ranks!]).toEqual([...everyColumn.run({ ...EMPTY_FILTERS, sortBy: 'valoris_score' })]);
    expect(site.files().filter((file) => file.includes('core-')).sort()).toEqual([...scores, scores[0]!].sort());
  });

  test('a landing page waits for the idea numbers before its results, which find its server cards', async () => {
    const { $discoverResults } = await openFeed({ landing: true });
    const results = $discoverResults.get();
    expect(results.ideaNumbers).toEqual(builtCore(built).number);
    expect(results.ranks?.length).toBe(manifest.count);
    expect(site.files().every((file) => file.endsWith('core-numbers.json'))).toBe(true);
  });

  test('when no idea has every word, the list is empty and close matches stand apart, best first', async () => {
    const { $discoverResults, $closeMatches, setSearch } = await openFeed();
    // A typo: no idea has it, its close words are read in its place.
    setSearch('agnet');
    await settle();
    expect($discoverResults.get().ranks?.length).toBe(0);
    const close = $closeMatches.get();
    expect(close.fallback?.kind).toBe('close');
    const text = atHand.run('agnet')!;
    const expected = [...everyColumn.run({ ...withSearch(EMPTY_FILTERS, 'agnet'), sortBy: 'relevance' }, text)].slice(0, LIMITS.closeMatches);
    expect(close.ranks).toEqual(expected);
    expect(close.ranks.length).toBeGreaterThan(0);

    setSearch('agent');
    await settle();
    expect($closeMatches.get()).toEqual({ fallback: null, ranks: [] });
  });

  test('a change of the filters computes the results once, however many views show them', async () => {
    const { $discoverResults, $closeMatches, setSearch, setSort } = await openFeed();
    setSearch('agent');
    await settle();
    stops.push($discoverResults.listen(() => {}), $closeMatches.listen(() => {}));
    const marks = vi.spyOn(performance, 'mark');
    setSort('newest');
    expect($discoverResults.get().ranks!.length).toBe(expectedRanks('agent').length);
    $closeMatches.get();
    expect(marks).toHaveBeenCalledTimes(1);
  });
});

describe('the like list', () => {
  const rankOf = (number: number) => builtCore(built).number.indexOf(number);

  test("lists the idea's similar ideas, most alike first, once the numbers and its one like file have come", async () => {
    const { $likeList, $discoverResults, $discoverFilters, replaceDiscoverFilters } = await openFeed();
    replaceDiscoverFilters({ ...EMPTY_FILTERS, like: liked, sortBy: 'alike' });
    expect($likeList.get()).toEqual({ status: 'loading', number: liked });
    // The list waits too, rather than show the whole catalogue first.
    expect($discoverResults.get()).toMatchObject({ ranks: null, computed: null });
    await settle();
    expect($likeList.get()).toMatchObject({ status: 'ready', number: liked, rank: rankOf(liked) });
    expect([...$discoverResults.get().ranks!]).toEqual(similar.map(rankOf));
    expect(site.files().filter((file) => file.includes('like-'))).toHaveLength(1);

    replaceDiscoverFilters(withoutLike($discoverFilters.get()));
    await settle();
    expect($likeList.get()).toEqual({ status: 'off' });
    expect($discoverResults.get().ranks?.length).toBe(manifest.count);
  });

  test('a number no published idea has is unknown, and the list is every idea', async () => {
    const { $likeList, $discoverResults, replaceDiscoverFilters } = await openFeed();
    replaceDiscoverFilters({ ...EMPTY_FILTERS, like: 999_999, sortBy: 'alike' });
    await settle();
    expect($likeList.get()).toEqual({ status: 'unknown', number: 999_999 });
    expect($discoverResults.get().ranks?.length).toBe(manifest.count);
    expect(site.files().some((file) => file.includes('like-'))).toBe(false);
  });

  test('a like file that fails is an error, and the list is every idea', async () => {
    const probe = await openFeed();
    probe.replaceDiscoverFilters({ ...EMPTY_FILTERS, like: liked, sortBy: 'alike' });
    await settle();
    const file = site.files().find((name) => name.includes('like-'))!;
    site = new Site();
    vi.stubGlobal('fetch', site.fetch);
    site.failing.add(file);
    const { $likeList, $discoverResults, replaceDiscoverFilters } = await openFeed();
    replaceDiscoverFilters({ ...EMPTY_FILTERS, like: liked, sortBy: 'alike' });
    await settle();
    expect($likeList.get()).toMatchObject({ status: 'error', number: liked });
    expect($discoverResults.get().ranks?.length).toBe(manifest.count);
  });
});

describe("a settled idea's like list, in an index of two segments", () => {
  // The ten newest ideas in front of the settled ones; the liked settled idea's list takes in two of them.
  const newest = [...ideas].sort(compareNewest);
  const [front, settled] = [newest.slice(0, 10), newest.slice(10)];
  const likedSettled = settled[5]!.number;
  const base = [settled[20]!.number, settled[1]!.number, settled[30]!.number];
  const twoSegments = buildDiscoverIndex(ideas, {
    like: new Map([[likedSettled, base]]),
    likeAdditions: new Map([[likedSettled, [[front[4]!.number, 0], [front[7]!.number, 2]]]]),
    settled: new Set(settled.map((idea) => idea.number)),
  });
  const rankOf = (number: number) => builtCore(twoSegments).number.indexOf(number);

  beforeEach(() => {
    site = new Site(twoSegments);
    vi.stubGlobal('fetch', site.fetch);
  });

  test('takes in the newer ideas at their places, from the newest segment’s additions file', async () => {
    expect(twoSegments.manifest.segments).toHaveLength(2);
    const { $likeList, $discoverResults, replaceDiscoverFilters } = await openFeed({ served: twoSegments });
    replaceDiscoverFilters({ ...EMPTY_FILTERS, like: likedSettled, sortBy: 'alike' });
    await settle();
    expect($likeList.get()).toMatchObject({ status: 'ready', number: likedSettled, rank: rankOf(likedSettled) });
    expect([...$discoverResults.get().ranks!]).toEqual([front[4]!.number, base[0]!, front[7]!.number, base[1]!, base[2]!].map(rankOf));
    const [newer, older] = twoSegments.manifest.segments;
    expect(site.files().filter((file) => file.includes('like-')).sort()).toEqual([`${newer!.dir}/like-more-`, `${older!.dir}/like-`].map((prefix) => expect.stringMatching(new RegExp(`^${prefix}\\d+\\.json$`))));
  });

  test('an additions file that fails is an error, and the list is every idea', async () => {
    const [newer] = twoSegments.manifest.segments;
    const { $likeList, $discoverResults, replaceDiscoverFilters } = await openFeed({ served: twoSegments });
    for (const [file] of twoSegments.files) if (file.startsWith(`${newer!.dir}/like-more-`)) site.failing.add(file);
    replaceDiscoverFilters({ ...EMPTY_FILTERS, like: likedSettled, sortBy: 'alike' });
    await settle();
    expect($likeList.get()).toMatchObject({ status: 'error', number: likedSettled });
    expect($discoverResults.get().ranks?.length).toBe(twoSegments.manifest.count);
  });
});

describe('the cards', () => {
  test("the page's first cards are there without a fetch; others come by card file, each fetched once", async () => {
    const { cardAt, ensureCards } = await openFeed({ firstCards: 20 });
    const all = builtCards();
    expect(cardAt(0)).toEqual(all[0]);
    expect(cardAt(19)).toEqual(all[19]);
    ensureCards([0, 1, 19]);
    expect(site.requested).toEqual([]);
    expect(cardAt(40)).toBeUndefined();
    ensureCards([40, 41], [60]);
    ensureCards([42]);
    await settle();
    expect(cardAt(40)).toEqual(all[40]);
    expect(cardAt(42)).toEqual(all[42]);
    expect(cardAt(60)).toEqual(all[60]);
    expect(site.files()).toEqual([cardPlace(manifest.segments, 40)!.file, cardPlace(manifest.segments, 60)!.file]);
  });

  test('a card file that fails shows as failed until it is asked for again and comes', async () => {
    const { cardAt, cardFailed, ensureCards } = await openFeed();
    const file = cardPlace(manifest.segments, 30)!.file;
    site.failing.add(file);
    ensureCards([30]);
    await settle();
    expect(cardFailed(30)).toBe(true);
    expect(cardAt(30)).toBeUndefined();
    ensureCards([30]);
    await settle();
    expect(cardFailed(30)).toBe(false);
    expect(cardAt(30)).toEqual(builtCards()[30]);
  });
});
