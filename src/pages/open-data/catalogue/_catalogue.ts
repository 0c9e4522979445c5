/**
 * This build's /ideas.json in parts (src/open-data/catalogue-parts.build.ts), made once and shared by the parts file
 * and the chunk files, so both come from one document with one generatedAt. Build-time only.
 */
import { siteUrl } from '../../../config/env.server.ts';
import { allIdeas } from '../../../ideas/query.build.ts';
import { type CatalogueChunk, type CatalogueParts, catalogueParts } from '../../../open-data/catalogue-parts.build.ts';
import { catalogueDocument } from '../../../open-data/documents.build.ts';

let built: Promise<{ parts: CatalogueParts; chunks: CatalogueChunk[] }> | undefined;

export function publishedCatalogue(): Promise<{ parts: CatalogueParts; chunks: CatalogueChunk[] }> {
  built ??= allIdeas().then((ideas) => catalogueParts(catalogueDocument(ideas, new URL(siteUrl()), new Date())));
  return built;
}
