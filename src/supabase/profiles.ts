/**
 * Ships to the browser: every query on public.profiles (RLS: a user reads and updates their own row, and
 * only the columns the migrations grant; the admin functions' service-role client reads any).
 */
import type { DbClient, Tables } from './types.ts';

export type ProfileRow = Tables<'profiles'>;

/** The user's row; `missing` when there is none (PostgREST's PGRST116), else the failure's message. */
export async function selectProfile(client: DbClient, userId: string): Promise<{ row: ProfileRow } | { missing: true } | { error: string }> {
  const { data, error } = await client.from('profiles').select('*').eq('id', userId).single();
  if (!error) return { row: data };
  return error.code === 'PGRST116' ? { missing: true } : { error: error.message };
}

/** The user's role; `missing` when there is no row. */
export async function selectRole(client: DbClient, userId: string): Promise<{ role: string } | { missing: true } | { error: string }> {
  const { data, error } = await client.from('profiles').select('role').eq('id', userId).maybeSingle();
  if (error) return { error: error.message };
  return data ? { role: data.role } : { missing: true };
}

/** Sets profiles.full_name (null clears it). The failure's message, or null. */
export async function updateProfileName(client: DbClient, userId: string, fullName: string | null): Promise<{ message: string } | null> {
  const { error } = await client.from('profiles').update({ full_name: fullName }).eq('id', userId);
  return error;
}

/**
 * Sets profiles.picked_for_you, the opt-in to "Picked for you" in the daily alert. An update that RLS hides
 * changes no row without an error, so the row must come back for the choice to count as saved.
 */
export async function updatePickedForYou(client: DbClient, userId: string, on: boolean): Promise<{ message: string } | null> {
  const { data, error } = await client.from('profiles').update({ picked_for_you: on }).eq('id', userId).select('picked_for_you');
  if (error) return error;
  return data.length === 1 ? null : { message: 'The profile was not found.' };
}
