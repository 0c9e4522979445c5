// /ideas.json in parts (src/open-data/catalogue-parts.build.ts): the parts put together are JSON.stringify's text of the
// document, byte for byte, and a day's new ideas or an edited idea change only the chunks that hold them. The
// edge function that streams the parts is tested in Netlify's emulator (tests/deploy/catalogue-edge-function.test.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { OPEN_DATA } from '../../src/config/constants/open-data.ts';
import type { Idea } from '../../src/ideas/schema.ts';
import { compareNewest } from '../../src/ideas/sort.ts';
import { type CatalogueChunk, catalogueChunkAddress, catalogueParts, composeCatalogue, readPublishedCatalogue, readPublishedIdeas } from '../../src/open-data/catalogue-parts.build.ts';
import { catalogueDocument } from '../../src/open-data/documents.build.ts';
import { NETLIFY_FOLDER_LIMIT } from '../deploy/folders.ts';
import { idea, sheetIdeas, SITE_URL } from './open-data-fixtures.ts';

const GENERATED_AT = new Date('2026-11-20T06:30:00Z');
const N = OPEN_DATA.catalogueParts.ideasPerChunk;

/** `count` ideas numbered from 1, a day apart, newest first as the catalogue lists them. */
function catalogue(count: number, edit: (idea: Idea) => Idea = (each) => each): Idea[] {
  const day = (number: number) => new Date(Date.UTC(2020, 0, number)).toISOString().slice(0, 10);
  return Array.from({ length: count }, (_, index) => edit(idea(index + 1, { heading: `Idea ${index + 1}`, dateAdded: day(index + 1), firstSeen: day(index + 1) }))).sort(compareNewest);
}

function published(ideas: readonly Idea[], ideasPerChunk?: number) {
  const document = catalogueDocument(ideas, SITE_URL, GENERATED_AT);
  return { document, ...catalogueParts(document, ideasPerChunk) };
}

const composed = ({ parts, chunks }: ReturnType<typeof published>) => composeCatalogue(parts, (address) => chunks.find((chunk) => chunk.address === address)!.text);
const addresses = (chunks: readonly CatalogueChunk[]) => chunks.map(({ address }) => address);

describe('the parts of /ideas.json', () => {
  test.each([0, 1, N - 1, N, N + 1, 3 * N + 7])('%i ideas: the parts put together are the document as JSON.stringify writes it', (count) => {
    const catalogueOf = published(catalogue(count));
    expect(composed(catalogueOf)).toBe(JSON.stringify(catalogueOf.document));
    expect(catalogueOf.chunks).toHaveLength(Math.ceil(count / N));
    expect(catalogueOf.parts.chunks).toEqual(addresses(catalogueOf.chunks));
  });

  test("the head is the document up to its first idea and the tail what follows the last; an empty catalogue's meet", () => {
    const { parts } = published([]);
    expect(parts.head).toBe(`{"$schema":"${SITE_URL.origin}/schemas/ideas.v1.schema.json","schemaVersion":1,"generatedAt":"2026-11-20T06:30:00.000Z","site":"${SITE_URL.origin}/","count":0,"ideas":[`);
    expect(parts.tail).toBe(']}');
    expect(parts.chunks).toEqual([]);
  });

  test('the sample and hostile rows, whatever their text, put together as JSON.stringify writes them, in chunks of any size', () => {
    for (const size of [1, 2, 7, N]) {
      const catalogueOf = published(sheetIdeas, size);
      expect(composed(catalogueOf), `${size} ideas a chunk`).toBe(JSON.stringify(catalogueOf.document));
    }
  });

  test('a chunk holds a fixed number of ideas counted from the oldest, newest first, as JSON text joined by commas', () => {
    const { document, chunks } = published(catalogue(2 * N + 3));
    const oldestFirst = [...document.ideas].reverse();
    expect(chunks.map(({ text }) => (JSON.parse(`[${text}]`) as { number: number }[]).length)).toEqual([3, N, N]);
    expect(JSON.parse(`[${chunks[2]!.text}]`)).toEqual(oldestFirst.slice(0, N).reverse());
    expect(JSON.parse(`[${chunks[0]!.text}]`)).toEqual(document.ideas.slice(0, 3));
  });

  test('a build folder holding the parts file and chunks reads back as the document, and its ideas a chunk at a time (the build integration reads them so)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rv-catalogue-parts-'));
    try {
      const { document, parts, chunks } = published(catalogue(2 * N + 1));
      mkdirSync(join(dir, OPEN_DATA.catalogueParts.folder), { recursive: true });
      writeFileSync(join(dir, OPEN_DATA.catalogueParts.path), JSON.stringify(parts));
      for (const chunk of chunks) writeFileSync(join(dir, chunk.address), chunk.text);
      expect(readPublishedCatalogue(dir) === JSON.stringify(document)).toBe(true);
      expect([...readPublishedIdeas(dir)]).toEqual(JSON.parse(JSON.stringify(document.ideas)));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("a chunk's address is a hash of its text, under the parts folder, as a .txt file", () => {
    const { chunks } = published(catalogue(N + 1));
    for (const chunk of chunks) {
      expect(chunk.address).toBe(catalogueChunkAddress(chunk.text));
      expect(chunk.address).toMatch(new RegExp(`^${OPEN_DATA.catalogueParts.folder}/[0-9a-f]{32}\\.txt$`));
    }
    expect(catalogueChunkAddress('a')).not.toBe(catalogueChunkAddress('b'));
  });
});

describe('what a new build changes', () => {
  test.each([
    ['within the newest chunk', 2 * N + 3, 20, 1],
    ['filling the newest chunk', 2 * N + 980, 20, 1],
    ['past the newest chunk', 2 * N + 990, 20, 2],
    ['into an empty catalogue', 0, 20, 1],
  ])('new ideas %s change its address only, or add one', (_, before, added, changed) => {
    const yesterday = published(catalogue(before));
    const today = published(catalogue(before + added));
    const kept = addresses(today.chunks).filter((address) => addresses(yesterday.chunks).includes(address));
    expect(kept).toEqual(addresses(yesterday.chunks).slice(before % N === 0 ? 0 : 1));
    expect(today.chunks.length - kept.length).toBe(changed);
    // The chunks the two share are the oldest, in the same places.
    expect(addresses(today.chunks).slice(today.chunks.length - kept.length)).toEqual(kept);
  });

  test('an edit to one old idea changes its chunk alone', () => {
    const before = published(catalogue(3 * N + 5));
    const edited = 1500;
    const after = published(catalogue(3 * N + 5, (each) => (each.number === edited ? { ...each, heading: 'Edited' } : each)));
    const changed = after.chunks.filter((chunk, index) => chunk.address !== before.chunks[index]!.address);
    expect(changed).toHaveLength(1);
    expect((JSON.parse(`[${changed[0]!.text}]`) as { number: number }[]).map(({ number }) => number)).toContain(edited);
    expect(after.parts.head).toBe(before.parts.head);
  });

  test("a day's parts file changes (its date, its count) but stays small: a name for every N ideas", () => {
    const { parts } = published(catalogue(3 * N + 5));
    expect(JSON.stringify(parts).length).toBeLessThan(parts.head.length + 100 * parts.chunks.length);
  });
});

test("at 100,000 ideas the folder holds ~100 files, far under Netlify's limit, and the edge function fetches as many", () => {
  const files = Math.ceil(100_000 / N) + 1;
  expect(files).toBeLessThanOrEqual(NETLIFY_FOLDER_LIMIT);
  expect(files).toBeLessThanOrEqual(200);
});
