// A weekday build that adds the day's ideas leaves the older ideas' files as they were, byte for byte, but for
// the pages whose related ideas the new ideas join (issue 47: a daily deploy uploads what changed), and copies
// them from Astro's incremental build cache instead of rendering them. Two real `astro build`s of a generated
// catalogue sharing one cache folder, the second with five more rows dated today. An older page's percentiles
// count the catalogue's epoch, which five ideas do not move, and its related ideas come from the whole catalogue
// in the epoch's term space, so they change only to list a new idea (src/ideas/reference-catalogue.build.ts;
// why exactly those: tests/unit/reference-catalogue.test.ts). Likewise /ideas.json, answered by its edge
// function from the parts each build publishes (src/open-data/catalogue-parts.build.ts): the document the
// function answers in Netlify's emulator is the one made from the sheet's ideas, byte for byte, so a chunk's
// text depends on its ideas alone; that a day's new ideas then change only the newest chunk is
// tests/unit/catalogue-parts.test.ts's.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { temporaryPublishDir } from '../../local/netlify/config.ts';
import { startSiteServer } from '../../local/serve.ts';
import { OPEN_DATA } from '../../src/config/constants/open-data.ts';
import { SCORE_STATS } from '../../src/config/constants/catalogue.ts';
import { siteUrl } from '../../src/config/env.server.ts';
import { weekStart } from '../../src/ideas/momentum.build.ts';
import { ideaFileLocation, type IdeaExtension } from '../../src/ideas/published-layout.ts';
import { stableFacts } from '../../src/ideas/reference-catalogue.build.ts';
import type { Idea } from '../../src/ideas/schema.ts';
import { ideasFromSheet } from '../../src/ideas/sheet.build.ts';
import { compareNewest } from '../../src/ideas/sort.ts';
import type { CatalogueParts } from '../../src/open-data/catalogue-parts.build.ts';
import { catalogueDocument } from '../../src/open-data/documents.build.ts';
import { generateSheet } from '../../scripts/generate-sheet.ts';
import { astroBuild } from './astro-build.ts';

const work = temporaryPublishDir('daily-update-');
afterAll(() => process.env.KEEP_BUILDS ? console.log(work) : rmSync(work, { recursive: true, force: true }));

/** Enough for a few hundred pages and every category; each of them is rendered by the first build. */
const OLDER = 150;
const ADDED = 5;
/** Each build's folder and the ideas it was built from, for the catalogue's test after the first. */
const builtCatalogues: { dir: string; ideas: Idea[] }[] = [];

