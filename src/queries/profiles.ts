/**
 * Ships to the browser: every query on public.profiles (RLS: a user reads and updates their own row, and
 * only the columns the migrations grant; the admin functions' service-role client reads any).
 */
import { dbFailure, dbResult, type DbResult } from '../supabase/result.ts';
import type { DbClient, Tables } from '../supabase/types.ts';

export type ProfileRow = Tables<'profiles'>;

/** The user's row; `not-found` when there is none. */
export async function selectProfile(client: DbClient, userId: string): Promise<DbResult<ProfileRow>> {
  return dbResult(await client.from('profiles').select('*').eq('id', userId).single());
}

/** The user's role; `not-found` when there is no row. */
export async function selectRole(client: DbClient, userId: string): Promise<DbResult<string>> {
  // maybeSingle: no row is an answer, not a 406 in the browser's console.
  const result = dbResult(await client.from('profiles').select('role').eq('id', userId).maybeSingle());
  if (!result.ok) return result;
  return result.data ? { ok: true, data: result.data.role } : dbFailure('The profile was not found.', 'not-found');
}

/** Sets profiles.full_name (null clears it). */
export async function updateProfileName(client: DbClient, userId: string, fullName: string | null): Promise<DbResult<null>> {
  return dbResult(await client.from('profiles').update({ full_name: fullName }).eq('id', userId));
}

/**
 * Sets profiles.picked_for_you, the opt-in to "Picked for you" in the daily alert. An update that RLS hides
 * changes no row without an error, so the row must come back for the choice to count as saved.
 */
export async function updatePickedForYou(client: DbClient, userId: string, on: boolean): Promise<DbResult<null>> {
  const result = dbResult(await client.from('profiles').update({ picked_for_you: on }).eq('id', userId).select('picked_for_you'));
  if (!result.ok) return result;
  return result.data.length === 1 ? { ok: true, data: null } : dbFailure('The profile was not found.', 'not-found');
}
