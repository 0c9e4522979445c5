// What the test site's build did with its sheet and its previous deploy: the warnings it printed about bad
// cells, hostile cells kept as text, the manifest it published with the catalogue guard's verdict, the
// addresses it redirects, the newsletter archive it built from the history, and every link it wrote.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { checkLinks } from '../../scripts/link-check.ts';
import type { Manifest } from '../../src/ideas/manifest-schema.ts';
import { issuePath } from '../../src/newsletter/issue.ts';
import { lastCompleteWeek } from '../../src/newsletter/weeks.ts';
import { completeIdea, hostileIdea, ideas } from '../e2e/ideas.ts';
import { LAST_WEEK_IDEAS, TWO_WEEKS_AGO_IDEAS } from '../e2e/sheet.ts';
import { BUILT_URL } from './site.ts';
import { TEST_SITE_BUILD_LOG, TEST_SITE_DIR, TEST_SITE_PREVIOUS_MANIFEST } from './test-site.ts';

const built = (path: string) => readFileSync(join(TEST_SITE_DIR, path), 'utf8');
const log = () => readFileSync(TEST_SITE_BUILD_LOG, 'utf8');

test('a hard row builds, with a warning for each bad cell, and its markup stays text', () => {
  const row = `(idea-${hostileIdea.number})`;
  expect(log()).toContain(`${row}, paperUrl: "javascript:window.__pwned=1" is not an http(s) link; field dropped`);
  expect(log()).toContain(`${row}, chatLink: "data:text/html,<script>window.__pwned=1<`);
  expect(log()).toContain(`${row}, novelty: "eleven" is not a number; field dropped`);
  const page = built(`${hostileIdea.path.slice(1)}.html`);
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

test("an idea's number alone redirects permanently to its page", () => {
  expect(built('_redirects')).toMatch(new RegExp(`^/idea/${completeIdea.number}\\s+${completeIdea.path}\\s+301$`, 'm'));
});

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
