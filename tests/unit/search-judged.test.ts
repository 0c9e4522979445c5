/**
 * The judged set (issue 29, point 5): queries a person types, each with the ideas they expect among the first
 * three results, run against the bundled sample sheet. The set is judged by reading the sheet, not by
 * running the engine, so it can fail; the bar is hits@3 of at least 95% over all queries.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { ideasFromSheet } from '../../src/ideas/sheet.ts';
import { SAMPLE_SHEET_PATH } from '../../src/ideas/source.ts';
import { searchNumbers } from '../../src/search/node-search.ts';
import judged from '../fixtures/search-judged.json' with { type: 'json' };

interface JudgedQuery {
  kind: string;
  query: string;
  expected: number[];
  why: string;
}

const REQUIRED_HITS_AT_3 = 0.95;

const { ideas } = ideasFromSheet(readFileSync(SAMPLE_SHEET_PATH, 'utf8'), { today: '2026-11-21' });
const queries = judged.queries as JudgedQuery[];

test('the judged set is well formed: every kind the issue names, ideas that exist, at most three per query', () => {
  const numbers = new Set(ideas.map((idea) => idea.number));
  const kinds = new Set(queries.map((q) => q.kind));
  expect([...kinds].sort()).toEqual(['accents', 'acronym', 'arxiv', 'author', 'category', 'compound', 'spread', 'stem', 'title', 'typo']);
  expect(queries.length).toBeGreaterThanOrEqual(60);
  for (const q of queries) {
    expect(q.expected.length, q.query).toBeGreaterThanOrEqual(1);
    expect(q.expected.length, q.query).toBeLessThanOrEqual(3);
    expect(q.expected.every((number) => numbers.has(number)), q.query).toBe(true);
  }
  expect(new Set(queries.map((q) => q.query.toLowerCase())).size).toBe(queries.length);
});

test(`at least ${REQUIRED_HITS_AT_3 * 100}% of the judged queries find every expected idea in the first three`, () => {
  const results = queries.map((q) => {
    const top = searchNumbers(ideas, q.query).numbers.slice(0, 3);
    return { ...q, top, hit: q.expected.every((number) => top.includes(number)) };
  });
  const hits = results.filter((r) => r.hit).length;
  const byKind = Map.groupBy(results, (r) => r.kind);
  const summary = [...byKind].map(([kind, rows]) => `${kind} ${rows.filter((r) => r.hit).length}/${rows.length}`).join(', ');
  const misses = results.filter((r) => !r.hit).map((r) => `  [${r.kind}] "${r.query}": expected ${r.expected.join(', ')}, got ${r.top.join(', ') || 'nothing'} (${r.why})`);
  const report = `hits@3 ${hits}/${results.length} (${((hits / results.length) * 100).toFixed(1)}%); by kind: ${summary}\nmisses:\n${misses.join('\n')}`;
  expect(hits / results.length, report).toBeGreaterThanOrEqual(REQUIRED_HITS_AT_3);
});
