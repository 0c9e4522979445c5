/**
 * Calls to the outside (IndexNow, the automation webhook, the build hook), timed and never thrown: the
 * result says what happened so the function can record it and answer. Server-only.
 */
import { ADMIN } from '../../../src/config/constants/admin.ts';
import { httpOutcome } from '../../../src/admin/requests.server.ts';

export interface CallOutcome {
  ok: boolean;
  /** HTTP status, or null when no answer came (network error, timeout). */
  status: number | null;
  durationMs: number;
  error: string | null;
}

export async function callOut(url: string, init: RequestInit, timeoutMs: number = ADMIN.outgoingTimeoutMs): Promise<CallOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    // The body is not used, but reading it lets the connection be reused and closed cleanly.
    await response.arrayBuffer();
    return { ok: response.ok, status: response.status, durationMs: elapsed(), error: httpOutcome(response.status, response.ok) };
  } catch (error) {
    const e = error as Error & { cause?: Error };
    const message = e.name === 'TimeoutError' ? `No answer within ${timeoutMs / 1000} s` : (e.cause?.message ?? e.message);
    return { ok: false, status: null, durationMs: elapsed(), error: message };
  }
}
