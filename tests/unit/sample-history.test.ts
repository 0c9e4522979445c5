// The bundled sample's first-seen history, which `npm start` builds with: the archive has issues, last
// week's can be sent, and a few ideas are new today.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyLocalOpsEnv } from '../../local/netlify/env.ts';
import { SAMPLE_HISTORY, sampleHistoryEnv, sampleManifest } from '../../local/sample-history.ts';
import { guardCatalogue } from '../../src/ideas/catalogue-guard.build.ts';
import { ideasFromSheet } from '../../src/ideas/sheet.build.ts';
import { SAMPLE_SHEET_PATH } from '../../src/ideas/source.build.ts';
import { allIssues, weeklyIssue } from '../../src/newsletter/issue.build.ts';
import { lastCompleteWeek } from '../../src/newsletter/weeks.build.ts';

const sheet = readFileSync(SAMPLE_SHEET_PATH, 'utf8');

/** The sample's ideas as the build has them on `today`: the sheet, then the manifest's first-seen dates. */
function built(today: string) {
  const manifest = sampleManifest(sheet, today);
  const outcome = guardCatalogue(ideasFromSheet(sheet, { today }).ideas, { state: 'found', manifest, source: 'sample' }, false);
  return outcome.ideas;
}

describe('the sample history', () => {
  // A Monday, a Wednesday and a Sunday, and a week that spans two years.
  it.each(['2026-11-30', '2026-11-25', '2026-11-29', '2027-01-04'])('on %s gives archive issues, one for last week, and a few ideas new today', (today) => {
    const ideas = built(today);
    const now = new Date(`${today}T09:00:00Z`);
    expect(allIssues(ideas, now).length).toBeGreaterThanOrEqual(8);
    expect(weeklyIssue(ideas, lastCompleteWeek(now))?.ideaCount).toBeGreaterThan(0);
    expect(ideas.filter((idea) => idea.firstSeen === today)).toHaveLength(SAMPLE_HISTORY.newToday);
    expect(ideas.every((idea) => idea.firstSeen <= today)).toBe(true);
  });

  it('passes the catalogue guard the build runs, so the build keeps it', () => {
    const manifest = sampleManifest(sheet, '2026-11-27');
    const outcome = guardCatalogue(ideasFromSheet(sheet, { today: '2026-11-27' }).ideas, { state: 'found', manifest, source: 'sample' }, false);
    expect(outcome.log).toMatch(/all \d+ published numbers keep their papers, 4 new/);
    expect(Object.keys(manifest.ideas)).toHaveLength(outcome.ideas.length - SAMPLE_HISTORY.newToday);
  });

  it('is left out when the build reads another sheet or has its own previous manifest', () => {
    expect(sampleHistoryEnv({ SHEET_URL: 'https://docs.google.com/x' }, new Date())).toEqual({});
    expect(sampleHistoryEnv({ PREVIOUS_MANIFEST: 'mine.json' }, new Date())).toEqual({});
  });

  it('is kept for the local stack, which names the sample itself as the sheet (npm start sets it before building)', () => {
    const env: NodeJS.ProcessEnv = {};
    applyLocalOpsEnv('http://127.0.0.1:54321', 'http://localhost:4321', undefined, env);
    expect(env.SHEET_URL).toBe(SAMPLE_SHEET_PATH);
    expect(sampleHistoryEnv(env, new Date()).PREVIOUS_MANIFEST).toMatch(/sample-manifest\.json$/);
  });
});
