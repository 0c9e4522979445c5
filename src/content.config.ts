import { defineCollection } from 'astro:content';
import { sheetLoader } from './ideas/loader.ts';

export const collections = {
  ideas: defineCollection({ loader: sheetLoader() }),
};
