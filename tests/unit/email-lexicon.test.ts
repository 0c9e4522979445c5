/**
 * The daily alert's lexicon (src/email/lexicon.server.ts): read from the site as discover reads it, so a saved search
 * matches new ideas through a synonym exactly as discover lists them (issue 44).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { fetchSiteLexicon } from '../../src/email/lexicon.server.ts';
import { ideasFromSheet } from '../../src/ideas/sheet.build.ts';
import { SAMPLE_SHEET_PATH } from '../../src/ideas/source.build.ts';
import { buildDiscoverIndex } from '../../src/discover/discover-index.build.ts';
import { LATEST_MANIFEST_PATH } from '../../src/discover/index-types.ts';
import { searchNumbers } from '../../src/discover/node-search.build.ts';
import { alertGroups, type SavedSearch } from '../../src/workspace/saved-searches.ts';

const SITE = 'https://ventures.example';
const { ideas } = ideasFromSheet(readFileSync(SAMPLE_SHEET_PATH, 'utf8'), { today: '2026-11-21' });
const built = buildDiscoverIndex(ideas);

/** The built site's files over fetch: the manifest at its fixed address, the index files under its folder. */
function site(missing: string[] = []): { fetch: typeof fetch; urls: string[] } {
  const urls: string[] = [];
  const fetchFn = (async (input: string | URL | Request) => {
    const url = String(input);
    urls.push(url);
    const path = url.slice(SITE.length);
    const file = path.startsWith(built.manifest.base) ? built.files.get(path.slice(built.manifest.base.length)) : undefined;
    const body = path === LATEST_MANIFEST_PATH ? JSON.stringify(built.manifest) : file;
    if (body === undefined || missing.some((name) => path.includes(name))) return new Response('Not found', { status: 404 });
    return new Response(body, { headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return { fetch: fetchFn, urls };
}

const search = (query: string): SavedSearch =>
  ({ id: query, name: query, query, technologies: [], industries: [], min_composite: null, min_novelty: null, min_market: null, min_feasibility: null, paused: false }) as unknown as SavedSearch;

describe('fetchSiteLexicon', () => {
  test('reads the manifest, then only the blocks of the searches’ words, and alerts match what discover lists', async () => {
    const served = site();
    const lexicon = await fetchSiteLexicon(SITE, ['AI for doctors', 'AI for doctors', 'edtech'], served.fetch);
    expect(served.urls[0]).toBe(`${SITE}${LATEST_MANIFEST_PATH}`);
    const blocks = served.urls.slice(1);
    expect(blocks.length).toBeGreaterThan(0);
    // Two words ("doctors" and "edtech"; "AI" and "for" are no words to look up): a block each, or two for
    // "doctors" when its base form "doctor" falls in the next.
    expect(blocks.length).toBeLessThanOrEqual(3);
    expect(blocks.every((url) => url.startsWith(`${SITE}${built.manifest.base}${built.manifest.lexicon.dir}/lexicon-`))).toBe(true);
    for (const query of ['AI for doctors', 'edtech']) {
      const [group] = alertGroups(ideas, [search(query)], lexicon);
      const listed = searchNumbers(ideas, query, ideas.length).numbers;
      expect(listed.length, query).toBeGreaterThan(0);
      expect(group?.ideas.map((idea) => idea.number).sort((a, b) => a - b), query).toEqual([...listed].sort((a, b) => a - b));
      // Without the lexicon the same search matches fewer: the words as written.
      expect(alertGroups(ideas, [search(query)])[0]?.ideas.length ?? 0, query).toBeLessThan(listed.length);
    }
  });

  test('no words, no requests', async () => {
    const served = site();
    const lexicon = await fetchSiteLexicon(SITE, ['', '  '], served.fetch);
    expect(served.urls).toEqual([]);
    expect(lexicon('doctor')).toBeNull();
  });

  test('a block the site cannot serve fails the run, naming its address', async () => {
    await expect(fetchSiteLexicon(SITE, ['doctors'], site(['latest.json']).fetch)).rejects.toThrow(`${SITE}${LATEST_MANIFEST_PATH} answered HTTP 404`);
    await expect(fetchSiteLexicon(SITE, ['doctors'], site(['lexicon-']).fetch)).rejects.toThrow(/lexicon-\d+\.json answered HTTP 404/);
  });
});
