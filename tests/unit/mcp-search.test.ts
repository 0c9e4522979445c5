// search_ideas and discover return the same ideas for the same query and categories: the tool's answer
// against the engine and text search run as discover's results store runs them (src/stores/discover/results.ts), on
// the bundled sample and on a generated sheet; then the filters discover lacks, applied in the engine's order.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateSheet } from '../../scripts/generate-sheet.ts';
import { LIMITS } from '../../src/config/constants/catalogue.ts';
import type { Idea } from '../../src/ideas/schema.ts';
import type { LoadedCatalogue } from '../../src/mcp/data.server.ts';
import { discoverFilters, searchIdeas, type SearchInput } from '../../src/mcp/search.server.ts';
import { createEngine } from '../../src/discover/engine.ts';
import { buildDiscoverIndex, builtCore, loadedSearch } from '../../src/discover/discover-index.build.ts';
import { listedMatches } from '../../src/text-search/word-search.ts';
import { ideasOf, loadedCatalogueOf, sampleIdeas } from './mcp-fixture.ts';
import { LEXICON_WARM_MS, warmLexicon } from './fixtures.ts';

// Before any test builds an index: the first reads WordNet (fixtures.ts warmLexicon).
beforeAll(warmLexicon, LEXICON_WARM_MS);

const SITE = 'https://example.test';

/** Every idea search_ideas answers, page after page. */
async function allPages(catalogue: LoadedCatalogue, input: SearchInput): Promise<number[]> {
  const numbers: number[] = [];
  let cursor: string | undefined;
  do {
    const output = await searchIdeas(catalogue, { ...input, limit: 50, ...(cursor ? { cursor } : {}) });
    numbers.push(...output.ideas.map((idea) => idea.number));
    cursor = output.nextCursor;
  } while (cursor);
  return numbers;
}

/** Discover's index of each catalogue, built once: a build reads every idea's text. */
const indexes = new WeakMap<readonly Idea[], ReturnType<typeof buildDiscoverIndex>>();

/** What discover shows for the query and categories: its list, else (no idea has every word) its close or partial matches. */
function discoverList(ideas: readonly Idea[], input: SearchInput): number[] {
  if (!indexes.has(ideas)) indexes.set(ideas, buildDiscoverIndex(ideas));
  const built = indexes.get(ideas)!;
  const core = builtCore(built);
  const filters = discoverFilters(input, core);
  const engine = createEngine(core);
  const text = loadedSearch(built).run(filters.search);
  let ranks = engine.run(filters, listedMatches(text));
  if (ranks.length === 0 && text && text.kind !== 'all') ranks = engine.run({ ...filters, sortBy: 'relevance' }, text).subarray(0, LIMITS.closeMatches);
  return Array.from(ranks, (rank) => core.number[rank]!);
}

const CASES: SearchInput[] = [
  {},
  { query: 'agent' },
  { query: 'medical imaging' },
  { query: '"supply chain"' },
  { query: 'agen' },
  { technology: ['agentic ai'] },
  { query: 'model', industry: ['Health & Life Sciences', 'Financial Services'] },
  { query: 'data', sort: 'valoris_score' },
  { sort: 'feasibility_score' },
  { sort: 'oldest', technology: ['Generative & Multimodal'] },
];

describe.each([
  ['the sample', () => sampleIdeas()],
  ['a generated sheet of 600 ideas', () => ideasOf(generateSheet({ ideas: 600, seed: 7, endDate: '2026-11-20' }))],
])('search_ideas and discover on %s', (_, load) => {
  const ideas = load();
  const catalogue = loadedCatalogueOf(ideas, SITE);

  it.each(CASES)('list the same ideas in the same order for %o', async (input) => {
    const expected = discoverList(ideas, input);
    expect(await allPages(catalogue, input)).toEqual(expected);
  });

  it('keep the engine\'s order when the filters discover lacks narrow it', async () => {
    const input: SearchInput = { query: 'model', minComposite: 6, minFeasibility: 5, publishedSince: '2026-03-01', publishedUntil: '2026-10-31' };
    const byNumber = new Map(ideas.map((idea) => [idea.number, idea]));
    const expected = discoverList(ideas, input).filter((number) => {
      const idea = byNumber.get(number)!;
      return (idea.totalScore ?? -1) >= 6 && (idea.feasibility ?? -1) >= 5 && idea.dateAdded >= '2026-03-01' && idea.dateAdded <= '2026-10-31';
    });
    expect(await allPages(catalogue, input)).toEqual(expected);
  });
});
