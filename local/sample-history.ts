/**
 * The bundled sample's first-seen history (development only). A site learns when it first published each
 * idea from the previous deploy's manifest; a local build has none, so without this every sample idea is
 * first seen on the day of the build: the Weekly Venture Picks archive is empty, `npm run newsletter:send`
 * has no complete week to send, and a first daily alert lists the whole catalogue. `npm start` and
 * `node local/serve.ts --build` therefore build the bundled sample with a manifest written here, as the
 * browser tests' build does (tests/e2e/sheet.ts): the sample ideas were first published one a day or so over
 * the past nine weeks, oldest Date first, and the newest few are new today. Dates are relative to the day
 * of the build, so last week always has an issue to send and today always has ideas to alert about.
 * A build from another sheet (SHEET_URL naming anything but the sample) or with its own PREVIOUS_MANIFEST is
 * left as it is.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildManifest } from '../src/ideas/catalogue-guard.build.ts';
import type { Manifest } from '../src/ideas/manifest-schema.build.ts';
import { ideasFromSheet } from '../src/ideas/sheet.build.ts';
import { SAMPLE_SHEET_PATH } from '../src/ideas/source.build.ts';

export const SAMPLE_HISTORY = {
  /** The sample ideas with the newest Date are first published on the day of the build. */
  newToday: 4,
  /** The others were first published over this many days, ending yesterday: nine weekly issues. */
  days: 63,
  /** Where the build's PREVIOUS_MANIFEST is written (git-ignored, rewritten by every build). */
  manifestPath: 'node_modules/.cache/research-ventures-local/sample-manifest.json',
} as const;

const DAY_MS = 86_400_000;

function daysBefore(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** `today`: the build's day, YYYY-MM-DD. Ideas the manifest leaves out are first seen on that day. */
export function sampleManifest(sheetText: string, today: string): Manifest {
  const { ideas } = ideasFromSheet(sheetText, { today });
  const byDate = [...ideas].sort((a, b) => a.dateAdded.localeCompare(b.dateAdded) || a.number - b.number);
  const earlier = byDate.slice(0, Math.max(0, byDate.length - SAMPLE_HISTORY.newToday));
  const last = Math.max(1, earlier.length - 1);
  return buildManifest(
    earlier.map((idea, index) => ({ ...idea, firstSeen: daysBefore(today, Math.round(SAMPLE_HISTORY.days - (index * (SAMPLE_HISTORY.days - 1)) / last)) })),
  );
}

/**
 * The environment a local build needs for the sample's history: PREVIOUS_MANIFEST naming a freshly written
 * manifest, or nothing when the build reads another sheet or already has a previous manifest.
 */
export function sampleHistoryEnv(env: NodeJS.ProcessEnv, now: Date): Record<string, string> {
  // The local stack names the sample itself as SHEET_URL (netlify/env.ts), for the admin functions' sake.
  const otherSheet = env.SHEET_URL !== undefined && env.SHEET_URL !== '' && resolve(env.SHEET_URL) !== SAMPLE_SHEET_PATH;
  if (otherSheet || env.PREVIOUS_MANIFEST) return {};
  const path = resolve(SAMPLE_HISTORY.manifestPath);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(sampleManifest(readFileSync(SAMPLE_SHEET_PATH, 'utf8'), now.toISOString().slice(0, 10))));
  return { PREVIOUS_MANIFEST: path };
}
