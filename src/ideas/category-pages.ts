/**
 * The landing page of each technology and industry category (/discover/technology/agentic-ai,
 * /discover/industry/health-and-life-sciences), and where every category link leads.
 * Ships to the browser (discover cards link to these pages).
 */
import { type CategoryMeta, INDUSTRY_CATEGORIES, TECHNOLOGY_CATEGORIES } from './categories.ts';
import { slugify } from './slug.ts';

/** The idea field a category belongs to, which is also its discover filter's name. */
export type CategoryKind = 'primaryCategory' | 'secondaryCategory';

export interface CategoryPage {
  kind: CategoryKind;
  /** The path segment and the word readers see: 'technology' or 'industry'. */
  segment: 'technology' | 'industry';
  meta: CategoryMeta;
  slug: string;
  path: string;
}

const KINDS = [
  { kind: 'primaryCategory', segment: 'technology', categories: TECHNOLOGY_CATEGORIES },
  { kind: 'secondaryCategory', segment: 'industry', categories: INDUSTRY_CATEGORIES },
] as const;

/** Every category of both lists, the fallbacks (where ideas without a category go) included. */
export const CATEGORY_PAGES: readonly CategoryPage[] = KINDS.flatMap(({ kind, segment, categories }) =>
  categories.map((meta) => {
    const slug = slugify(meta.name);
    return { kind, segment, meta, slug, path: `/discover/${segment}/${slug}` };
  }),
);

export function categoryPage(kind: CategoryKind, name: string): CategoryPage | undefined {
  return CATEGORY_PAGES.find((page) => page.kind === kind && page.meta.name === name);
}

/** A category link: its landing page, else (a name no list has) the feed filtered by it. */
export function categoryHref(kind: CategoryKind, name: string): string {
  return categoryPage(kind, name)?.path ?? `/discover?${new URLSearchParams({ [kind]: name }).toString()}`;
}

/**
 * The pages a build makes, each with its ideas in the order given. A category without ideas gets no page
 * (its address is a real 404): no link leads there, since every link comes from an idea of its category.
 */
export function categoryPagesWithIdeas<T extends Partial<Record<CategoryKind, string>>>(ideas: readonly T[]): { page: CategoryPage; ideas: T[] }[] {
  return CATEGORY_PAGES.map((page) => ({ page, ideas: ideas.filter((idea) => idea[page.kind] === page.meta.name) })).filter((entry) => entry.ideas.length > 0);
}

/** The page's H1 (also its title) and its meta description. */
export function categoryPageText(page: CategoryPage, count: number): { heading: string; description: string } {
  const name = page.meta.name;
  const ideas = `${count} venture ${count === 1 ? 'idea' : 'ideas'}`;
  return page.segment === 'technology'
    ? { heading: `${name} Startup Ideas`, description: `${ideas} built on ${name}, each drawn from a recent AI research paper and scored on novelty, market potential and feasibility.` }
    : { heading: `AI Startup Ideas in ${name}`, description: `${ideas} for ${name}, each drawn from a recent AI research paper and scored on novelty, market potential and feasibility.` };
}
