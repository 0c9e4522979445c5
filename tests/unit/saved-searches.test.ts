import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAVED_SEARCH_TEXT } from '../../src/config/constants/saved-searches.ts';
import type { Idea } from '../../src/ideas/schema.ts';
import { ideasFromSheet } from '../../src/ideas/sheet.build.ts';
import { compareNewest } from '../../src/ideas/sort.ts';
import { SAMPLE_SHEET_PATH } from '../../src/ideas/source.build.ts';
import { createEngine } from '../../src/discover/engine.ts';
import { EMPTY_FILTERS } from '../../src/discover/filters.ts';
import { buildDiscoverIndex, builtCore, builtLexicon, loadedSearch } from '../../src/discover/discover-index.build.ts';
import { listedMatches } from '../../src/text-search/word-search.ts';
import {
  alertGroups,
  defaultSearchName,
  discoverHref,
  filtersOfDiscover,
  filtersTooLong,
  matchesSavedSearch,
  NO_THRESHOLDS,
  type SavedSearch,
  type SavedSearchFilters,
  searchSummary,
  validateSearchName,
} from '../../src/workspace/saved-searches.ts';
import { LEXICON_WARM_MS, warmLexicon } from './fixtures.ts';

// Before any test builds an index: the first reads WordNet (fixtures.ts warmLexicon).
beforeAll(warmLexicon, LEXICON_WARM_MS);

function idea(number: number, extra: Partial<Idea> = {}): Idea {
  return {
    id: `idea-${number}`,
    number,
    slug: `pitch-${number}`,
    path: `/idea/pitch-${number}`,
    heading: `Pitch ${number}`,
    title: `Paper ${number}`,
    primaryCategory: 'Robotics',
    secondaryCategory: 'Health & Life Sciences',
    dateAdded: '2026-01-01',
    dateMissing: false,
    firstSeen: '2026-01-01',
    novelty: 7,
    marketPotential: 8,
    feasibility: 8.5,
    totalScore: 7.8,
    ...extra,
  } as Idea;
}

const filters = (extra: Partial<SavedSearchFilters> = {}): SavedSearchFilters => ({ query: '', technologies: [], industries: [], ...NO_THRESHOLDS, ...extra });

let nextId = 0;
function saved(extra: Partial<SavedSearch> = {}): SavedSearch {
  nextId += 1;
  return { id: `s${nextId}`, user_id: 'u', name: `Search ${nextId}`, paused: false, created_at: '', updated_at: '', ...filters(), ...extra };
}

