/**
 * Ships to the browser: every query on public.dismissed_ideas ("Not interested" in For you), typed by the
 * generated Database type. Row-level security keeps each user to their own rows; the user id is still sent,
 * as the insert policy checks it.
 */
import { dbResult, type DbResult } from '../supabase/result.ts';
import type { DbClient, Tables } from '../supabase/types.ts';

export type DismissedRow = Pick<Tables<'dismissed_ideas'>, 'idea_id' | 'created_at'>;

/** The user's dismissed ideas, most recently dismissed first. */
export async function selectDismissed(client: DbClient): Promise<DbResult<DismissedRow[]>> {
  return dbResult(await client.from('dismissed_ideas').select('idea_id, created_at').order('created_at', { ascending: false }));
}

/** Dismisses the idea; one dismissed already (another tab, a lost answer) stays as it is. */
export async function insertDismissed(client: DbClient, userId: string, ideaId: string): Promise<DbResult<null>> {
  return dbResult(await client.from('dismissed_ideas').upsert({ user_id: userId, idea_id: ideaId }, { onConflict: 'user_id,idea_id', ignoreDuplicates: true }));
}

export async function deleteDismissed(client: DbClient, userId: string, ideaId: string): Promise<DbResult<null>> {
  return dbResult(await client.from('dismissed_ideas').delete().eq('user_id', userId).eq('idea_id', ideaId));
}
