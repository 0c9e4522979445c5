import { describe, expect, test } from 'vitest';
import { INDUSTRY_CATEGORIES, normalizeIndustry, normalizeTechnology, TECHNOLOGY_CATEGORIES, technologyMeta } from '../../src/ideas/categories.ts';

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
  test('empty, uncategorized and others become Others', () => {
    for (const value of ['', '  ', 'uncategorized', 'Uncategorized', 'others', 'OTHERS', null, undefined]) {
      expect(normalizeTechnology(value)).toBe('Others');
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
  test('Others and fallback', () => {
    expect(normalizeIndustry('Others')).toBe('Others');
    expect(normalizeIndustry('Space mining')).toBe('Other Verticals');
  });
});

test('meta for Others is defined', () => {
  expect(technologyMeta('Others').name).toBe('Others');
});
