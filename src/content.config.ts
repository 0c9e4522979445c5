import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { sheetLoader } from './ideas/loader.build.ts';

export const collections = {
  ideas: defineCollection({ loader: sheetLoader() }),
  legal: defineCollection({
    loader: glob({ base: './src/content/legal', pattern: '*.md' }),
    schema: z.object({ title: z.string(), description: z.string() }),
  }),
};
