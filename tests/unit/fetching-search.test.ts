/**
 * The word search that fetches its own files (src/text-search/fetching-search.ts), over the sample sheet's
 * built index: it answers as the search with every file at hand, reads each file once however many queries
 * want it, and a failed read is reported with its file and asked for again by the next call.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ideasFromSheet } from '../../src/ideas/sheet.build.ts';
import { SAMPLE_SHEET_PATH } from '../../src/ideas/source.build.ts';
import { buildDiscoverIndex, loadedSearch } from '../../src/discover/discover-index.build.ts';
import { createFetchingSearch, SearchFileFailed } from '../../src/text-search/fetching-search.ts';

const built = buildDiscoverIndex(ideasFromSheet(readFileSync(SAMPLE_SHEET_PATH, 'utf8'), { today: '2026-11-21' }).ideas);
const atHand = loadedSearch(built);

/** Reads the built files asynchronously, as a network would, counting reads; `failing` files fail once each. */
function builtReader(failing: Set<string> = new Set()) {
  const reads: string[] = [];
  const read = async (file: string): Promise<unknown> => {
    reads.push(file);
    await new Promise((resolve) => setImmediate(resolve));
    if (failing.delete(file)) throw new Error(`${file} answered HTTP 503`);
    const text = built.files.get(file);
    if (text === undefined) throw new Error(`${file} is not in the build`);
    return JSON.parse(text);
  };
  return { read, reads };
}

describe('a search that fetches its files', () => {
  // "agnet" is a typo: its close words need the vocabulary first, then their blocks, a third round.
  it.each(['agent', 'medical imaging', '"supply chain"', 'agnet', 'agen'])('answers %j as the search with every file at hand', async (query) => {
    const { read } = builtReader();
    const search = createFetchingSearch(built.manifest, read);
    expect(search.ready(query)).toBe(false);
    const result = await search.search(query);
    expect(search.ready(query)).toBe(true);
    const expected = atHand.run(query)!;
    expect(result!.kind).toBe(expected.kind);
    expect([...result!.matches]).toEqual([...expected.matches]);
    expect(result!.corrections).toEqual(expected.corrections);
    expect(result!.matches.some((match) => match === 1)).toBe(true);
  });

  it('reads a file once, however many queries and calls want it at the same time', async () => {
    const { read, reads } = builtReader();
    const rounds: string[][] = [];
    const search = createFetchingSearch(built.manifest, read, (files) => rounds.push(files));
    await Promise.all([search.search('agent'), search.preload('agent'), search.search('agent platform'), search.preload('agent')]);
    expect(reads.length).toBeGreaterThan(1);
    expect(new Set(reads).size).toBe(reads.length);
    expect(rounds.flat().sort()).toEqual([...reads].sort());
    await search.search('agent');
    expect(reads.length).toBe(rounds.flat().length);
  });

  it('tells of the files that came once per round, not once per file', async () => {
    const { read, reads } = builtReader();
    const rounds: string[][] = [];
    // "agnet": its blocks, then the vocabulary, then its close words' blocks.
    await createFetchingSearch(built.manifest, read, (files) => rounds.push(files)).preload('agnet platform');
    expect(reads.length).toBeGreaterThan(rounds.length);
    expect(rounds.length).toBeGreaterThan(1);
    expect(rounds.flat().sort()).toEqual([...reads].sort());
  });

  it('says which file failed, and reads it again on the next call', async () => {
    const probe = builtReader();
    await createFetchingSearch(built.manifest, probe.read).preload('robot');
    const failing = probe.reads[0]!;
    const { read, reads } = builtReader(new Set([failing]));
    const search = createFetchingSearch(built.manifest, read);
    const error = await search.search('robot').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SearchFileFailed);
    expect((error as SearchFileFailed).file).toBe(failing);
    expect((error as SearchFileFailed).message).toContain('HTTP 503');
    expect(search.ready('robot')).toBe(false);
    const result = await search.search('robot');
    expect(reads.filter((file) => file === failing)).toHaveLength(2);
    expect([...result!.matches]).toEqual([...atHand.run('robot')!.matches]);
  });

  it('answers null for a query with no words, reading nothing', async () => {
    const { read, reads } = builtReader();
    expect(await createFetchingSearch(built.manifest, read).search('  ')).toBeNull();
    expect(reads).toEqual([]);
  });
  it('answers a query asked again with the same result until a file arrives, then with what the file adds', async () => {
    const { read } = builtReader();
    const search = createFetchingSearch(built.manifest, read);
    await search.preload('agent');
    const first = search.text.run('agent');
    expect(search.text.run('agent')).toBe(first);
    expect(search.text.run('agent platform')).not.toBe(first);
    // A file arriving for another query ("agnet", a typo: its vocabulary) makes the next run work again.
    const typo = built.manifest.segments.flatMap((segment) => search.text.missing('agnet').filter((file) => file.startsWith(`${segment.dir}/`)));
    expect(typo.length).toBeGreaterThan(0);
    for (const file of typo) search.text.add(file, JSON.parse(built.files.get(file)!));
    const again = search.text.run('agent');
    expect(again).not.toBe(first);
    expect([...again!.matches]).toEqual([...first!.matches]);
  });
});
