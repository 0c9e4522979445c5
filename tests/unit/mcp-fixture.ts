/**
 * The MCP server's files made in Node the way the build makes them (src/mcp/catalogue.server.ts), from the bundled
 * sample sheet or a generated one, and the catalogue loaded over them with the site's files served from memory.
 */
import { readFileSync } from 'node:fs';
import type { Idea } from '../../src/ideas/schema.ts';
import { ideasFromSheet } from '../../src/ideas/sheet.build.ts';
import { compareNewest } from '../../src/ideas/sort.ts';
import { type McpCatalogue, mcpFilesFromIdeas } from '../../src/mcp/catalogue.server.ts';
import { CatalogueUnavailable, type LoadedCatalogue, prepareCatalogue, type SiteReader } from '../../src/mcp/data.server.ts';

export const FIXTURE_TODAY = '2026-11-20';

export function sampleIdeas(): Idea[] {
  return ideasFromSheet(readFileSync('src/ideas/sample/sheet.gviz.txt', 'utf8'), { today: FIXTURE_TODAY }).ideas.sort(compareNewest);
}

export function ideasOf(sheet: string): Idea[] {
  return ideasFromSheet(sheet, { today: FIXTURE_TODAY }).ideas.sort(compareNewest);
}

/** The site's files from memory, each path asked for noted in `reads`; a path the site lacks fails as a 404 does. */
export function memoryReader(published: ReadonlyMap<string, string>, reads: string[] = []): SiteReader {
  return async (path) => {
    reads.push(path);
    const text = published.get(path);
    if (text === undefined) throw new CatalogueUnavailable(`${path} answered 404`);
    return text;
  };
}

/** The catalogue loaded as the function loads it, its records and word files read from memory (noted in `reads`). */
export function loadedCatalogueOf(ideas: readonly Idea[], site: string, reads: string[] = []): LoadedCatalogue {
  const { catalogue, published } = mcpFilesFromIdeas(ideas, new URL(site), new Date(`${FIXTURE_TODAY}T12:00:00Z`));
  return prepareCatalogue(JSON.parse(JSON.stringify(catalogue)) as McpCatalogue, memoryReader(published, reads));
}
