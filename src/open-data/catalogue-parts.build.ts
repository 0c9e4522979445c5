/**
 * /ideas.json published in parts, so that a deploy uploads only what changed (Netlify uploads every file whose
 * content is new, and the whole document is new every day: its date, its count, the day's ideas at the top).
 * The ideas are cut into chunks of a fixed number counted from the oldest, so the day's new ideas change only the
 * newest chunk and an edited idea only its own. Each chunk is the JSON text of its ideas, newest first, joined
 * by commas, at an address named by its content: a parts file of another build can never name a chunk with
 * other bytes. The parts file (written by every build) lists the document's text before the first idea, the
 * chunks newest first and the text after the last idea; netlify/edge-functions/catalogue.ts streams them.
 * Build-time.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OPEN_DATA } from '../config/constants/open-data.ts';
import type { Catalogue } from './schema.build.ts';

/** The parts file: head + the chunks' texts joined by ',' + tail is the document's JSON text. */
export interface CatalogueParts {
  head: string;
  /** Addresses on the site, newest chunk first. */
  chunks: string[];
  tail: string;
}

export interface CatalogueChunk {
  address: string;
  text: string;
}

/** A chunk's address: its folder and a hash of its text, which is all a file there can hold. */
export function catalogueChunkAddress(text: string): string {
  return `${OPEN_DATA.catalogueParts.folder}/${createHash('sha256').update(text).digest('hex').slice(0, 32)}.txt`;
}

/** Stands in for the ideas: no other field of the document (addresses, a date, a count) can hold it. */
const IDEAS_PLACEHOLDER = '\u0000ideas\u0000';

/** `JSON.stringify(document)` as parts; the head and tail are JSON.stringify's own text, wherever the document keeps its ideas. */
export function catalogueParts(document: Catalogue, ideasPerChunk: number = OPEN_DATA.catalogueParts.ideasPerChunk): { parts: CatalogueParts; chunks: CatalogueChunk[] } {
  if (!Number.isInteger(ideasPerChunk) || ideasPerChunk < 1) throw new Error(`ideasPerChunk must be a positive integer, not ${ideasPerChunk}`);
  const around = JSON.stringify({ ...document, ideas: IDEAS_PLACEHOLDER }).split(JSON.stringify(IDEAS_PLACEHOLDER));
  if (around.length !== 2) throw new Error('The catalogue document holds the ideas placeholder more than once');
  const oldestFirst = document.ideas.map((idea) => JSON.stringify(idea)).reverse();
  const chunks: CatalogueChunk[] = [];
  for (let start = 0; start < oldestFirst.length; start += ideasPerChunk) {
    const text = oldestFirst.slice(start, start + ideasPerChunk).reverse().join(',');
    chunks.push({ address: catalogueChunkAddress(text), text });
  }
  chunks.reverse();
  return { parts: { head: `${around[0]}[`, chunks: chunks.map(({ address }) => address), tail: `]${around[1]}` }, chunks };
}

/** The document's text again, from the parts and a reader of each chunk's text (the build's own files). */
export function composeCatalogue(parts: CatalogueParts, chunkText: (address: string) => string): string {
  return `${parts.head}${parts.chunks.map(chunkText).join(',')}${parts.tail}`;
}

const reader = (dir: string) => (address: string) => readFileSync(join(dir, address), 'utf8');
const publishedParts = (read: (address: string) => string) => JSON.parse(read(OPEN_DATA.catalogueParts.path)) as CatalogueParts;

/** The text of the /ideas.json a build in `dir` publishes, put together from its parts file and chunks. */
export function readPublishedCatalogue(dir: string): string {
  const read = reader(dir);
  return composeCatalogue(publishedParts(read), read);
}

/**
 * The ideas of the /ideas.json a build in `dir` publishes, newest first, parsed a chunk at a time: the whole
 * document at 100,000 ideas is hundreds of megabytes of text, and more again parsed (issue 47).
 */
export function* readPublishedIdeas(dir: string): Generator<unknown> {
  const read = reader(dir);
  for (const address of publishedParts(read).chunks) yield* JSON.parse(`[${read(address)}]`) as unknown[];
}
