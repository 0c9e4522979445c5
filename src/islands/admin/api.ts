/**
 * Ships to the browser (admin page only): calls to the admin functions with the signed-in user's access
 * token, and the run histories read from admin_runs (RLS lets only admins read them).
 */
import { authClient } from '../../stores/auth.ts';
import { ADMIN } from '../../config/constants.ts';
import type { AdminRun, RunKind } from '../../admin/history.ts';

export type AdminFunctionName = 'catalogue-check' | 'generate-sitemap' | 'indexnow-submit' | 'trigger-webhook' | 'trigger-rebuild';

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

export async function loadRuns(kind: RunKind): Promise<{ runs: AdminRun[]; error: string | null }> {
  try {
    const client = await authClient();
    const { data, error } = await client
      .from('admin_runs')
      .select('id, kind, status, method, submitted, payload, duration_ms, error, actor, created_at')
      .eq('kind', kind)
      .order('created_at', { ascending: false })
      .limit(ADMIN.historyLength);
    if (error) return { runs: [], error: error.message };
    return { runs: (data ?? []) as AdminRun[], error: null };
  } catch (error) {
    return { runs: [], error: error instanceof Error ? error.message : String(error) };
  }
}

/** The error text of a failed answer: the function's own error, else the given fallback. */
export function answerError(answer: FunctionAnswer, fallback: string): string {
  const error = answer.data?.error;
  if (typeof error === 'string' && error) return error;
  return answer.networkError ?? fallback;
}
