/**
 * Reads the sheet when the build starts, before any page is rendered, and hands the ideas to the pages
 * (src/ideas/query.build.ts). A broken sheet or the catalogue guard's refusal stops the build here, with
 * nothing written. Build-time only.
 */
import type { AstroIntegration } from 'astro';
import { handOverIdeas } from '../ideas/query.build.ts';
import { readSheetIdeas } from '../ideas/sheet-ideas.build.ts';

export function ideasCatalogue(): AstroIntegration {
  return {
    name: 'ideas-catalogue',
    hooks: {
      'astro:build:start': async ({ logger }) => {
        handOverIdeas(await readSheetIdeas(logger));
      },
    },
  };
}
