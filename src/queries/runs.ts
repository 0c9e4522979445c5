/**
 * Every query on admin_runs and delivery_runs: the admin page reads them (RLS: admins only), the functions
 * write them with the service-role client. Ships to the browser (the reads); the writes run server-side.
 */
import { ADMIN } from '../config/constants/admin.ts';
import type { DeliveryRun, DeliveryRunRecord } from '../admin/delivery.ts';
import type { AdminRun, RunKind, RunRecord } from '../admin/history.ts';
import { dbResult, type DbResult } from '../supabase/result.ts';
import type { DbClient } from '../supabase/types.ts';

/** Longer errors are cut to this many characters. */
const MAX_ERROR_LENGTH = 2000;

const clipped = (error: string | null) => error?.slice(0, MAX_ERROR_LENGTH) ?? null;

// The tables' check constraints hold kind, status, method and list to the values AdminRun and DeliveryRun
// name: overrideTypes narrows the generated text columns to them.

/** The newest runs of one kind, newest first. */
export async function selectAdminRuns(client: DbClient, kind: RunKind): Promise<DbResult<AdminRun[]>> {
  return dbResult(
    await client
      .from('admin_runs')
      .select('id, kind, status, method, submitted, payload, duration_ms, error, actor, created_at')
      .eq('kind', kind)
      .order('created_at', { ascending: false })
      .limit(ADMIN.historyLength)
      .overrideTypes<AdminRun[]>(),
  );
}

/** Every mailing's newest runs, newest first. */
export async function selectDeliveryRuns(client: DbClient): Promise<DbResult<DeliveryRun[]>> {
  return dbResult(
    await client
      .from('delivery_runs')
      .select('id, list, edition, method, status, sent, skipped, up_to_date, failed, undeliverable, confirmations, deleted, duration_ms, error, created_at')
      .order('created_at', { ascending: false })
      .limit(ADMIN.historyLength)
      .overrideTypes<DeliveryRun[]>(),
  );
}

export async function insertAdminRun(db: DbClient, actor: string | null, run: RunRecord): Promise<DbResult<null>> {
  return dbResult(await db.from('admin_runs').insert({ ...run, actor, error: clipped(run.error) }));
}

export async function insertDeliveryRun(db: DbClient, run: DeliveryRunRecord): Promise<DbResult<null>> {
  return dbResult(await db.from('delivery_runs').insert({ ...run, error: clipped(run.error) }));
}
