/**
 * list_categories: every technology and industry category with how many ideas it has, and its page.
 * Server-only.
 */
import { z } from 'zod';
import { type CategoryKind, categoryHref } from '../ideas/category-pages.ts';
import type { LoadedCatalogue } from './data.server.ts';
import { defineTool } from './tool.server.ts';

const CategorySchema = z.object({
  name: z.string().describe('The name search_ideas takes.'),
  count: z.number().int(),
  url: z.string().optional().describe('The category page; absent when the category has no ideas (its page does not exist).'),
});

const categoriesOutput = { technologies: z.array(CategorySchema), industries: z.array(CategorySchema) };

type CategoriesOutput = z.infer<z.ZodObject<typeof categoriesOutput>>;

function listCategories(catalogue: LoadedCatalogue): CategoriesOutput {
  const { core } = catalogue.data;
  const list = (kind: CategoryKind, names: readonly string[], column: readonly number[]) => {
    const counts = new Array<number>(names.length).fill(0);
    for (const position of column) if (position >= 0) counts[position]!++;
    return names.map((name, position) => {
      const count = counts[position]!;
      return count > 0 ? { name, count, url: new URL(categoryHref(kind, name), catalogue.site).href } : { name, count };
    });
  };
  return { technologies: list('primaryCategory', core.technologies, core.technology), industries: list('secondaryCategory', core.industries, core.industry) };
}

function categoriesText({ technologies, industries }: CategoriesOutput): string {
  const lines = (list: CategoriesOutput['technologies']) => list.map(({ name, count, url }) => `- ${name}: ${count} ${count === 1 ? 'idea' : 'ideas'}${url ? ` ${url}` : ''}`);
  return ['Technologies:', ...lines(technologies), '', 'Industries:', ...lines(industries)].join('\n');
}

export const listCategoriesTool = defineTool({
  name: 'list_categories',
  title: 'List categories',
  description: 'Every technology and industry category, with how many ideas each has and its page. search_ideas takes these names.',
  input: {},
  output: categoriesOutput,
  run: listCategories,
  text: categoriesText,
});
