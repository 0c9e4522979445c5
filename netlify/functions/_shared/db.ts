/**
 * The functions' database access: a service-role client (bypasses RLS, so only used after the admin
 * guard, or by the schedules), the admin_runs record every action leaves and the delivery_runs record of
 * every mailing run. Server-only.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { DeliveryRunRecord } from '../../../src/admin/delivery.ts';
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
  return await insertRun(db, 'admin_runs', run.kind, { ...run, actor });
}

/** Like recordRun: the mails have gone out whether or not their numbers could be written down. */
export async function recordDeliveryRun(db: SupabaseClient, run: DeliveryRunRecord): Promise<boolean> {
  return await insertRun(db, 'delivery_runs', run.edition, run);
}

async function insertRun<R extends { error: string | null }>(db: SupabaseClient, table: string, name: string, row: R): Promise<boolean> {
  const { error } = await db.from(table).insert({ ...row, error: row.error?.slice(0, MAX_ERROR_LENGTH) ?? null });
  if (error) console.error(`Could not record the ${name} run:`, error.message);
  return !error;
}
