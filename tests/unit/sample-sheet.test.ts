import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { ideasFromSheet } from '../../src/ideas/sheet.build.ts';
import { SAMPLE_SHEET_PATH } from '../../src/ideas/source.build.ts';
import { INDUSTRY_CATEGORIES, TECHNOLOGY_CATEGORIES } from '../../src/ideas/categories.ts';

const text = readFileSync(SAMPLE_SHEET_PATH, 'utf8');
const { ideas, warnings, blankRows } = ideasFromSheet(text, { today: '2026-11-21' });

test('the bundled sample sheet is exact gviz text', () => {
  expect(text.startsWith('/*O_o*/\ngoogle.visualization.Query.setResponse(')).toBe(true);
  expect(text.trimEnd().endsWith(');')).toBe(true);
});

test('it has at least 60 ideas on real arXiv papers, with no unusable cells', () => {
  expect(ideas.length).toBeGreaterThanOrEqual(60);
  expect(warnings).toEqual([]);
  expect(blankRows).toHaveLength(1);
  expect(ideas.filter((idea) => idea.arxivId).length).toBeGreaterThanOrEqual(60);
  expect(ideas.some((idea) => idea.arxivId?.includes('/'))).toBe(true);
  expect(new Set(ideas.map((idea) => idea.path)).size).toBe(ideas.length);
});

test('it spreads over the categories and the last 12 months', () => {
  const technologies = new Set(ideas.map((idea) => idea.primaryCategory));
  const industries = new Set(ideas.map((idea) => idea.secondaryCategory));
  expect(TECHNOLOGY_CATEGORIES.every((category) => technologies.has(category.name))).toBe(true);
  expect(INDUSTRY_CATEGORIES.filter((category) => industries.has(category.name)).length).toBeGreaterThanOrEqual(20);
  const dated = ideas.filter((idea) => !idea.dateMissing).map((idea) => idea.dateAdded).sort();
  expect(dated[0]! >= '2025-11-01').toBe(true);
  expect(dated.at(-1)! <= '2026-11-21').toBe(true);
});

test('most rows are complete and some have deliberate gaps', () => {
  const complete = ideas.filter((idea) => idea.pitch && idea.whyItMatters && idea.painPoints && idea.businessModel && idea.competitors && idea.majorBarriers && idea.tamEstimate);
  expect(complete.length).toBeGreaterThan(ideas.length / 2);
  expect(ideas.some((idea) => !idea.businessModel)).toBe(true);
  expect(ideas.some((idea) => !idea.pitch)).toBe(true);
  expect(ideas.some((idea) => idea.dateMissing)).toBe(true);
  expect(ideas.some((idea) => idea.primaryCategory === 'Other Technology')).toBe(true);
});
