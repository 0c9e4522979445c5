/**
 * search_ideas: discover's own search and filters (src/discover/engine.ts and word-search.ts, run exactly as
 * the discover island runs them: the ideas with every word, else its close or partial matches), then the
 * filters discover has no control for (minimum scores, a published date range), applied to the engine's
 * result in its order. Server-only.
 */
import { z } from 'zod';
import { LIMITS } from '../config/constants/catalogue.ts';
import { MCP } from '../config/constants/mcp.ts';
import { canonicalName } from '../discover/discover-query.ts';
import { defaultSortFor, type DiscoverFilters, EMPTY_FILTERS, filtersToParams, SORT_OPTIONS } from '../discover/filters.ts';
import { listedMatches } from '../text-search/word-search.ts';
import type { IdeaCard } from './catalogue.server.ts';
import { page } from './cursor.server.ts';
import { ideaAt, type LoadedCatalogue } from './data.server.ts';
import { ToolError } from './errors.server.ts';
import { ideaSummary, IdeaSummarySchema, summaryLine } from './summary.server.ts';
import { defineTool } from './tool.server.ts';

const score = z.number().min(0).max(LIMITS.scoreMax);
const isoDate = z.iso.date();
type SearchSort = (typeof SORT_OPTIONS)[number]['value'];
const SORTS = SORT_OPTIONS.map((option) => option.value) as [SearchSort, ...SearchSort[]];

const searchInput = {
  query: z.string().max(MCP.maxQueryLength).optional().describe('Words to find, as typed into discover\'s search box; "quoted phrases" match as phrases. Omit to list by the filters alone.'),
  technology: z.array(z.string()).max(30).optional().describe('Technology categories (list_categories names them); an idea passes if it has any of them.'),
  industry: z.array(z.string()).max(30).optional().describe('Industry categories (list_categories names them); an idea passes if it has any of them.'),
  minComposite: score.optional().describe('Lowest composite score, 0-10.'),
  minNovelty: score.optional().describe('Lowest novelty score, 0-10.'),
  minMarketPotential: score.optional().describe('Lowest market potential score, 0-10.'),
  minFeasibility: score.optional().describe('Lowest feasibility score, 0-10.'),
  publishedSince: isoDate.optional().describe('Published on or after this day, YYYY-MM-DD.'),
  publishedUntil: isoDate.optional().describe('Published on or before this day, YYYY-MM-DD.'),
  sort: z.enum(SORTS).optional().describe('relevance (best match; the default with a query), newest (the default without), oldest, or by a score.'),
  limit: z.number().int().min(1).max(MCP.maxLimit).optional().describe(`Ideas per answer, 1-${MCP.maxLimit} (default ${MCP.defaultLimit}).`),
  cursor: z.string().max(100).optional().describe('nextCursor of the previous answer, for the next page.'),
};

const searchOutput = {
  total: z.number().int().describe('How many ideas pass, over all pages.'),
  match: z.enum(['all', 'close', 'partial']).describe('all: ideas with every word (or no query); close: none had them, these do once typos are read as close words; partial: these have some of the words.'),
  corrections: z.array(z.object({ word: z.string(), to: z.array(z.string()) })).optional().describe('How typed words were read (close matches).'),
  ideas: z.array(IdeaSummarySchema),
  nextCursor: z.string().optional(),
  discoverUrl: z.string().describe('The same query and categories on the discover page (score and date filters are not part of its address).'),
};

export type SearchInput = z.infer<z.ZodObject<typeof searchInput>>;
export type SearchOutput = z.infer<z.ZodObject<typeof searchOutput>>;

/** Names as the lists spell them, matched without regard to case; an unknown name is refused with the list. */
function categories(names: readonly string[] | undefined, known: readonly string[], kind: string): string[] {
  return [...new Set((names ?? []).map((name) => {
    const canonical = canonicalName(name, known);
    if (!known.includes(canonical)) throw new ToolError(`There is no ${kind} category "${name}". The ${kind} categories are: ${known.join(', ')}.`);
    return canonical;
  }))];
}

