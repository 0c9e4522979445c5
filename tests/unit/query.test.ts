import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ideasFromSheet } from '../../src/ideas/sheet.build.ts';
import { fixture } from './fixtures.ts';

const HANDED = Symbol.for('research-ventures.sheet-ideas');
const today = '2026-11-21';

/** A fresh copy of the query module: it keeps the build's ideas once read. */
async function freshQuery() {
  vi.resetModules();
  return import('../../src/ideas/query.build.ts');
}

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[HANDED];
});
afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[HANDED];
  vi.unstubAllEnvs();
});

test('the pages get the ideas the integration handed over, newest first, without reading the sheet again', async () => {
  const ideas = ideasFromSheet(fixture('basic.gviz.txt'), { today }).ideas;
  const handed = [...ideas].sort((a, b) => a.dateAdded.localeCompare(b.dateAdded) || a.number - b.number);
  const order = handed.map((idea) => idea.number);
  // A sheet that cannot be read: were it read, allIdeas would fail.
  vi.stubEnv('SHEET_URL', 'tests/fixtures/not-gviz.html.txt');
  const query = await freshQuery();
  query.handOverIdeas(handed);
  const all = await query.allIdeas();
  expect(all.map((idea) => idea.dateAdded)).toEqual(handed.map((idea) => idea.dateAdded).sort().reverse());
  expect(new Set(all.map((idea) => idea.number))).toEqual(new Set(order));
  expect(handed.map((idea) => idea.number)).toEqual(order);
  expect(await query.allIdeas()).toBe(all);
});

test('without a hand-over (astro dev) the sheet is read on first use, and a broken one fails with its message', async () => {
  vi.stubEnv('SHEET_URL', 'tests/fixtures/basic.gviz.txt');
  vi.stubEnv('PUBLIC_SITE_URL', 'http://localhost:4321');
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const read = await (await freshQuery()).allIdeas();
  expect(read.map((idea) => idea.number).sort((a, b) => a - b)).toEqual(
    ideasFromSheet(fixture('basic.gviz.txt'), { today: new Date().toISOString().slice(0, 10) }).ideas.map((idea) => idea.number).sort((a, b) => a - b),
  );
  vi.stubEnv('SHEET_URL', 'tests/fixtures/not-gviz.html.txt');
  await expect((await freshQuery()).allIdeas()).rejects.toThrow(/not gviz JSON/);
});
