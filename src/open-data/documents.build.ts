/**
 * The JSON documents: /ideas.json (the catalogue) and /idea/{slug}-{n}.json (one idea), shaped by
 * schema.build.ts. Pure; build-time.
 */
import { OPEN_DATA } from '../config/constants/open-data.ts';
import type { Idea } from '../ideas/schema.ts';
import { ideaFileFormats, ideaFilePath } from './files.build.ts';
import { type Catalogue, type CatalogueIdea, CatalogueIdeaSchema, type IdeaDocument, type PublicIdea, PublicIdeaSchema, SCHEMA_FILES } from './schema.build.ts';

function ideaFiles(idea: Idea, site: URL): PublicIdea['files'] {
  const absolute = (path: string) => new URL(path, site).href;
  const formats = ideaFileFormats(idea).map((format) => [format, absolute(ideaFilePath(idea, format))]);
  return Object.fromEntries([['page', absolute(idea.path)], ...formats]) as PublicIdea['files'];
}

/** The idea with the schema's fields in the schema's order; absent values stay absent. */
export function toPublicIdea(idea: Idea, site: URL): PublicIdea {
  const derived = { url: new URL(idea.path, site).href, files: ideaFiles(idea, site) };
  const entries = Object.keys(PublicIdeaSchema.shape).map((key) => [key, key in derived ? derived[key as keyof typeof derived] : idea[key as keyof Idea]]);
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined)) as PublicIdea;
}

function toCatalogueIdea(idea: PublicIdea): CatalogueIdea {
  const entries = Object.keys(CatalogueIdeaSchema.shape).map((key) => [key, idea[key]]);
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined)) as CatalogueIdea;
}

/** `ideas` newest first, as the catalogue lists them. */
export function catalogueDocument(ideas: readonly Idea[], site: URL, generatedAt: Date): Catalogue {
  return {
    $schema: new URL(SCHEMA_FILES.catalogue.path, site).href,
    schemaVersion: OPEN_DATA.schemaVersion,
    generatedAt: generatedAt.toISOString(),
    site: new URL('/', site).href,
    count: ideas.length,
    ideas: ideas.map((idea) => toCatalogueIdea(toPublicIdea(idea, site))),
  };
}

export function ideaDocument(idea: Idea, site: URL): IdeaDocument {
  return { $schema: new URL(SCHEMA_FILES.idea.path, site).href, schemaVersion: OPEN_DATA.schemaVersion, idea: toPublicIdea(idea, site) };
}
