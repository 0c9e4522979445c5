/**
 * The discover core in column groups (index-types.ts CORE_GROUPS, issue 47): a list reads only the groups its
 * filters need, so the newest-first list and a best-match search load no columns at all.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { ideasFromSheet } from '../../src/ideas/sheet.build.ts';
import { SAMPLE_SHEET_PATH } from '../../src/ideas/source.build.ts';
import { compareNewest } from '../../src/ideas/sort.ts';
import { buildDiscoverIndex, builtCore, loadedSearch } from '../../src/discover/discover-index.build.ts';
import { coreGroupsFor, createEngine } from '../../src/discover/engine.ts';
import { EMPTY_FILTERS, type DiscoverFilters, SORT_OPTIONS } from '../../src/discover/filters.ts';
import { CORE_GROUP_NAMES, CORE_GROUPS, type CoreColumns, type CoreGroup, coreFiles, readColumns } from '../../src/discover/index-types.ts';
import { listedMatches } from '../../src/text-search/word-search.ts';

const ideas = ideasFromSheet(readFileSync(SAMPLE_SHEET_PATH, 'utf8'), { today: '2026-11-21' }).ideas;
// Two segments, as a weekday build has them: the oldest 50 ideas settled, the rest this week's.
const settled = new Set([...ideas].sort(compareNewest).slice(-50).map((idea) => idea.number));
const built = buildDiscoverIndex(ideas, { settled });
const whole = builtCore(built);
const text = loadedSearch(built);
const filters = (patch: Partial<DiscoverFilters>): DiscoverFilters => ({ ...EMPTY_FILTERS, ...patch });

/** The columns of these groups, read from the built files as the browser reads them. */
const columnsOf = (groups: readonly CoreGroup[]): CoreColumns => readColumns(built.manifest, groups, (file) => JSON.parse(built.files.get(file)!) as CoreColumns);

describe('core groups', () => {
  test('each group is one file per segment holding only its columns, and the groups joined are the whole core', () => {
    expect(built.manifest.segments).toHaveLength(2);
    for (const group of CORE_GROUP_NAMES) {
      for (const file of coreFiles(built.manifest, group)) expect(Object.keys(JSON.parse(built.files.get(file)!) as object).sort()).toEqual([...CORE_GROUPS[group]].sort());
    }
    expect(columnsOf(CORE_GROUP_NAMES)).toEqual(whole);
    expect(whole.number).toHaveLength(ideas.length);
  });

  test('the newest-first list and a best-match search read no group; filters, sorts and a like list read theirs', () => {
    expect(coreGroupsFor(EMPTY_FILTERS)).toEqual([]);
    expect(coreGroupsFor(filters({ search: 'agent', sortBy: 'relevance' }))).toEqual([]);
    expect(coreGroupsFor(filters({ primaryCategory: ['Agentic AI'] }))).toEqual(['categories']);
    expect(coreGroupsFor(filters({ secondaryCategory: ['Healthcare'], sortBy: 'oldest' })).sort()).toEqual(['categories', 'days']);
    expect(coreGroupsFor(filters({ sortBy: 'market_score' }))).toEqual(['scores']);
    expect(coreGroupsFor(filters({ like: 12, sortBy: 'alike' }))).toEqual(['numbers']);
  });

  test('an engine over only the groups the filters read lists what the whole core lists', () => {
    const full = createEngine(whole);
    const cases = [
      filters({}),
      filters({ search: 'agent', sortBy: 'relevance' }),
      filters({ search: 'clinical notes', sortBy: 'relevance' }),
      ...SORT_OPTIONS.map(({ value }) => filters({ sortBy: value, primaryCategory: [whole.technologies[whole.technology[0]!]!] })),
      filters({ secondaryCategory: [whole.industries[whole.industry.find((position) => position >= 0)!]!], sortBy: 'novelty_score' }),
    ];
    for (const c of cases) {
      const matches = c.search ? listedMatches(text.run(c.search)) : null;
      const partial = createEngine(columnsOf(coreGroupsFor(c)), built.manifest.count);
      const expected = [...full.run(c, matches)];
      expect(expected.length).toBeGreaterThan(0);
      expect([...partial.run(c, matches)]).toEqual(expected);
    }
  });

  test('a run that needs a group not loaded fails loudly instead of listing wrongly', () => {
    const bare = createEngine({}, built.manifest.count);
    expect(bare.run(EMPTY_FILTERS)).toHaveLength(ideas.length);
    expect(() => bare.run(filters({ primaryCategory: ['Agentic AI'] }))).toThrow(/technologies column is not loaded/);
    expect(() => bare.run(filters({ sortBy: 'feasibility_score' }))).toThrow(/feasibility column is not loaded/);
  });
});
