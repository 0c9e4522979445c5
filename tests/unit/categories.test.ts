import { describe, expect, test } from 'vitest';
import { INDUSTRY_CATEGORIES, industryMeta, normalizeIndustry, normalizeTechnology, TECHNOLOGY_CATEGORIES, technologyMeta } from '../../src/ideas/categories.ts';
import { categoryOptions } from '../../src/ui/category-options.ts';

describe('category lists', () => {
  test('13 technologies and 25 industries, with their fallbacks last', () => {
    expect(TECHNOLOGY_CATEGORIES).toHaveLength(13);
    expect(INDUSTRY_CATEGORIES).toHaveLength(25);
    expect(TECHNOLOGY_CATEGORIES.at(-1)?.name).toBe('Other Technology');
    expect(INDUSTRY_CATEGORIES.at(-1)?.name).toBe('Other Verticals');
  });
  test('every category has an emoji and a colour', () => {
    for (const category of [...TECHNOLOGY_CATEGORIES, ...INDUSTRY_CATEGORIES]) {
      expect(category.emoji).not.toBe('');
      expect(category.color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});

describe('normalizeTechnology', () => {
  test('exact names in any case', () => {
    expect(normalizeTechnology('Agentic AI')).toBe('Agentic AI');
    expect(normalizeTechnology('  search & knowledge ')).toBe('Search & Knowledge');
    expect(normalizeTechnology('Search and Knowledge')).toBe('Search & Knowledge');
  });
  test('empty, uncategorized and others take the fallback, like any other unlisted technology', () => {
    for (const value of ['', '  ', 'uncategorized', 'Uncategorized', 'others', 'OTHERS', null, undefined]) {
      expect(normalizeTechnology(value)).toBe('Other Technology');
    }
  });
  test('partial text finds the category', () => {
    expect(normalizeTechnology('agentic')).toBe('Agentic AI');
    expect(normalizeTechnology('Generative')).toBe('Generative & Multimodal');
    expect(normalizeTechnology('Developer tooling')).toBe('Developer Tools');
    expect(normalizeTechnology('Search and knowledge retrieval')).toBe('Search & Knowledge');
    expect(normalizeTechnology('Model optimization')).toBe('Model Optimization & Evaluation');
  });
  test('unknown text falls back to Other Technology', () => {
    expect(normalizeTechnology('Quantum widgets')).toBe('Other Technology');
    expect(normalizeTechnology('&')).toBe('Other Technology');
    expect(normalizeTechnology('AI')).toBe('Other Technology');
  });
});

describe('normalizeIndustry', () => {
  test('word stems and partial text', () => {
    expect(normalizeIndustry('Healthcare')).toBe('Health & Life Sciences');
    expect(normalizeIndustry('legal')).toBe('Legal & Compliance');
    expect(normalizeIndustry('Retail')).toBe('Retail & eCommerce');
    expect(normalizeIndustry('Financial Services')).toBe('Financial Services');
  });
  test('no category and unknown text both take the fallback', () => {
    expect(normalizeIndustry('Others')).toBe('Other Verticals');
    expect(normalizeIndustry('')).toBe('Other Verticals');
    expect(normalizeIndustry('Space mining')).toBe('Other Verticals');
  });
});

test('a name no list has shows as the fallback', () => {
  expect(technologyMeta('Others').name).toBe('Other Technology');
  expect(industryMeta('Others').name).toBe('Other Verticals');
});

describe('filter options', () => {
  // Issue 28: "Others" beside "Other Technology" and "Other Verticals" offered two options for one meaning.
  test('one option per category, no "Others" beside the fallbacks', () => {
    const { technologies, industries } = categoryOptions();
    for (const [options, list, fallback] of [
      [technologies, TECHNOLOGY_CATEGORIES, 'Other Technology'],
      [industries, INDUSTRY_CATEGORIES, 'Other Verticals'],
    ] as const) {
      expect(options.map((option) => option.value)).toEqual(list.map((category) => category.name));
      expect(options.filter((option) => /^others?\b/i.test(option.label)).map((option) => option.label)).toEqual([fallback]);
      expect(new Set(options.map((option) => option.label)).size).toBe(options.length);
    }
  });
});