describe('matchesSavedSearch', () => {
  it('a search without filters matches every idea', () => {
    expect(matchesSavedSearch(idea(1, { secondaryCategory: undefined, novelty: undefined }), filters())).toBe(true);
  });

  it('every word of the query is in a field discover searches, in any case and form', () => {
    const robot = idea(1, { pitch: 'Autonomous ROBOT arms for clinics', description: 'x' });
    expect(matchesSavedSearch(robot, filters({ query: '  robot arm ' }))).toBe(true);
    expect(matchesSavedSearch(robot, filters({ query: 'clinic robots' }))).toBe(true);
    expect(matchesSavedSearch(robot, filters({ query: 'robot legs' }))).toBe(false);
    expect(matchesSavedSearch(robot, filters({ query: '"arms robot"' }))).toBe(false);
    // Since issue 29 the heading, tags and category names are searched too.
    expect(matchesSavedSearch(idea(2, { heading: 'Quantum' }), filters({ query: 'quantum' }))).toBe(true);
    expect(matchesSavedSearch(idea(3, { arxivId: '2501.01234' }), filters({ query: '2501.0123' }))).toBe(true);
  });

  it('categories: OR within a kind, AND across kinds; an idea without an industry fails an industry list', () => {
    const search = filters({ technologies: ['Robotics', 'Agentic AI'], industries: ['Health & Life Sciences'] });
    expect(matchesSavedSearch(idea(1), search)).toBe(true);
    expect(matchesSavedSearch(idea(2, { primaryCategory: 'Agentic AI' } as Partial<Idea>), search)).toBe(true);
    expect(matchesSavedSearch(idea(3, { primaryCategory: 'Other Technology' } as Partial<Idea>), search)).toBe(false);
    expect(matchesSavedSearch(idea(4, { secondaryCategory: undefined }), search)).toBe(false);
    expect(matchesSavedSearch(idea(5, { secondaryCategory: undefined }), filters({ technologies: ['Robotics'] }))).toBe(true);
  });

  it('each minimum is inclusive, compared in tenths; all minimums must hold', () => {
    expect(matchesSavedSearch(idea(1, { feasibility: 8 }), filters({ min_feasibility: 8 }))).toBe(true);
    expect(matchesSavedSearch(idea(1, { feasibility: 7.9 }), filters({ min_feasibility: 8 }))).toBe(false);
    expect(matchesSavedSearch(idea(1, { totalScore: 0.1 + 0.2 }), filters({ min_composite: 0.3 }))).toBe(true);
    expect(matchesSavedSearch(idea(1), filters({ min_novelty: 7, min_market: 8, min_feasibility: 8.5, min_composite: 7.8 }))).toBe(true);
    expect(matchesSavedSearch(idea(1), filters({ min_novelty: 7, min_market: 9 }))).toBe(false);
  });

  it('an idea without a score does not pass a minimum on it (other minimums are unaffected)', () => {
    const unscored = idea(1, { novelty: undefined });
    expect(matchesSavedSearch(unscored, filters({ min_novelty: 1 }))).toBe(false);
    expect(matchesSavedSearch(unscored, filters({ min_novelty: 0 }))).toBe(false);
    expect(matchesSavedSearch(unscored, filters({ min_market: 8 }))).toBe(true);
  });

  it('matches exactly what discover shows for the same filters on the sample sheet', () => {
    const ideas = ideasFromSheet(readFileSync(SAMPLE_SHEET_PATH, 'utf8'), { today: '2026-11-21' }).ideas.sort(compareNewest);
    const built = buildDiscoverIndex(ideas);
    const core = builtCore(built);
    const engine = createEngine(core);
    const text = loadedSearch(built);
    const technologies = [...new Set(ideas.map((i) => i.primaryCategory))];
    const industries = [...new Set(ideas.flatMap((i) => (i.secondaryCategory ? [i.secondaryCategory] : [])))];
    const cases = [
      { search: 'the', primaryCategory: [], secondaryCategory: [] },
      { search: '', primaryCategory: technologies.slice(0, 2), secondaryCategory: [] },
      { search: 'ai', primaryCategory: technologies.slice(0, 3), secondaryCategory: industries.slice(0, 2) },
      { search: 'zzzz-nothing', primaryCategory: [], secondaryCategory: [] },
      // Words spread over fields, stems, compounds, a word still being typed, a phrase, a typo (discover shows
      // close matches apart from the list, and an alert never sends them), accents and arXiv links.
      { search: 'drug discovery agent', primaryCategory: [], secondaryCategory: [] },
      { search: 'fine tuning hospital', primaryCategory: [], secondaryCategory: [] },
      { search: 'finetune', primaryCategory: [], secondaryCategory: [] },
      { search: 'agen', primaryCategory: [], secondaryCategory: [] },
      { search: '"language model"', primaryCategory: [], secondaryCategory: [] },
      { search: 'agnet', primaryCategory: [], secondaryCategory: [] },
      { search: 'Rozière', primaryCategory: [], secondaryCategory: [] },
      { search: 'https://arxiv.org/abs/2212.04356v2', primaryCategory: [], secondaryCategory: [] },
      { search: 'agents clinical', primaryCategory: technologies.slice(0, 3), secondaryCategory: [] },
      // Words the lexicon reads as the catalogue's: a synonym, an industry's other name, "X for Y".
      { search: 'doctors', primaryCategory: [], secondaryCategory: [] },
      { search: 'edtech', primaryCategory: [], secondaryCategory: [] },
      { search: 'AI for lawyers', primaryCategory: [], secondaryCategory: [] },
    ];
    const lexicon = builtLexicon(built);
    for (const c of cases) {
      const shown = [...engine.run({ ...EMPTY_FILTERS, ...c }, listedMatches(text.run(c.search)))].map((rank) => core.number[rank]).sort((a, b) => a! - b!);
      const matched = ideas.filter((i) => matchesSavedSearch(i, filters(filtersOfDiscover(c)), lexicon)).map((i) => i.number).sort((a, b) => a - b);
      expect(matched, JSON.stringify(c)).toEqual(shown);
    }
    expect(ideas.filter((i) => matchesSavedSearch(i, filters(filtersOfDiscover({ search: 'doctors', primaryCategory: [], secondaryCategory: [] })), lexicon)).length).toBeGreaterThan(0);
  });
});

