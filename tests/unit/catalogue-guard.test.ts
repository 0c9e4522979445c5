// The catalogue guard on real sheet text: each hand edit of acceptance test 1 (move, delete, insert,
// shrink) is refused with the affected numbers and their old and new papers, and allowed with the
// override; an append passes and dates carry over. Also the previous manifest's file and site readers.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildManifest, compareCatalogue, guardCatalogue, paperKey } from '../../src/ideas/catalogue-guard.build.ts';
import type { Manifest } from '../../src/ideas/manifest-schema.build.ts';
import { manifestLocation, readPreviousManifest, type PreviousManifest } from '../../src/ideas/previous-manifest.build.ts';
import { SheetError } from '../../src/ideas/sheet-error.build.ts';
import { ideasFromSheet } from '../../src/ideas/sheet.build.ts';
import { catalogueSheet, EDITS, NEW_PAPERS, PAPERS, type PaperRow } from '../fixtures/catalogue-sheet.ts';

const PUBLISHED_ON = '2025-03-01';
const TODAY = '2025-06-15';

function ideas(rows: readonly (PaperRow | null)[], today = TODAY) {
  return ideasFromSheet(catalogueSheet(rows), { today }).ideas;
}

const published: Manifest = buildManifest(ideas(PAPERS, PUBLISHED_ON));
const found: PreviousManifest = { state: 'found', manifest: published, source: 'https://example.org/ideas-manifest.json' };

function refusal(rows: readonly (PaperRow | null)[]): string {
  try {
    guardCatalogue(ideas(rows), found, false);
  } catch (error) {
    expect(error).toBeInstanceOf(SheetError);
    return (error as Error).message;
  }
  throw new Error('the guard let the sheet through');
}

const link = (n: number) => PAPERS[n - 1]!.link;

describe('acceptance 1: hand edits of a published sheet', () => {
  it('a move (two rows swapped) is refused, naming both numbers with old and new paper', () => {
    const message = refusal(EDITS.move());
    expect(message).toContain(`idea 5: was ${link(5)}, now ${link(6)}`);
    expect(message).toContain(`idea 6: was ${link(6)}, now ${link(5)}`);
    expect(message.match(/^ {2}- idea/gm)).toHaveLength(2);
    expect(message).toContain('ALLOW_CATALOGUE_CHANGES=1');
  });

  it('a deleted row is refused: every later number moved and the last one is gone', () => {
    const message = refusal(EDITS.delete());
    for (let n = 8; n <= 19; n++) expect(message).toContain(`idea ${n}: was ${link(n)}, now ${link(n + 1)}`);
    expect(message).toContain(`idea 20: was ${link(20)}, now gone (row deleted or emptied)`);
    expect(message).not.toContain('idea 7:');
    expect(message).not.toContain('shrinks');
  });

  it('an inserted row is refused: the numbers below it moved', () => {
    const message = refusal(EDITS.insert());
    expect(message).toContain(`idea 10: was ${link(10)}, now ${NEW_PAPERS[0]!.link}`);
    expect(message).toContain(`idea 20: was ${link(20)}, now ${link(19)}`);
    expect(message).not.toContain('idea 9:');
  });

  it('a shrink by more than 10% is refused with its own line', () => {
    const message = refusal(EDITS.shrink());
    expect(message).toContain('the catalogue shrinks from 20 to 17 ideas (15%, more than 10%)');
    expect(message).toContain(`idea 18: was ${link(18)}, now gone`);
  });

  it.each(Object.keys(EDITS).filter((edit) => edit !== 'append'))('%s passes with the override, with a warning that repeats the problems', (edit) => {
    const outcome = guardCatalogue(ideas(EDITS[edit as keyof typeof EDITS]()), found, true);
    expect(outcome.level).toBe('warn');
    expect(outcome.log).toMatch(/^ALLOW_CATALOGUE_CHANGES=1 is set: publishing despite the catalogue guard\.\n/);
    expect(outcome.log).toMatch(/ {2}- idea \d+: was /);
  });

  it('an append passes: old numbers keep their first-seen dates, new ones start today', () => {
    const outcome = guardCatalogue(ideas(EDITS.append()), found, false);
    expect(outcome.level).toBe('info');
    expect(outcome.log).toContain('all 20 published numbers keep their papers, 2 new');
    const byNumber = new Map(outcome.ideas.map((idea) => [idea.number, idea]));
    expect(byNumber.get(1)!.firstSeen).toBe(PUBLISHED_ON);
    expect(byNumber.get(21)!.firstSeen).toBe(TODAY);
    // Row 3 has no date: it shows the date it was first published, not this build's date.
    expect(byNumber.get(3)).toMatchObject({ dateMissing: true, dateAdded: PUBLISHED_ON });
    expect(byNumber.get(22)).toMatchObject({ dateMissing: true, dateAdded: TODAY });
    expect(buildManifest(outcome.ideas).ideas['3']!.firstSeen).toBe(PUBLISHED_ON);
  });

  it('a number whose paper changed (allowed) starts a new first-seen date', () => {
    const outcome = guardCatalogue(ideas(EDITS.move()), found, true);
    expect(outcome.ideas.find((idea) => idea.number === 5)!.firstSeen).toBe(TODAY);
    expect(outcome.ideas.find((idea) => idea.number === 4)!.firstSeen).toBe(PUBLISHED_ON);
  });
});

