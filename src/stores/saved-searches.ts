/**
 * Ships to the browser (discover's Alert me dialog, on demand, and the workspace): the signed-in user's
 * saved searches ($savedSearches) and every action on them. Edits show at once and are undone, with the
 * server's message, if the database refuses them; row-level security keeps each user to their own rows.
 */
import { SAVED_SEARCH_TEXT, SAVED_SEARCHES_PATH } from '../config/constants/saved-searches.ts';
import { toast } from '../ui/toast.ts';
import { subscribe } from '../engagement/subscribe.ts';
import { deleteSavedSearchRow, insertSavedSearch, selectSavedSearches, updateSavedSearch } from '../queries/saved-searches.ts';
import type { SavedSearch, SavedSearchInput } from '../workspace/saved-searches.ts';
import { $auth } from './auth/session.ts';
import { type RemoteState, remoteStore, userRequest as request } from './remote-store.ts';

export interface SavedSearchesState extends RemoteState {
  /** Newest first. */
  searches: readonly SavedSearch[];
}

type Result = { error: string | null };

const newestFirst = (searches: readonly SavedSearch[]) => [...searches].sort((a, b) => b.created_at.localeCompare(a.created_at));

/** The state with its searches changed. */
const withSearches = (change: (searches: readonly SavedSearch[]) => readonly SavedSearch[]) => (state: SavedSearchesState) => ({ ...state, searches: change(state.searches) });

const EMPTY: SavedSearchesState = { userId: null, status: 'idle', searches: [] };

const remote = remoteStore({
  empty: EMPTY,
  name: 'the saved searches',
  read: selectSavedSearches,
  loaded: (state, rows) => ({ ...state, searches: rows }),
});

export const $savedSearches = remote.$store;

/** Saves discover's filters as a search; the toast says what it is for and links to the workspace. */
export async function createSavedSearch(input: SavedSearchInput): Promise<Result> {
  const created = await request((client) => insertSavedSearch(client, input));
  if (!created.ok) {
    toast({ title: SAVED_SEARCH_TEXT.createFailed, description: created.message, variant: 'destructive' });
    return { error: created.message };
  }
  if ($savedSearches.get().status === 'ready') remote.change(withSearches((searches) => newestFirst([created.data, ...searches])));
  // Matches arrive in the daily alert to the account's address: subscribe it (a confirmed one is left as it is).
  const email = $auth.get().user?.email;
  const subscription = email ? await subscribe('alerts', email) : null;
  let description: string = SAVED_SEARCH_TEXT.createdHint;
  if (email && subscription?.ok) description = (subscription.sent ? SAVED_SEARCH_TEXT.confirmToReceive : SAVED_SEARCH_TEXT.confirmEarlierLink)(email);
  else if (subscription && !subscription.ok && subscription.reason !== 'duplicate') description = SAVED_SEARCH_TEXT.subscribeFailed(subscription.message);
  toast({ title: SAVED_SEARCH_TEXT.created, description, action: { label: SAVED_SEARCH_TEXT.openWorkspace, href: SAVED_SEARCHES_PATH } });
  return { error: null };
}

/** Changes one search at once, and puts it back if the server refuses. */
async function updateSearch(id: string, change: Partial<Pick<SavedSearch, 'name' | 'paused'>>): Promise<Result> {
  const before = $savedSearches.get().searches.find((search) => search.id === id);
  if (!before) return { error: null };
  const error = await remote.optimistic(
    withSearches((list) => list.map((search) => (search.id === id ? { ...search, ...change } : search))),
    withSearches((list) => list.map((search) => (search.id === id ? before : search))),
    () => request((client) => updateSavedSearch(client, id, change)),
  );
  if (error) toast({ title: SAVED_SEARCH_TEXT.updateFailed, description: error, variant: 'destructive' });
  return { error };
}

export function renameSavedSearch(id: string, name: string): Promise<Result> {
  return updateSearch(id, { name });
}

export function setSavedSearchPaused(id: string, paused: boolean): Promise<Result> {
  return updateSearch(id, { paused });
}

/** Deletes at once, offering Undo, which stores the same search again (same id, filters and date). */
export async function deleteSavedSearch(id: string): Promise<Result> {
  const removed = $savedSearches.get().searches.find((search) => search.id === id);
  if (!removed) return { error: null };
  const error = await remote.optimistic(
    withSearches((list) => list.filter((search) => search.id !== id)),
    withSearches((list) => newestFirst([removed, ...list])),
    () => request((client) => deleteSavedSearchRow(client, id)),
  );
  if (error) {
    toast({ title: SAVED_SEARCH_TEXT.deleteFailed, description: error, variant: 'destructive' });
    return { error };
  }
  toast({ title: SAVED_SEARCH_TEXT.deleted, description: removed.name, action: { label: SAVED_SEARCH_TEXT.undo, onClick: () => void restoreSavedSearch(removed) } });
  return { error: null };
}

async function restoreSavedSearch(search: SavedSearch): Promise<void> {
  const { updated_at: _updated, user_id: _user, ...row } = search;
  const restored = await request((client) => insertSavedSearch(client, row));
  if (!restored.ok) {
    toast({ title: SAVED_SEARCH_TEXT.createFailed, description: restored.message, variant: 'destructive' });
    return;
  }
  remote.change(withSearches((searches) => newestFirst([restored.data, ...searches.filter((other) => other.id !== search.id)])));
  toast({ title: SAVED_SEARCH_TEXT.restoredSearch, description: search.name });
}
