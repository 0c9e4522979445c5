/**
 * The MCP server's data file made in Node the way the build makes it (src/pages/mcp-catalogue.json.ts), from
 * the bundled sample sheet or a generated one.
 */
import { readFileSync } from 'node:fs';
import type { Idea } from '../../src/ideas/schema.ts';
import { ideasFromSheet } from '../../src/ideas/sheet.ts';
import { compareNewest } from '../../src/ideas/sort.ts';
import { type McpCatalogue, mcpFilesFromIdeas } from '../../src/mcp/catalogue.ts';
import { linesFromText, type LoadedCatalogue, prepareCatalogue } from '../../src/mcp/data.ts';

export const FIXTURE_TODAY = '2026-11-20';

export function sampleIdeas(): Idea[] {
  return ideasFromSheet(readFileSync('src/ideas/sample/sheet.gviz.txt', 'utf8'), { today: FIXTURE_TODAY }).ideas.sort(compareNewest);
}

export function ideasOf(sheet: string): Idea[] {
  return ideasFromSheet(sheet, { today: FIXTURE_TODAY }).ideas.sort(compareNewest);
}

/** The catalogue loaded as the function loads it, its records read from the records file's text. */
export function loadedCatalogueOf(ideas: readonly Idea[], site: string): LoadedCatalogue {
  const { catalogue, records } = mcpFilesFromIdeas(ideas, new URL(site), new Date(`${FIXTURE_TODAY}T12:00:00Z`));
  return prepareCatalogue(JSON.parse(JSON.stringify(catalogue)) as McpCatalogue, linesFromText(records));
}
