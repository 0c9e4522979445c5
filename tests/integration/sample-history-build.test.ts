// `npm start` builds the bundled sample with its first-seen history (local/sample-history.ts): the built site
// has Weekly Venture Picks issues, last week's among them, so the popup's "Read This Week's Venture Picks"
// and `npm run newsletter:send` have an issue to open and send.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { sampleHistoryEnv } from '../../local/sample-history.ts';
import { issuePath } from '../../src/newsletter/issue.ts';
import { lastCompleteWeek } from '../../src/newsletter/weeks.ts';
import { astroBuild } from './astro-build.ts';

const outDir = mkdtempSync(join(tmpdir(), 'rv-sample-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

test('the local sample build has archive issues, last week’s included, and the popup links to the latest', () => {
  const { SHEET_URL: _sheet, PREVIOUS_MANIFEST: _manifest, ...inherited } = process.env;
  const now = new Date();
  const history = sampleHistoryEnv(inherited, now);
  expect(history.PREVIOUS_MANIFEST).toBeDefined();
  const result = astroBuild(outDir, { ...inherited, ...history });
  expect(result.status, result.output).toBe(0);
  const archive = readFileSync(join(outDir, 'newsletter.html'), 'utf8');
  expect(archive).not.toContain('No issue yet');
  const lastWeek = issuePath(lastCompleteWeek(now));
  expect(archive).toContain(`href="${lastWeek}"`);
  expect(existsSync(join(outDir, `${lastWeek.slice(1)}.html`))).toBe(true);
  // The popup's "Read This Week's Venture Picks" opens the latest issue, not the empty list.
  expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toMatch(/latestIssuePath&quot;:\[0,&quot;\/newsletter\/\d{4}-w\d{2}&quot;\]/);
}, 600_000);
