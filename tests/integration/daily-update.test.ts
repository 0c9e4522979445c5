// A weekday build that adds the day's ideas leaves the older ideas' files as they were, byte for byte (issue 47:
// a daily deploy uploads what changed), and copies them from Astro's incremental build cache instead of
// rendering them. Two real `astro build`s of a generated catalogue sharing one cache folder, the second with
// five more rows dated today: the ideas published before this week keep their pages and data files whole,
// since their related ideas and percentiles are as of this week's Monday (src/ideas/reference-catalogue.ts);
// the new ideas reach them on the next Monday's build. Only the pages of ideas published this week may change,
// as their related ideas come from the whole catalogue.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { temporaryPublishDir } from '../../local/netlify/config.ts';
import { firstPublished, weekStart } from '../../src/ideas/momentum.ts';
import { ideaFileLocation, type IdeaExtension } from '../../src/ideas/published-layout.ts';
import { ideasFromSheet } from '../../src/ideas/sheet.ts';
import { generateSheet } from '../../scripts/generate-sheet.ts';
import { astroBuild } from './astro-build.ts';

const work = temporaryPublishDir('daily-update-');
afterAll(() => process.env.KEEP_BUILDS ? console.log(work) : rmSync(work, { recursive: true, force: true }));

const OLDER = 60;
const ADDED = 5;

it("a build with five more ideas leaves the page and files of every idea published before this week byte-identical", () => {
  // A Friday: its week began on Monday the 16th, so a few older rows are this week's too.
  const today = '2026-11-20';
  const before = generateSheet({ ideas: OLDER, endDate: today });
  const after = generateSheet({ ideas: OLDER + ADDED, endDate: today, fresh: ADDED });
  const older = ideasFromSheet(before, { today }).ideas;
  const added = ideasFromSheet(after, { today }).ideas.filter((idea) => !older.some((old) => old.number === idea.number));
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
  const monday = weekStart(today);
  const settled = older.filter((idea) => firstPublished(idea) < monday);
  expect(settled.length).toBeGreaterThan(OLDER * 0.9);
  const changed = settled.flatMap((idea) => extensions.map((extension) => ideaFileLocation(idea.path, idea.number, extension)).filter((file) => read(first, file) !== read(second, file)));
  expect(changed, 'ideas published before this week whose files changed').toEqual([]);
  expect(restored(builds[0]!.output).size, 'a first build has no cache to copy from').toBe(0);
  const copied = restored(builds[1]!.output);
  for (const idea of settled) for (const file of ['', '.json']) expect(copied, `${idea.path}${file} copied from the cache`).toContain(`${idea.path}${file}`);
  for (const idea of added) expect(copied).not.toContain(idea.path);
  // The new ideas are published, and the Monday reference is what the older pages say they are as of.
  for (const idea of added) expect(read(second, ideaFileLocation(idea.path, idea.number, 'html'))).toContain(idea.heading);
}, 300_000);
