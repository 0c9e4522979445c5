/**
 * Ships to the browser: every query on public.saved_searches, typed by the generated Database type.
 * Row-level security keeps each user to their own rows; user_id defaults to the caller.
 */
import type { DbClient, QueryResult, TablesInsert } from '../supabase/types.ts';
import type { SavedSearch } from './saved-searches.ts';

/** The user's searches, newest first. */
export function selectSavedSearches(client: DbClient): QueryResult<SavedSearch[] | null> {
  return client.from('saved_searches').select('*').order('created_at', { ascending: false });
}

/** Stores a search (a new one, or a deleted one again with its id and dates) and returns the stored row. */
export function insertSavedSearch(client: DbClient, row: TablesInsert<'saved_searches'>): QueryResult<SavedSearch | null> {
  return client.from('saved_searches').insert(row).select().single();
}

export function updateSavedSearch(client: DbClient, id: string, change: Partial<Pick<SavedSearch, 'name' | 'paused'>>): QueryResult<null> {
  return client.from('saved_searches').update(change).eq('id', id);
}

export function deleteSavedSearchRow(client: DbClient, id: string): QueryResult<null> {
  return client.from('saved_searches').delete().eq('id', id);
}
