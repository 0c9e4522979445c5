import { readFileSync } from 'node:fs';

export function fixture(name: string): string {
  return readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');
}

/**
 * The first discover index a process builds reads WordNet for the lexicon (src/language/lexicon.build.ts):
 * about 4 s quiet and many times that on a loaded machine. A file whose tests build indexes warms it in
 * beforeAll, with this timeout, so that a test's own timeout measures the test.
 */
export const LEXICON_WARM_MS = 180_000;

export async function warmLexicon(): Promise<void> {
  const { buildDiscoverIndex } = await import('../../src/discover/discover-index.build.ts');
  const { ideasFromSheet } = await import('../../src/ideas/sheet.build.ts');
  const { SAMPLE_SHEET_PATH } = await import('../../src/ideas/source.build.ts');
  buildDiscoverIndex(ideasFromSheet(readFileSync(SAMPLE_SHEET_PATH, 'utf8'), { today: '2026-11-21' }).ideas.slice(0, 2));
}
