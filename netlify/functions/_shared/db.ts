/**
 * The functions' database access: a service-role client (bypasses RLS, so only used after the admin
 * guard, or by the schedules), the admin_runs record every action leaves and the delivery_runs record of
 * every mailing run. Server-only.
 */
import { createClient } from '@supabase/supabase-js';
import type { DeliveryRunRecord } from '../../../src/admin/delivery.ts';
import type { RunRecord } from '../../../src/admin/history.ts';
import { insertAdminRun, insertDeliveryRun } from '../../../src/queries/runs.ts';
import type { DbResult } from '../../../src/supabase/result.ts';
import type { Database, DbClient } from '../../../src/supabase/types.ts';
import { required, type ServerConfig } from './config.ts';

export function serviceClient(config: ServerConfig): DbClient {
  return createClient<Database>(required(config, 'supabaseUrl'), required(config, 'serviceRoleKey'), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/**
 * Inserts the run. A failure to record is logged and reported back (`recorded: false`) rather than thrown:
 * the action itself has already happened and its outcome must still reach the admin.
 */
export async function recordRun(db: DbClient, actor: string | null, run: RunRecord): Promise<boolean> {
  return logged(run.kind, await insertAdminRun(db, actor, run));
}

/** Like recordRun: the mails have gone out whether or not their numbers could be written down. */
export async function recordDeliveryRun(db: DbClient, run: DeliveryRunRecord): Promise<boolean> {
  return logged(run.edition, await insertDeliveryRun(db, run));
}

function logged(name: string, result: DbResult<null>): boolean {
  if (!result.ok) console.error(`Could not record the ${name} run:`, result.message);
  return result.ok;
}
