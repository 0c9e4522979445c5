// What the test site's build did with its sheet and its previous deploy: the warnings it printed about bad
// cells, hostile cells kept as text, the manifest it published with the catalogue guard's verdict, the
// addresses it redirects, the newsletter archive it built from the history, and every link it wrote.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { checkLinks } from '../../scripts/link-check.ts';
import type { Manifest } from '../../src/ideas/manifest-schema.build.ts';
import { issuePath } from '../../src/newsletter/issue.build.ts';
import { lastCompleteWeek } from '../../src/newsletter/weeks.build.ts';
import { completeIdea, hostileIdea, ideas } from '../e2e/ideas.ts';
import { LAST_WEEK_IDEAS, TWO_WEEKS_AGO_IDEAS } from '../e2e/sheet.ts';
import { ideaFileLocation, largestLayoutFolder } from '../../src/ideas/published-layout.ts';
import { ideaFileContentType, ideaFileFormats, ideaFilePath } from '../../src/open-data/files.build.ts';
import { largestFolder, NETLIFY_FOLDER_LIMIT } from '../deploy/folders.ts';
import { BUILT_URL, parseHtml, useTestSite } from './site.ts';
import { TEST_SITE_BUILD_LOG, TEST_SITE_DIR, TEST_SITE_PREVIOUS_MANIFEST } from './test-site.ts';

const built = (path: string) => readFileSync(join(TEST_SITE_DIR, path), 'utf8');
const site = useTestSite();

async function mapConcurrently<T, R>(items: readonly T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]!);
    }
  }));
  return results;
}
const log = () => readFileSync(TEST_SITE_BUILD_LOG, 'utf8');

test('a hard row builds, with a warning for each bad cell, and its markup stays text', () => {
  const row = `(idea-${hostileIdea.number})`;
  expect(log()).toContain(`${row}, paperUrl: "javascript:window.__pwned=1" is not an http(s) link; field dropped`);
  expect(log()).toContain(`${row}, chatLink: "data:text/html,<script>window.__pwned=1<`);
  expect(log()).toContain(`${row}, novelty: "eleven" is not a number; field dropped`);
  const page = built(ideaFileLocation(hostileIdea.path, hostileIdea.number, 'html'));
  expect(page).toContain('&lt;script&gt;window.__pwned=1&lt;/script&gt;');
  // Inside a quoted attribute "<" is inert (Astro escapes the quote); anywhere else it would be a live tag.
  const outsideAttributes = page.replace(/="[^"]*"/g, '=""');
  expect(outsideAttributes).not.toContain('<script>window.__pwned');
  expect(outsideAttributes).not.toContain('<b>Bold</b>');
});

test('the manifest keeps the earlier deploy\'s numbers and first-seen dates, and adds the new ideas', () => {
  const previous = JSON.parse(readFileSync(TEST_SITE_PREVIOUS_MANIFEST, 'utf8')) as Manifest;
  const manifest = JSON.parse(built('ideas-manifest.json')) as Manifest;
  const published = [...LAST_WEEK_IDEAS, ...TWO_WEEKS_AGO_IDEAS];
  expect(Object.keys(manifest.ideas)).toHaveLength(ideas.length);
  for (const number of published) expect(manifest.ideas[String(number)], `idea ${number}`).toEqual(previous.ideas[String(number)]);
  expect(manifest.ideas[String(completeIdea.number)]).toEqual({ paper: expect.stringMatching(/^https:\/\//), pitchHash: expect.stringMatching(/^[0-9a-f]{16}$/), firstSeen: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  expect(log()).toContain(`Catalogue guard: all ${published.length} published numbers keep their papers, ${ideas.length - published.length} new`);
});

test("an idea's number alone redirects permanently to its page, through the edge function", async () => {
  for (const alias of [`/idea/${completeIdea.number}`, `/idea/idea-${completeIdea.number}`]) {
    const response = await site.get(alias);
    expect(response.status, alias).toBe(301);
    expect(response.headers.get('location'), alias).toBe(completeIdea.path);
  }
});

test('no folder of the build holds more files than Netlify takes (54,000), nor would at 100,000 ideas', () => {
  const largest = largestFolder(TEST_SITE_DIR);
  expect(largest.entries, largest.path).toBeLessThanOrEqual(NETLIFY_FOLDER_LIMIT);
  // The files that grow with the catalogue, one or more an idea, are in buckets, not where their addresses are.
  expect(readdirSync(TEST_SITE_DIR)).not.toContain('idea');
  expect(readdirSync(join(TEST_SITE_DIR, 'og'))).toEqual(['default.png']);
  expect(largestLayoutFolder(100_000)).toBeLessThanOrEqual(NETLIFY_FOLDER_LIMIT);
});

test('every address of the sitemap and every file of every idea answers 200 in Netlify\'s emulator, with its type', async () => {
  const sitemap = parseHtml('/sitemap-0.xml', await site.text('/sitemap-0.xml'));
  const pages = [...sitemap.querySelectorAll('loc')].map((loc) => new URL(loc.textContent!).pathname);
  expect(pages.length).toBeGreaterThan(100);
  const files = ideas.flatMap((idea) => [...ideaFileFormats(idea).map((format) => [ideaFilePath(idea, format), ideaFileContentType(format)]), [`/og/${idea.id}.png`, 'image/png']]);
  const addresses: [string, string][] = [...pages.map((path): [string, string] => [path, 'text/html; charset=utf-8']), ...(files as [string, string][])];
  const answers = await mapConcurrently(addresses, 4, async ([path]) => {
    const response = await site.get(path);
    await response.arrayBuffer();
    return [response.status, response.headers.get('content-type')] as const;
  });
  expect(answers.map((answer, index) => [addresses[index]![0], ...answer]).filter(([, status, type], index) => status !== 200 || type !== addresses[index]![1])).toEqual([]);
  // The emulator runs each edge function call in a Deno worker of its own: 300 of them, a minute on a loaded machine.
}, 240_000);

test("the history gives the archive last week's issue, and the popup opens the latest", () => {
  const lastWeek = issuePath(lastCompleteWeek(new Date()));
  expect(built('newsletter.html')).toContain(`href="${lastWeek}"`);
  expect(built(`${lastWeek.slice(1)}.html`)).toContain('Venture Picks');
  // The popup's "Read This Week's Venture Picks" opens the latest issue, not the empty list.
  expect(built('index.html')).toContain(`latestIssuePath&quot;:[0,&quot;${lastWeek}&quot;]`);
});

test('every internal link and asset of the build resolves to a file or a redirect', async () => {
  const report = await checkLinks(TEST_SITE_DIR, { site: BUILT_URL });
  console.info(`link check: ${report.checked} links in ${report.pages} pages and ${report.stylesheets} stylesheets`);
  expect(report.pages).toBeGreaterThan(100);
  expect(report.checked).toBeGreaterThan(2000);
  expect(report.broken).toEqual([]);
});
