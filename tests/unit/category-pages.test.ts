import { describe, expect, test } from 'vitest';
import { INDUSTRY_CATEGORIES, TECHNOLOGY_CATEGORIES } from '../../src/ideas/categories.ts';
import { CATEGORY_PAGES, categoryHref, categoryPage, categoryPagesWithIdeas, categoryPageText } from '../../src/ideas/category-pages.ts';
import type { Idea } from '../../src/ideas/schema.ts';
import { SLUG_PATTERN } from '../../src/ideas/slug.ts';

function idea(number: number, primaryCategory: Idea['primaryCategory'], secondaryCategory?: Idea['secondaryCategory']): Idea {
  const heading = `Idea ${number}`;
  return { id: `idea-${number}`, number, slug: `idea-${number}`, path: `/idea/idea-${number}`, heading, primaryCategory, secondaryCategory, dateAdded: '2025-06-01', dateMissing: false, firstSeen: '2025-06-01' };
}

describe('category pages', () => {
  test('one page per technology and per industry, the fallbacks included', () => {
    expect(CATEGORY_PAGES).toHaveLength(TECHNOLOGY_CATEGORIES.length + INDUSTRY_CATEGORIES.length);
    expect(categoryPage('primaryCategory', 'Other Technology')?.path).toBe('/discover/technology/other-technology');
    expect(categoryPage('secondaryCategory', 'Other Verticals')?.path).toBe('/discover/industry/other-verticals');
  });

  test('slugs come from the names; the kind is the first path segment', () => {
    expect(categoryPage('primaryCategory', 'Agentic AI')?.path).toBe('/discover/technology/agentic-ai');
    expect(categoryPage('primaryCategory', 'Model Optimization & Evaluation')?.path).toBe('/discover/technology/model-optimization-and-evaluation');
    expect(categoryPage('secondaryCategory', 'Health & Life Sciences')?.path).toBe('/discover/industry/health-and-life-sciences');
    expect(categoryPage('secondaryCategory', 'Retail & eCommerce')?.path).toBe('/discover/industry/retail-and-ecommerce');
    // A name of the other kind is not a page of this one.
    expect(categoryPage('secondaryCategory', 'Agentic AI')).toBeUndefined();
  });

  test('every path is distinct and every slug is a plain slug', () => {
    expect(new Set(CATEGORY_PAGES.map((page) => page.path)).size).toBe(CATEGORY_PAGES.length);
    for (const page of CATEGORY_PAGES) {
      expect(page.slug).toMatch(SLUG_PATTERN);
      expect(page.path).toBe(`/discover/${page.segment}/${page.slug}`);
    }
  });

  test('category links lead to the landing page; a name no list has keeps the filtered feed', () => {
    expect(categoryHref('primaryCategory', 'Agentic AI')).toBe('/discover/technology/agentic-ai');
    expect(categoryHref('secondaryCategory', 'Energy')).toBe('/discover/industry/energy');
    expect(categoryHref('primaryCategory', 'Other Technology')).toBe('/discover/technology/other-technology');
    expect(categoryHref('secondaryCategory', 'Quantum Widgets')).toBe('/discover?secondaryCategory=Quantum+Widgets');
  });
});

describe('categoryPagesWithIdeas', () => {
  const ideas = [idea(3, 'Agentic AI', 'Energy'), idea(2, 'Foundation Models', 'Energy'), idea(1, 'Agentic AI'), idea(4, 'Other Technology', 'Other Verticals')];
  const built = categoryPagesWithIdeas(ideas);

  test('a page for each category with ideas, holding its ideas in the order given', () => {
    const byPath = Object.fromEntries(built.map(({ page, ideas: own }) => [page.path, own.map((i) => i.number)]));
    expect(byPath).toEqual({
      '/discover/technology/foundation-models': [2],
      '/discover/technology/agentic-ai': [3, 1],
      '/discover/technology/other-technology': [4],
      '/discover/industry/energy': [3, 2],
      '/discover/industry/other-verticals': [4],
    });
  });

  test('categories without ideas get no page', () => {
    expect(built.some(({ page }) => page.meta.name === 'Developer Tools')).toBe(false);
    expect(categoryPagesWithIdeas([])).toEqual([]);
  });
});

test('the heading names the category; the description gives the count', () => {
  const technology = categoryPage('primaryCategory', 'Agentic AI')!;
  const industry = categoryPage('secondaryCategory', 'Health & Life Sciences')!;
  expect(categoryPageText(technology, 12)).toEqual({
    heading: 'Agentic AI Startup Ideas',
    description: '12 venture ideas built on Agentic AI, each drawn from a recent AI research paper and scored on novelty, market potential and feasibility.',
  });
  expect(categoryPageText(industry, 1).heading).toBe('AI Startup Ideas in Health & Life Sciences');
  expect(categoryPageText(industry, 1).description).toMatch(/^1 venture idea for Health & Life Sciences,/);
});