it("a build with five more ideas leaves every older idea's files byte-identical, but the pages whose related ideas list a new one", async () => {
  const today = '2026-11-20';
  const before = generateSheet({ ideas: OLDER, endDate: today });
  const after = generateSheet({ ideas: OLDER + ADDED, endDate: today, fresh: ADDED });
  // In the order the build reads them (src/ideas/query.build.ts).
  const older = ideasFromSheet(before, { today }).ideas.sort(compareNewest);
  const all = ideasFromSheet(after, { today }).ideas.sort(compareNewest);
  const added = all.filter((idea) => !older.some((old) => old.number === idea.number));
  expect(added.length).toBe(ADDED);
  const build = (name: string, sheet: string) => {
    writeFileSync(join(work, `${name}.gviz.txt`), sheet);
    const result = astroBuild(join(work, name), { ...process.env, SHEET_URL: join(work, `${name}.gviz.txt`), ASTRO_CACHE_DIR: join(work, 'cache'), BUILD_DATE: today });
    expect(result.status, result.output).toBe(0);
    return result;
  };
  const builds = [build('before', before), build('after', after)];
  const [first, second] = builds.map((result) => result.outDir);
  // Astro logs each page it copies from its cache as "(restored)".
  const restored = (output: string) => new Set([...output.matchAll(/(\/idea\/\S+?)(?:\.html)? \(restored\)/g)].map((match) => match[1]!));
  const read = (dir: string, path: string) => readFileSync(join(dir, path), 'utf8');
  const extensions: IdeaExtension[] = ['html', 'json', 'md', 'bib'];
  const [factsBefore, factsAfter] = await Promise.all([stableFacts(older, today), stableFacts(all, today)]);
  // What the page shows of them: not their similarity, which moves when a new idea gives a term of theirs a second holder.
  const shown = (facts: typeof factsBefore, number: number) => JSON.stringify(facts.related.get(number)!.map(({ number, samePaper, shared }) => ({ number, samePaper, shared })));
  const moved = new Set(older.filter((idea) => shown(factsBefore, idea.number) !== shown(factsAfter, idea.number)).map((idea) => idea.number));
  expect(moved.size, 'older ideas whose related ideas list a new one').toBeGreaterThan(0);
  expect(moved.size, 'older ideas whose related ideas list a new one').toBeLessThan(older.length);
  const changed = older.flatMap((idea) => extensions.map((extension) => ideaFileLocation(idea.path, idea.number, extension)).filter((file) => read(first, file) !== read(second, file)));
  expect(changed.sort(), "older ideas' files that changed").toEqual(older.filter((idea) => moved.has(idea.number)).map((idea) => ideaFileLocation(idea.path, idea.number, 'html')).sort());
  expect(restored(builds[0]!.output).size, 'a first build has no cache to copy from').toBe(0);
  const copied = restored(builds[1]!.output);
  for (const idea of older) {
    expect(copied, `${idea.path}.json copied from the cache`).toContain(`${idea.path}.json`);
    if (moved.has(idea.number)) expect(copied, `${idea.path} rendered again`).not.toContain(idea.path);
    else expect(copied, `${idea.path} copied from the cache`).toContain(idea.path);
  }
  for (const idea of added) expect(copied).not.toContain(idea.path);
  for (const idea of added) expect(read(second, ideaFileLocation(idea.path, idea.number, 'html'))).toContain(idea.heading);
  // A category page's momentum chart ends with the build day's week, not the clock's: a build of a past day (as
  // here, and as the benches' weekday and Monday builds) charts that day's 26 weeks.
  const landing = read(second, `discover/technology/${readdirSync(join(second, 'discover', 'technology'))[0]!}`);
  const table = landing.slice(landing.indexOf('ideas and median composite per week</caption>'));
  const chartWeeks = [...table.slice(0, table.indexOf('</table>')).matchAll(/<time datetime="([\d-]+)">/g)].map((match) => match[1]);
  expect(chartWeeks).toHaveLength(SCORE_STATS.momentumWeeks);
  expect(chartWeeks.at(-1)).toBe(weekStart(today));
  builtCatalogues.push(...builds.map((result, index) => ({ dir: result.outDir, ideas: ideasFromSheet([before, after][index]!, { today }).ideas.sort(compareNewest) })));
}, 300_000);

it("each build publishes the parts of /ideas.json and nothing else there, and its /ideas.json is its document, byte for byte, through the edge function", async () => {
  expect(builtCatalogues, 'the builds of the test above').toHaveLength(2);
  for (const { dir, ideas } of builtCatalogues) {
    const parts = JSON.parse(readFileSync(join(dir, OPEN_DATA.catalogueParts.path), 'utf8')) as CatalogueParts;
    const files = readdirSync(join(dir, OPEN_DATA.catalogueParts.folder)).map((name) => `${OPEN_DATA.catalogueParts.folder}/${name}`);
    expect(files.sort(), 'the folder holds the parts file and the chunks it lists, nothing else').toEqual([...parts.chunks, OPEN_DATA.catalogueParts.path].sort());
    const site = await startSiteServer(dir, { port: 0, functions: false });
    try {
      const response = await fetch(`${site.url}${OPEN_DATA.cataloguePath}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-nf-edge-functions')).toBe('catalogue');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      const text = await response.text();
      const expected = JSON.stringify(catalogueDocument(ideas, new URL(siteUrl()), new Date((JSON.parse(text) as { generatedAt: string }).generatedAt)));
      // Compared as a yes or no: a failure would print both documents whole.
      expect(text.length).toBe(expected.length);
      expect(text === expected, 'the served /ideas.json is JSON.stringify of the build\'s catalogue').toBe(true);
    } finally {
      await site.close();
    }
  }
}, 120_000);