describe('alertGroups', () => {
  it('groups new ideas by active search, in the searches’ order, skipping paused searches and empty groups', () => {
    const ideas = [idea(1, { feasibility: 9 }), idea(2, { feasibility: 6, primaryCategory: 'Agentic AI' } as Partial<Idea>), idea(3, { feasibility: undefined })];
    const feasible = saved({ min_feasibility: 8 });
    const agentic = saved({ technologies: ['Agentic AI'] });
    const paused = saved({ paused: true });
    const nothing = saved({ query: 'no such words' });
    const groups = alertGroups(ideas, [agentic, paused, feasible, nothing]);
    expect(groups.map((g) => [g.search.id, g.ideas.map((i) => i.number)])).toEqual([
      [agentic.id, [2]],
      [feasible.id, [1]],
    ]);
    expect(alertGroups(ideas, [saved(), saved()]).map((g) => g.ideas.length)).toEqual([3, 3]);
    expect(alertGroups([], [feasible])).toEqual([]);
  });
});

describe('names and summaries', () => {
  it('validates names: trimmed, 1 to 80 characters', () => {
    expect(validateSearchName('  Robots  ')).toEqual({ value: 'Robots' });
    expect(validateSearchName('   ')).toEqual({ error: SAVED_SEARCH_TEXT.nameEmpty });
    expect(validateSearchName('x'.repeat(80))).toEqual({ value: 'x'.repeat(80) });
    expect(validateSearchName('x'.repeat(81))).toEqual({ error: SAVED_SEARCH_TEXT.nameTooLong });
  });

  it('builds a default name from the filters and minimums, within 80 characters', () => {
    expect(defaultSearchName(filters({ industries: ['Health & Life Sciences'], min_feasibility: 8 }))).toBe('Health & Life Sciences · feasibility ≥ 8');
    expect(defaultSearchName(filters({ query: ' robot ', technologies: ['Robotics', 'Agentic AI', 'Quantum'], min_novelty: 7, min_composite: 6.5 }))).toBe(
      '“robot” · Robotics +2 · novelty ≥ 7 · composite ≥ 6.5',
    );
    expect(defaultSearchName(filters())).toBe(SAVED_SEARCH_TEXT.allIdeas);
    const long = defaultSearchName(filters({ query: 'q'.repeat(200) }));
    expect(long).toHaveLength(80);
    expect(long.endsWith('…')).toBe(true);
    expect(validateSearchName(long)).toEqual({ value: long });
  });

  it('summarises every filter in full, or says there is none', () => {
    expect(searchSummary(filters({ query: 'robot', technologies: ['Robotics', 'Agentic AI'], industries: ['Energy'], min_market: 8 }))).toEqual([
      'Search: “robot”',
      'Technologies: Robotics, Agentic AI',
      'Industries: Energy',
      'Market ≥ 8',
    ]);
    expect(searchSummary(filters())).toEqual([SAVED_SEARCH_TEXT.noFilters]);
  });

  it('takes discover’s filters (trimmed search) and refuses more than 20 categories per kind', () => {
    const many = Array.from({ length: 21 }, (_, i) => `C${i}`);
    expect(filtersOfDiscover({ search: ' ai ', primaryCategory: ['Robotics'], secondaryCategory: [] })).toEqual({ query: 'ai', technologies: ['Robotics'], industries: [] });
    expect(filtersTooLong({ query: '', technologies: many.slice(1), industries: many.slice(1) })).toBeNull();
    expect(filtersTooLong({ query: '', technologies: [], industries: many })).toBe(SAVED_SEARCH_TEXT.tooManyCategories);
  });

  it('links a saved search back to discover with its filters', () => {
    expect(discoverHref({ query: 'robot arm', technologies: ['Robotics', 'Agentic AI'], industries: [] })).toBe('/discover?q=robot+arm&primaryCategory=Robotics%2CAgentic+AI');
    expect(discoverHref({ query: '', technologies: [], industries: [] })).toBe('/discover');
  });
});
