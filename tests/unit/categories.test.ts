import { describe, expect, test } from 'vitest';
import { INDUSTRY_CATEGORIES, normaliseIndustry, normaliseTechnology, TECHNOLOGY_CATEGORIES, technologyMeta } from '../../src/ideas/categories.ts';

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

describe('normaliseTechnology', () => {
  test('exact names in any case', () => {
    expect(normaliseTechnology('Agentic AI')).toBe('Agentic AI');
    expect(normaliseTechnology('  search & knowledge ')).toBe('Search & Knowledge');
    expect(normaliseTechnology('Search and Knowledge')).toBe('Search & Knowledge');
  });
  test('empty, uncategorized and others become Others', () => {
    for (const value of ['', '  ', 'uncategorized', 'Uncategorized', 'others', 'OTHERS', null, undefined]) {
      expect(normaliseTechnology(value)).toBe('Others');
    }
  });
  test('partial text finds the category', () => {
    expect(normaliseTechnology('agentic')).toBe('Agentic AI');
    expect(normaliseTechnology('Generative')).toBe('Generative & Multimodal');
    expect(normaliseTechnology('Developer tooling')).toBe('Developer Tools');
    expect(normaliseTechnology('Search and knowledge retrieval')).toBe('Search & Knowledge');
    expect(normaliseTechnology('Model optimization')).toBe('Model Optimization & Evaluation');
  });
  test('unknown text falls back to Other Technology', () => {
    expect(normaliseTechnology('Quantum widgets')).toBe('Other Technology');
    expect(normaliseTechnology('&')).toBe('Other Technology');
    expect(normaliseTechnology('AI')).toBe('Other Technology');
  });
});

describe('normaliseIndustry', () => {
  test('word stems and partial text', () => {
    expect(normaliseIndustry('Healthcare')).toBe('Health & Life Sciences');
    expect(normaliseIndustry('legal')).toBe('Legal & Compliance');
    expect(normaliseIndustry('Retail')).toBe('Retail & eCommerce');
    expect(normaliseIndustry('Financial Services')).toBe('Financial Services');
  });
  test('Others and fallback', () => {
    expect(normaliseIndustry('Others')).toBe('Others');
    expect(normaliseIndustry('Space mining')).toBe('Other Verticals');
  });
});

test('meta for Others is defined', () => {
  expect(technologyMeta('Others').name).toBe('Others');
});
