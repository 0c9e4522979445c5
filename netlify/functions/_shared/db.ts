/**
 * The functions' database access: a service-role client (bypasses RLS, so only used after the admin
 * guard, or by the schedule) and the admin_runs record every action leaves. Server-only.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { RunRecord } from '../../../src/admin/history.ts';
import { required, type ServerConfig } from './config.ts';

export function serviceClient(config: ServerConfig): SupabaseClient {
  return createClient(required(config, 'supabaseUrl'), required(config, 'serviceRoleKey'), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

const MAX_ERROR_LENGTH = 2000;

/**
 * Inserts the run. A failure to record is logged and reported back (`recorded: false`) rather than thrown:
 * the action itself has already happened and its outcome must still reach the admin.
 */
export async function recordRun(db: SupabaseClient, actor: string | null, run: RunRecord): Promise<boolean> {
  const { error } = await db.from('admin_runs').insert({ ...run, error: run.error?.slice(0, MAX_ERROR_LENGTH) ?? null, actor });
  if (error) console.error(`Could not record the ${run.kind} run:`, error.message);
  return !error;
}
