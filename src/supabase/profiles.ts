/**
 * Ships to the browser: the queries on public.profiles that the auth store makes (RLS: a user reads and
 * updates their own row, and only the columns the migrations grant).
 */
import type { DbClient, Tables } from './types.ts';

export type ProfileRow = Tables<'profiles'>;

/** The user's row; `missing` when there is none (PostgREST's PGRST116), else the failure's message. */
export async function selectProfile(client: DbClient, userId: string): Promise<{ row: ProfileRow } | { missing: true } | { error: string }> {
  const { data, error } = await client.from('profiles').select('*').eq('id', userId).single();
  if (!error) return { row: data };
  return error.code === 'PGRST116' ? { missing: true } : { error: error.message };
}

/** Sets profiles.full_name (null clears it). The failure's message, or null. */
export async function updateProfileName(client: DbClient, userId: string, fullName: string | null): Promise<{ message: string } | null> {
  const { error } = await client.from('profiles').update({ full_name: fullName }).eq('id', userId);
  return error;
}