/** The filters discover has no control for; an idea without the score never passes a minimum on it. */
function extraFilter(input: SearchInput): ((idea: IdeaCard) => boolean) | null {
  const minimums = ([['totalScore', input.minComposite], ['novelty', input.minNovelty], ['marketPotential', input.minMarketPotential], ['feasibility', input.minFeasibility]] as const).filter(
    (entry): entry is readonly [(typeof entry)[0], number] => entry[1] !== undefined,
  );
  const { publishedSince: since, publishedUntil: until } = input;
  if (minimums.length === 0 && !since && !until) return null;
  return (idea) =>
    minimums.every(([key, min]) => idea[key] !== undefined && idea[key] >= min) && (!since || idea.dateAdded >= since) && (!until || idea.dateAdded <= until);
}

/** What discover's feed would be given for this query and these categories, in its own form. */
export function discoverFilters(input: SearchInput, core: { technologies: readonly string[]; industries: readonly string[] }): DiscoverFilters {
  const search = (input.query ?? '').trim();
  return {
    ...EMPTY_FILTERS,
    search,
    primaryCategory: categories(input.technology, core.technologies, 'technology'),
    secondaryCategory: categories(input.industry, core.industries, 'industry'),
    sortBy: input.sort ?? defaultSortFor(search),
  };
}

export async function searchIdeas(catalogue: LoadedCatalogue, input: SearchInput): Promise<SearchOutput> {
  if (input.publishedSince && input.publishedUntil && input.publishedSince > input.publishedUntil) {
    throw new ToolError(`publishedSince (${input.publishedSince}) is after publishedUntil (${input.publishedUntil}), so no idea could pass.`);
  }
  const filters = discoverFilters(input, catalogue.data.core);
  const text = await catalogue.runSearch(filters.search);
  let ranks = catalogue.engine.run(filters, listedMatches(text));
  let match: SearchOutput['match'] = 'all';
  // As discover: close or partial matches only when no idea has every word, best match first, at most as many as it shows.
  if (ranks.length === 0 && text && text.kind !== 'all') {
    ranks = catalogue.engine.run({ ...filters, sortBy: 'relevance' }, text).subarray(0, LIMITS.closeMatches);
    match = text.kind;
  }
  const keep = extraFilter(input);
  const ideas = Array.from(ranks, (rank) => ideaAt(catalogue, rank)).filter((idea) => !keep || keep(idea));
  const { items, nextCursor } = page(ideas, input.cursor, input.limit ?? MCP.defaultLimit);
  const output: SearchOutput = {
    total: ideas.length,
    match,
    ideas: items.map((idea) => ideaSummary(idea, catalogue.site)),
    discoverUrl: new URL(`/discover?${filtersToParams(filters).toString()}`, catalogue.site).href.replace(/\?$/, ''),
  };
  if (match === 'close' && text?.corrections.length) output.corrections = text.corrections;
  if (nextCursor) output.nextCursor = nextCursor;
  return output;
}

function searchText(output: SearchOutput): string {
  if (output.total === 0) return `No idea matches. Discover: ${output.discoverUrl}`;
  const heading =
    output.match === 'all'
      ? `${output.total} ${output.total === 1 ? 'idea matches' : 'ideas match'}; showing ${output.ideas.length}.`
      : `No idea has every word; ${output.match === 'close' ? 'close matches' : 'ideas with some of the words'}:`;
  const corrections = (output.corrections ?? []).map(({ word, to }) => `"${word}" read as ${to.join(' or ')}.`);
  return [heading, ...corrections, ...output.ideas.map(summaryLine), output.nextCursor ? `More: call again with cursor "${output.nextCursor}".` : '', `Discover: ${output.discoverUrl}`]
    .filter(Boolean)
    .join('\n');
}

export const searchIdeasTool = defineTool({
  name: 'search_ideas',
  title: 'Search ideas',
  description:
    "Finds ideas with discover's own search and filters: words, technology and industry categories, minimum scores and a published date range; best match or another order; a page at a time.",
  input: searchInput,
  output: searchOutput,
  run: searchIdeas,
  text: searchText,
});
