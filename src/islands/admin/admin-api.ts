/**
 * Ships to the browser (admin page only): calls to the admin functions with the signed-in user's access
 * token, and the run histories read from admin_runs and delivery_runs (RLS lets only admins read them).
 */
import { authClient } from '../../stores/auth/client.ts';
import type { DbResult } from '../../supabase/result.ts';
import type { DbClient } from '../../supabase/types.ts';
import type { DeliveryRun } from '../../admin/delivery.ts';
import { formatDuration, type AdminRun, type HistoryRow, type RunKind } from '../../admin/history.ts';
import { selectAdminRuns, selectDeliveryRuns } from '../../queries/runs.ts';

export type AdminFunctionName =
  | 'catalogue-check'
  | 'generate-sitemap'
  | 'indexnow-submit'
  | 'trigger-webhook'
  | 'trigger-rebuild'
  | 'delivery-status'
  | 'delivery-preview';

export interface FunctionAnswer {
  /** HTTP status; 0 when the request itself failed. */
  status: number;
  /** The JSON body, or null when there was none (or it was not JSON). */
  data: Record<string, unknown> | null;
  /** Set when no HTTP answer came at all. */
  networkError: string | null;
}

export async function callAdminFunction(name: AdminFunctionName, body: unknown): Promise<FunctionAnswer> {
  try {
    const client = await authClient();
    // getSession refreshes an expiring token first, so the function never sees a stale one.
    const { data } = await client.auth.getSession();
    const token = data.session?.access_token;
    const response = await fetch(`/.netlify/functions/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    let json: Record<string, unknown> | null = null;
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    } catch {
      // A proxy or platform error page: the status alone is reported.
    }
    return { status: response.status, data: json, networkError: null };
  } catch (error) {
    return { status: 0, data: null, networkError: error instanceof Error ? error.message : String(error) };
  }
}

export interface History<R extends HistoryRow> {
  runs: R[];
  error: string | null;
}

async function loadHistory<R extends HistoryRow>(query: (client: DbClient) => Promise<DbResult<R[]>>): Promise<History<R>> {
  try {
    const result = await query(await authClient());
    return result.ok ? { runs: result.data, error: null } : { runs: [], error: result.message };
  } catch (error) {
    return { runs: [], error: error instanceof Error ? error.message : String(error) };
  }
}

export function loadRuns(kind: RunKind): Promise<History<AdminRun>> {
  return loadHistory((client) => selectAdminRuns(client, kind));
}

/** Every mailing's runs, newest first. */
export function loadDeliveryRuns(): Promise<History<DeliveryRun>> {
  return loadHistory(selectDeliveryRuns);
}

/** The error text of a failed answer: the function's own error, else the given fallback. */
export function answerError(answer: FunctionAnswer, fallback: string): string {
  const error = answer.data?.error;
  if (typeof error === 'string' && error) return error;
  return answer.networkError ?? fallback;
}

/** The outcome line of an action whose function reports its duration: "<done> (1.2 s)." or the answer's error. */
export function timedOutcome(answer: FunctionAnswer, done: string): { success: string | null; error: string | null } {
  if (answer.data?.success === true) return { success: `${done} (${formatDuration(Number(answer.data.duration ?? 0))}).`, error: null };
  return { success: null, error: answerError(answer, `HTTP ${answer.status}`) };
}
