/**
 * Ships to the browser: every query on public.saved_searches, typed by the generated Database type.
 * Row-level security keeps each user to their own rows; user_id defaults to the caller.
 */
import { dbResult, type DbResult } from '../supabase/result.ts';
import type { DbClient, TablesInsert } from '../supabase/types.ts';
import type { SavedSearch } from '../workspace/saved-searches.ts';

/** The user's searches, newest first. */
export async function selectSavedSearches(client: DbClient): Promise<DbResult<SavedSearch[]>> {
  return dbResult(await client.from('saved_searches').select('*').order('created_at', { ascending: false }));
}

/** Stores a search (a new one, or a deleted one again with its id and dates) and returns the stored row. */
export async function insertSavedSearch(client: DbClient, row: TablesInsert<'saved_searches'>): Promise<DbResult<SavedSearch>> {
  return dbResult(await client.from('saved_searches').insert(row).select().single());
}

export async function updateSavedSearch(client: DbClient, id: string, change: Partial<Pick<SavedSearch, 'name' | 'paused'>>): Promise<DbResult<null>> {
  return dbResult(await client.from('saved_searches').update(change).eq('id', id));
}

export async function deleteSavedSearchRow(client: DbClient, id: string): Promise<DbResult<null>> {
  return dbResult(await client.from('saved_searches').delete().eq('id', id));
}
