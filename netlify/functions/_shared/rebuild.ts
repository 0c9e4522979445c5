/**
 * Starting a Netlify build through the build hook (NETLIFY_BUILD_HOOK_URL, a secret: anyone holding it can
 * start builds), shared by the admin's Rebuild now and the weekday schedule. Server-only.
 */
import type { DbClient } from '../../../src/supabase/types.ts';
import type { RunMethod } from '../../../src/admin/history.ts';
import { required, type ServerConfig } from './config.ts';
import { recordRun } from './db.ts';
import { callOut, type CallOutcome } from './outgoing.ts';

const TITLES: Record<Extract<RunMethod, 'manual' | 'schedule'>, string> = {
  manual: 'Rebuild requested on the admin page',
  schedule: 'Weekday rebuild (06:30 UTC)',
};

export async function triggerBuild(
  config: ServerConfig,
  db: DbClient,
  method: Extract<RunMethod, 'manual' | 'schedule'>,
  actor: string | null,
): Promise<CallOutcome> {
  const hook = new URL(required(config, 'buildHookUrl'));
  // Shown as the deploy's message in the Netlify UI.
  hook.searchParams.set('trigger_title', TITLES[method]);
  const sent = await callOut(hook.href, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  await recordRun(db, actor, {
    kind: 'rebuild',
    status: sent.ok ? 'success' : 'error',
    method,
    submitted: null,
    payload: { trigger_title: TITLES[method] },
    duration_ms: sent.durationMs,
    error: sent.error,
  });
  return sent;
}
