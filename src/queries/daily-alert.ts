/**
 * Ships to the browser: whether the signed-in user's own address gets the daily alert
 * (public.my_daily_alert(): one word about the caller's address, never the subscription row).
 */
import { dbResult, type DbResult } from '../supabase/result.ts';
import type { DbClient } from '../supabase/types.ts';

export const DAILY_ALERT_STATUSES = ['none', 'pending', 'confirmed', 'unsubscribed', 'undeliverable'] as const;

export type DailyAlertStatus = (typeof DAILY_ALERT_STATUSES)[number];

export async function selectMyDailyAlert(client: DbClient): Promise<DbResult<DailyAlertStatus>> {
  const result = dbResult(await client.rpc('my_daily_alert'));
  if (!result.ok) return result;
  const status = DAILY_ALERT_STATUSES.find((known) => known === result.data) ?? 'none';
  return { ok: true, data: status };
}
