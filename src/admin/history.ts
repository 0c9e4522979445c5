/**
 * Rows of admin_runs and how the page shows them. Pure; ships to the browser.
 */
import type { Tables } from '../supabase/types.ts';

export type RunKind = 'sitemap' | 'indexnow' | 'webhook' | 'rebuild' | 'delivery-test';
export type RunStatus = 'success' | 'error';
export type RunMethod = 'manual' | 'test' | 'schedule';

/** A row of public.admin_runs; the database's check constraints hold kind, status and method to these values. */
export type AdminRun = Omit<Tables<'admin_runs'>, 'kind' | 'status' | 'method'> & { kind: RunKind; status: RunStatus; method: RunMethod };

/** What a function records; id, actor and created_at come from the guard and the database. */
export type RunRecord = Omit<AdminRun, 'id' | 'actor' | 'created_at'>;

const METHOD_LABELS: Record<RunMethod, string> = { manual: 'Manual', test: 'Test', schedule: 'Scheduled' };

export function methodLabel(method: RunMethod): string {
  return METHOD_LABELS[method] ?? method;
}

export function statusLabel(status: RunStatus): string {
  return status === 'success' ? 'Success' : 'Error';
}

/** Milliseconds under a second as "340 ms", otherwise seconds with one decimal ("2.5 s"). */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** "Nov 22, 2025, 06:30:05 UTC": UTC, because the schedule and the logs are in UTC. */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(date);
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false, timeZone: 'UTC' }).format(date);
  return `${day}, ${time} UTC`;
}

/** The webhook's sent data ({Articles}) as recorded in the payload; null when absent or malformed. */
export function sentArticles(payload: unknown): number | null {
  if (payload && typeof payload === 'object' && 'Articles' in payload) {
    const value = (payload as { Articles: unknown }).Articles;
    return typeof value === 'number' ? value : null;
  }
  return null;
}

/** What every history row has: admin_runs and delivery_runs alike. */
export interface HistoryRow {
  id: string;
  status: RunStatus;
  error: string | null;
  created_at: string;
}

/** Newest first, whatever order the rows came in. */
export function newestFirst<R extends HistoryRow>(runs: readonly R[]): R[] {
  return [...runs].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}