describe('what counts as the same paper', () => {
  it('http/https, www, abs/pdf and arXiv versions of one paper are equal; other papers are not', () => {
    expect(paperKey('https://arxiv.org/abs/1706.03762v7')).toBe(paperKey('http://arxiv.org/pdf/1706.03762'));
    expect(paperKey('https://www.example.com/paper/')).toBe(paperKey('http://example.com/paper'));
    expect(paperKey('https://arxiv.org/abs/1706.03762')).not.toBe(paperKey('https://arxiv.org/abs/1706.03763'));
    expect(paperKey(undefined)).toBeNull();
  });

  it('an idea without a paper link is known by its pitch; editing other cells changes nothing', () => {
    const rows: PaperRow[] = PAPERS.map((paper, i) => (i === 0 ? { ...paper, link: '' } : paper));
    const before = buildManifest(ideas(rows));
    expect(before.ideas['1']!.paper).toBeNull();
    expect(compareCatalogue(before, ideas(rows)).ok).toBe(true);
    // A link added later to an idea that had none is a fill-in, not a move.
    expect(compareCatalogue(before, ideas(PAPERS)).ok).toBe(true);
    const retitled = rows.map((paper, i) => (i === 0 ? { ...paper, title: 'Another paper altogether' } : paper));
    expect(compareCatalogue(before, ideas(retitled)).problems).toEqual([{ kind: 'changed', number: 1, oldPaper: null, newPaper: null }]);
  });

  it('a long list of affected numbers is cut off with a count', () => {
    const reversed = [...PAPERS, ...PAPERS, ...PAPERS].reverse();
    const manifest = buildManifest(ideas([...PAPERS, ...PAPERS, ...PAPERS]));
    let message = '';
    try {
      guardCatalogue(ideas(reversed.map((p, i) => ({ ...p, link: `${p.link}${i}` }))), { ...found, manifest }, false);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.match(/^ {2}- idea/gm)).toHaveLength(40);
    expect(message).toContain('...and 20 more numbers');
  });
});

