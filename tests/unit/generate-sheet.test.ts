import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  DATE_WINDOW_DAYS,
  DEFAULT_END_DATE,
  INDUSTRY_VARIANTS,
  TECHNOLOGY_VARIANTS,
  generateSheet,
} from '../../scripts/generate-sheet.ts';
import { INDUSTRY_CATEGORIES, TECHNOLOGY_CATEGORIES, normalizeIndustry, normalizeTechnology } from '../../src/ideas/categories.ts';
import { parseGviz } from '../../src/ideas/gviz.build.ts';
import { ideasFromSheet } from '../../src/ideas/sheet.build.ts';
import { SAMPLE_SHEET_PATH } from '../../src/ideas/source.build.ts';

const TODAY = '2026-11-21';
const text = generateSheet({ ideas: 1000, seed: 1 });
const { ideas, warnings, blankRows } = ideasFromSheet(text, { today: TODAY });

function isoDaysBefore(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

describe('determinism', () => {
  test('the same seed gives byte-identical text', () => {
    expect(generateSheet({ ideas: 1000, seed: 1 })).toBe(text);
    expect(generateSheet({ ideas: 50, seed: 7, endDate: '2025-03-01' })).toBe(generateSheet({ ideas: 50, seed: 7, endDate: '2025-03-01' }));
  });

  test('a different seed or end date gives different text', () => {
    expect(generateSheet({ ideas: 1000, seed: 2 })).not.toBe(text);
    expect(generateSheet({ ideas: 50, seed: 1, endDate: '2026-06-01' })).not.toBe(generateSheet({ ideas: 50, seed: 1 }));
  });

  test('bad options are refused', () => {
    expect(() => generateSheet({ ideas: -1 })).toThrow(/ideas/);
    expect(() => generateSheet({ ideas: 1.5 })).toThrow(/ideas/);
    expect(() => generateSheet({ ideas: 10, endDate: '2026-02-30' })).toThrow(/end-date/);
    expect(() => generateSheet({ ideas: 10, fresh: -1 })).toThrow(/fresh/);
  });
});

describe('gviz format', () => {
  test('the text has the exact gviz wrapper of the bundled sample', () => {
    expect(text.startsWith('/*O_o*/\ngoogle.visualization.Query.setResponse({"version":"0.6","reqId":"0","status":"ok","sig":"')).toBe(true);
    expect(text.endsWith('],"parsedNumHeaders":1}});')).toBe(true);
  });

  test('columns match the sample sheet exactly: ids, labels, types and order', () => {
    const columnsOf = (sheet: string) => JSON.parse(sheet.slice(sheet.indexOf('(') + 1, sheet.lastIndexOf(')'))).table.cols;
    expect(columnsOf(text)).toEqual(columnsOf(readFileSync(SAMPLE_SHEET_PATH, 'utf8')));
  });

  test('the first row is the instructions row and every row has every column', () => {
    const table = parseGviz(text);
    expect(table.rows).toHaveLength(1001);
    expect(String(table.rows[0]![0])).toMatch(/^EXAMPLE/);
    const raw = JSON.parse(text.slice(text.indexOf('(') + 1, text.lastIndexOf(')')));
    expect(raw.table.rows.every((row: { c: unknown[] }) => row.c.length === table.labels.length)).toBe(true);
  });

  test('numbers and dates are written the way gviz writes them', () => {
    expect(text).toMatch(/\{"v":\d\.0,"f":"\d"\}/);
    expect(text).toMatch(/\{"v":\d\.\d,"f":"\d\.\d"\}/);
    expect(text).toMatch(/\{"v":"Date\(\d{4},\d{1,2},\d{1,2}\)","f":"\d{1,2}\/\d{1,2}\/\d{4}"\}/);
  });

  test('zero ideas still gives a valid sheet with just the instructions row', () => {
    const empty = generateSheet({ ideas: 0, seed: 3 });
    expect(parseGviz(empty).rows).toHaveLength(1);
  });
});

describe('what the site reads from it', () => {
  test('about 1000 ideas minus a couple of blank rows, with zero warnings', () => {
    expect(warnings).toEqual([]);
    expect(blankRows.length).toBeGreaterThanOrEqual(1);
    expect(blankRows.length).toBeLessThanOrEqual(2);
    expect(ideas.length + blankRows.length).toBe(1000);
    // Ids keep their position: numbering skips the blank rows instead of closing up.
    const positions = Array.from({ length: 1000 }, (_, index) => index + 1).filter((number) => !blankRows.includes(number));
    expect(ideas.map((idea) => idea.number)).toEqual(positions);
  });

  test('every technology category is used, and at least 20 industries', () => {
    const technologies = new Set(ideas.map((idea) => idea.primaryCategory));
    const industries = new Set(ideas.map((idea) => idea.secondaryCategory));
    for (const category of TECHNOLOGY_CATEGORIES) expect(technologies, category.name).toContain(category.name);
    expect(INDUSTRY_CATEGORIES.filter((category) => industries.has(category.name)).length).toBeGreaterThanOrEqual(20);
    // Its 'Others' cells (no category) take the fallbacks: one name per meaning.
    expect(industries).toContain('Other Verticals');
    expect([...technologies, ...industries]).not.toContain('Others');
  });

  test('the off-list category spellings it writes map back onto the intended category', () => {
    expect(TECHNOLOGY_VARIANTS.length).toBeGreaterThan(10);
    for (const [raw, category] of TECHNOLOGY_VARIANTS) expect(normalizeTechnology(raw), raw).toBe(category);
    for (const [raw, category] of INDUSTRY_VARIANTS) expect(normalizeIndustry(raw), raw).toBe(category);
  });

  test('dates fall in the 365 days ending on the end date', () => {
    const earliest = isoDaysBefore(DEFAULT_END_DATE, DATE_WINDOW_DAYS - 1);
    expect(ideas.every((idea) => !idea.dateMissing)).toBe(true);
    const dates = ideas.map((idea) => idea.dateAdded).sort();
    expect(dates[0]! >= earliest).toBe(true);
    expect(dates.at(-1)! <= DEFAULT_END_DATE).toBe(true);
    // Recent ideas are more frequent than old ones.
    const middle = isoDaysBefore(DEFAULT_END_DATE, Math.floor(DATE_WINDOW_DAYS / 2));
    expect(dates.filter((date) => date > middle).length).toBeGreaterThan(ideas.length * 0.55);
  });

  test("fresh rows are the last rows dated on the end date, and the rows before them are unchanged", () => {
    const withFresh = ideasFromSheet(generateSheet({ ideas: 60, seed: 3, fresh: 5 }), { today: TODAY }).ideas;
    const without = ideasFromSheet(generateSheet({ ideas: 60, seed: 3 }), { today: TODAY }).ideas;
    expect(withFresh.slice(-5).map((idea) => idea.dateAdded)).toEqual(Array(5).fill(DEFAULT_END_DATE));
    expect(withFresh.slice(0, -5)).toEqual(without.slice(0, -5));
    expect(without.slice(-5).some((idea) => idea.dateAdded !== DEFAULT_END_DATE)).toBe(true);
  });

  test('paths and arXiv ids are unique', () => {
    expect(new Set(ideas.map((idea) => idea.path)).size).toBe(ideas.length);
    expect(new Set(ideas.map((idea) => idea.arxivId)).size).toBe(ideas.length);
    expect(ideas.every((idea) => /^\d{4}\.\d{5}$/.test(idea.arxivId ?? ''))).toBe(true);
  });

  test('optional fields are present about as often as specified', () => {
    const share = (has: (idea: (typeof ideas)[number]) => unknown) => ideas.filter(has).length / ideas.length;
    expect(share((idea) => idea.chatLink)).toBeGreaterThan(0.85);
    expect(share((idea) => idea.chatLink)).toBeLessThan(0.95);
    expect(share((idea) => idea.pitch)).toBeGreaterThan(0.97);
    expect(share((idea) => idea.pitch)).toBeLessThan(1);
    expect(share((idea) => idea.whyItMatters)).toBeGreaterThan(0.9);
    expect(share((idea) => idea.businessModel)).toBeGreaterThan(0.9);
    expect(share((idea) => idea.competitors)).toBeGreaterThan(0.9);
    expect(share((idea) => idea.painPoints)).toBeGreaterThan(0.93);
  });

  test('list sizes, pitch lengths, scores and TRL stay in range', () => {
    for (const idea of ideas) {
      expect(idea.tags!.length).toBeGreaterThanOrEqual(2);
      expect(idea.tags!.length).toBeLessThanOrEqual(5);
      expect(idea.commercialApplications!.length).toBeGreaterThanOrEqual(2);
      expect(idea.commercialApplications!.length).toBeLessThanOrEqual(4);
      if (idea.painPoints) expect(idea.painPoints.length).toBeLessThanOrEqual(4);
      if (idea.pitch) expect(idea.pitch.length).toBeGreaterThanOrEqual(50);
      if (idea.pitch) expect(idea.pitch.length).toBeLessThanOrEqual(110);
      const authors = idea.authors!.split(', ').length;
      expect(authors).toBeGreaterThanOrEqual(2);
      expect(authors).toBeLessThanOrEqual(8);
      const { novelty: n, marketPotential: m, feasibility: f } = idea as Required<typeof idea>;
      for (const score of [n, m, f]) expect(Number.isInteger(score) && score >= 1 && score <= 10).toBe(true);
      expect(idea.totalScore).toBe(Math.round((35 * n + 35 * m + 30 * f) / 10) / 10);
      expect(idea.technologyReadinessLevel).toBeGreaterThanOrEqual(1);
      expect(idea.tamEstimate ?? '$1.0B by 2030 (x)').toMatch(/^\$\d+\.\dB by 20\d\d \(.+\)$/);
    }
    const mean = ideas.reduce((sum, idea) => sum + idea.totalScore!, 0) / ideas.length;
    expect(mean).toBeGreaterThan(5.5);
    expect(mean).toBeLessThan(7.5);
  });

  test('the text has a large vocabulary, so substring search is meaningful', () => {
    const words = new Set(
      ideas.flatMap((idea) => `${idea.title} ${idea.description} ${idea.summary} ${idea.pitch ?? ''}`.toLowerCase().match(/[a-z][a-z-]{2,}/g) ?? []),
    );
    expect(words.size).toBeGreaterThan(800);
  });

  test('average text lengths per column are close to the sample sheet', () => {
    const averages = (sheet: string) => {
      const table = parseGviz(sheet);
      return table.labels.map((label, column) => {
        const values = table.rows.slice(1).map((row) => row[column]).filter((value): value is string => typeof value === 'string' && !value.startsWith('Date('));
        return { label, average: values.length ? values.reduce((sum, value) => sum + value.length, 0) / values.length : 0 };
      });
    };
    const sample = averages(readFileSync(SAMPLE_SHEET_PATH, 'utf8'));
    const generated = averages(text);
    for (const [index, { label, average }] of sample.entries()) {
      if (average < 30) continue; // numbers, dates, short category names
      const ratio = generated[index]!.average / average;
      expect(ratio, `${label}: ${generated[index]!.average.toFixed(0)} vs sample ${average.toFixed(0)}`).toBeGreaterThan(0.75);
      expect(ratio, label).toBeLessThan(1.25);
    }
  });
});
