/**
 * The sheet the browser tests build from: the bundled sample plus hostile and sparse rows, so one
 * build covers real content, fallbacks, duplicates and markup that must never run.
 */
import { readFileSync } from 'node:fs';
import { buildManifest } from '../../src/ideas/catalogue-guard.build.ts';
import type { Manifest } from '../../src/ideas/manifest-schema.build.ts';
import { ideasFromSheet } from '../../src/ideas/sheet.build.ts';
import { SAMPLE_SHEET_PATH } from '../../src/ideas/source.build.ts';

export const HOSTILE_PITCH = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script> Hostile pitch & markup';
export const SPARSE_TITLE = 'Sparse Paper For Fallback Texts';
/** A second idea from the first complete row's paper: related ideas list it first. */
export const SAME_PAPER_PITCH = 'A second venture drawn from the same research paper';

interface GvizJson {
  table: { cols: { label: string }[]; rows: { c: ({ v: unknown } | null)[] }[] };
}

function row(cols: { label: string }[], values: Record<string, unknown>) {
  return { c: cols.map((col) => (col.label in values ? { v: values[col.label] } : null)) };
}

function pick(cols: { label: string }[], source: GvizJson['table']['rows'][number], labels: string[]): Record<string, unknown> {
  return Object.fromEntries(labels.map((label) => [label, source.c[cols.findIndex((col) => col.label === label)]?.v]));
}

export function e2eSheet(): string {
  const text = readFileSync(SAMPLE_SHEET_PATH, 'utf8');
  const start = text.indexOf('(');
  const end = text.lastIndexOf(')');
  const json = JSON.parse(text.slice(start + 1, end)) as GvizJson;
  const { cols, rows } = json.table;
  const paperRow = rows.slice(1).find((r) => typeof r.c[cols.findIndex((c) => c.label === 'Research Paper Link')]?.v === 'string')!;
  const firstPitch = rows
    .slice(1)
    .map((r) => r.c[cols.findIndex((c) => c.label === 'Venture Opportunity One Liner Pitch')]?.v)
    .find((v): v is string => typeof v === 'string');
  rows.push(
    row(cols, {
      'Research Paper Title': '<b>Bold</b> "</script><script>window.__pwned=1</script>',
      'Research Paper Link': 'javascript:window.__pwned=1',
      'Chat Link': 'data:text/html,<script>window.__pwned=1</script>',
      'Research Paper Authors': '</script><script>window.__pwned=1</script>',
      Technologies: 'agentic',
      Industries: 'Healthcare',
      Tags: '<script>window.__pwned=1</script>, safe-tag',
      Date: 'Date(2020,0,1)',
      'Business Model': '<a href="javascript:window.__pwned=1">click me</a>',
      Novelty: 'eleven',
      'Venture Opportunity One Liner Pitch': HOSTILE_PITCH,
    }),
    row(cols, { 'Research Paper Title': SPARSE_TITLE, Date: 'Date(2020,0,2)' }),
    row(cols, { 'Research Paper Title': 'Duplicate pitch paper', 'Venture Opportunity One Liner Pitch': firstPitch, Date: 'Date(2020,0,3)' }),
    row(cols, { ...pick(cols, paperRow, ['Research Paper Title', 'Research Paper Link', 'Technologies']), 'Venture Opportunity One Liner Pitch': SAME_PAPER_PITCH, Date: 'Date(2020,0,4)' }),
  );
  return `/*O_o*/\ngoogle.visualization.Query.setResponse(${JSON.stringify(json)});`;
}

/** Sample ideas an earlier deploy first published 7 and 14 days before the build (see e2eManifest). */
export const LAST_WEEK_IDEAS = [1, 2, 3, 4, 5, 6, 7, 8];
export const TWO_WEEKS_AGO_IDEAS = [9, 10, 11, 12];

export function daysBefore(today: Date, days: number): string {
  return new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The manifest of an earlier deploy (the build's PREVIOUS_MANIFEST), so the e2e site has history: some
 * ideas were first published one and two weeks ago (two complete ISO weeks: two Weekly Venture Picks
 * issues), and every other idea is new today (the daily alert's new ideas).
 */
export function e2eManifest(sheet: string, today: Date): Manifest {
  const { ideas } = ideasFromSheet(sheet, { today: daysBefore(today, 0) });
  const firstSeen = (number: number) => (LAST_WEEK_IDEAS.includes(number) ? daysBefore(today, 7) : daysBefore(today, 14));
  return buildManifest(ideas.filter((idea) => [...LAST_WEEK_IDEAS, ...TWO_WEEKS_AGO_IDEAS].includes(idea.number)).map((idea) => ({ ...idea, firstSeen: firstSeen(idea.number) })));
}