describe('the previous manifest', () => {
  let server: Server;
  let site: string;
  let dir: string;
  const answers: Record<string, (res: import('node:http').ServerResponse) => void> = {
    '/good/ideas-manifest.json': (res) => res.end(JSON.stringify(published)),
    '/broken/ideas-manifest.json': (res) => res.end('<!doctype html><p>Not JSON'),
    '/wrong/ideas-manifest.json': (res) => res.end(JSON.stringify({ version: 1, ideas: { one: {} } })),
    '/failing/ideas-manifest.json': (res) => res.writeHead(503).end('down'),
    '/slow/ideas-manifest.json': () => undefined,
  };

  beforeAll(async () => {
    server = createServer((req, res) => (answers[req.url ?? ''] ?? ((r) => r.writeHead(404).end('not found')))(res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    dir = mkdtempSync(join(tmpdir(), 'rv-manifest-'));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('local site URLs (tests, npm start, the default) never reach for the network; real ones and files do', () => {
    for (const url of ['http://localhost:4321', 'http://127.0.0.1:8888', 'http://[::1]:3000', 'http://site.localhost']) {
      expect(manifestLocation({}, url).kind).toBe('none');
    }
    expect(manifestLocation({}, 'https://researchventures.ai')).toEqual({ kind: 'site', url: 'https://researchventures.ai/ideas-manifest.json' });
    expect(manifestLocation({ PREVIOUS_MANIFEST: 'x.json' }, 'http://localhost:4321')).toMatchObject({ kind: 'file' });
  });

  it('reads a site manifest; a 404 is a first deploy; errors, non-manifests and silence are unreadable', async () => {
    const read = (path: string, timeout?: number) => readPreviousManifest({ kind: 'site', url: `${site}${path}/ideas-manifest.json` }, timeout);
    expect(await read('/good')).toMatchObject({ state: 'found', manifest: published });
    expect(await read('/missing')).toMatchObject({ state: 'absent', reason: 'the live site has no manifest yet (first deploy)' });
    expect(await read('/broken')).toMatchObject({ state: 'unreadable', reason: 'it is not JSON' });
    expect(await read('/wrong')).toMatchObject({ state: 'unreadable', reason: expect.stringMatching(/not an ideas manifest/) });
    expect(await read('/failing')).toMatchObject({ state: 'unreadable', reason: 'the site answered HTTP 503' });
    expect(await read('/slow', 300)).toMatchObject({ state: 'unreadable', reason: 'the site is unreachable: no answer within 0.3 s' });
    const spare = createServer();
    await new Promise<void>((resolve) => spare.listen(0, '127.0.0.1', resolve));
    const freePort = (spare.address() as AddressInfo).port;
    await new Promise((resolve) => spare.close(resolve));
    const closed = await readPreviousManifest({ kind: 'site', url: `http://127.0.0.1:${freePort}/ideas-manifest.json` });
    expect(closed).toMatchObject({ state: 'unreadable', reason: expect.stringMatching(/^the site is unreachable: .*ECONNREFUSED/) });
  });

  it('reads a file; a missing file given on purpose is unreadable', async () => {
    writeFileSync(join(dir, 'm.json'), JSON.stringify(published));
    expect(await readPreviousManifest({ kind: 'file', path: join(dir, 'm.json') })).toMatchObject({ state: 'found' });
    expect(await readPreviousManifest({ kind: 'file', path: join(dir, 'nope.json') })).toMatchObject({ state: 'unreadable', reason: expect.stringMatching(/ENOENT/) });
  });

  it('an unreadable manifest stops the build, saying how to proceed; the override publishes with a warning', () => {
    const unreadable: PreviousManifest = { state: 'unreadable', source: 'https://example.org/ideas-manifest.json', reason: 'the site is unreachable: no answer within 10 s' };
    expect(() => guardCatalogue(ideas(PAPERS), unreadable, false)).toThrow(/cannot read the previous manifest at https:\/\/example.org\/ideas-manifest.json: the site is unreachable.*ALLOW_CATALOGUE_CHANGES=1.*PREVIOUS_MANIFEST=<file>/s);
    expect(guardCatalogue(ideas(PAPERS), unreadable, true).level).toBe('warn');
    expect(guardCatalogue(ideas(PAPERS), { state: 'absent', source: 'x', reason: 'first deploy' }, false).ideas).toHaveLength(20);
  });
});
