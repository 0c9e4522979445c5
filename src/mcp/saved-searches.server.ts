/**
 * saved_searches: the person's saved searches (the ones their daily alert follows), each with its filters, the
 * discover address that shows it and the search_ideas arguments that run it here. Server-only.
 */
import { z } from 'zod';
import { selectSavedSearches } from '../queries/saved-searches.ts';
import { discoverHref, type SavedSearch, searchSummary } from '../workspace/saved-searches.ts';
import { dataOrRefuse } from './personal.server.ts';
import { definePersonalTool } from './tool.server.ts';

const SearchArgumentsSchema = z.object({
  query: z.string().optional(),
  technology: z.array(z.string()).optional(),
  industry: z.array(z.string()).optional(),
  minNovelty: z.number().optional(),
  minMarketPotential: z.number().optional(),
  minFeasibility: z.number().optional(),
  minComposite: z.number().optional(),
});

const SavedSearchSchema = z.object({
  name: z.string(),
  paused: z.boolean().describe('A paused search is left out of the daily alert.'),
  filters: z.array(z.string()).describe('Its filters, one line each.'),
  discoverUrl: z.string().describe('Discover with these filters (minimum scores aside).'),
  searchIdeas: SearchArgumentsSchema.describe('The search_ideas arguments that run it.'),
  createdAt: z.string(),
});

/** search_ideas' arguments for a saved search: only the filters it sets. */
function searchArguments(search: SavedSearch): z.infer<typeof SearchArgumentsSchema> {
  const minimums = { minNovelty: search.min_novelty, minMarketPotential: search.min_market, minFeasibility: search.min_feasibility, minComposite: search.min_composite };
  return {
    ...(search.query ? { query: search.query } : {}),
    ...(search.technologies.length ? { technology: search.technologies } : {}),
    ...(search.industries.length ? { industry: search.industries } : {}),
    ...Object.fromEntries(Object.entries(minimums).filter(([, value]) => value !== null)),
  };
}

export const savedSearchesTool = definePersonalTool({
  name: 'saved_searches',
  title: 'Your saved searches',
  description: 'The searches you saved on discover (your daily alert lists the new ideas each one matches), newest first, each with the search_ideas arguments that run it. Needs sign-in.',
  personal: true,
  input: {},
  output: { searches: z.array(SavedSearchSchema) },
  async run(catalogue, _input, person) {
    const rows = dataOrRefuse(await selectSavedSearches(person.db), 'reading your saved searches');
    return {
      searches: rows.map((search) => ({
        name: search.name,
        paused: search.paused,
        filters: searchSummary(search),
        discoverUrl: new URL(discoverHref(search), catalogue.site).href,
        searchIdeas: searchArguments(search),
        createdAt: search.created_at,
      })),
    };
  },
  text({ searches }) {
    if (searches.length === 0) return 'You have no saved searches. Save one on discover with "Alert me".';
    return [
      `${searches.length} saved ${searches.length === 1 ? 'search' : 'searches'}, newest first:`,
      ...searches.map((search) => `${search.name}${search.paused ? ' (paused)' : ''}: ${search.filters.join('; ')}\n  ${search.discoverUrl}\n  search_ideas ${JSON.stringify(search.searchIdeas)}`),
    ].join('\n');
  },
});
