/**
 * Ships to the browser: what every store of the signed-in user's own rows shares ($workspace, $savedSearches,
 * $dismissed). Each holds whose rows it has and whether they loaded; it loads one read at a time, follows
 * sign-in and sign-out while anything shows it (another user's rows never show), can read again on focus and
 * reconnect, and shows a change at once, undoing it if the server refuses.
 */
import { atom, onMount, task, type WritableAtom } from 'nanostores';
import { WORKSPACE_TEXT } from '../config/constants/workspace.ts';
import { authErrorMessage } from '../auth/rules.ts';
import { dbFailure, type DbResult, failureMessage } from '../supabase/result.ts';
import type { DbClient } from '../supabase/types.ts';
import { deviceStorage } from '../ui/storage.ts';
import { authClient } from './auth/client.ts';
import { $auth, followAuth } from './auth/session.ts';

export type RemoteStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface RemoteState {
  userId: string | null;
  status: RemoteStatus;
}

/** The query, for the signed-in user; a thrown failure (network, auth) becomes a failed result too. */
export async function userRequest<T>(run: (client: DbClient, userId: string) => Promise<DbResult<T>>): Promise<DbResult<T>> {
  const userId = $auth.get().user?.id;
  if (!userId) return dbFailure(WORKSPACE_TEXT.needsUser);
  try {
    return await run(await authClient(), userId);
  } catch (caught) {
    return dbFailure(authErrorMessage(caught) || WORKSPACE_TEXT.tryAgain);
  }
}

export interface RemoteStoreOptions<S extends RemoteState, T> {
  /** The state without a user (before sign-in, after sign-out). */
  empty: S;
  /** What is loaded, for the console: 'the saved searches'. */
  name: string;
  /** The user's rows. */
  read: (client: DbClient, userId: string) => Promise<DbResult<T>>;
  /** The state with the rows just read. */
  loaded: (state: S, data: T) => S;
  /** Whether a ready state is recent enough that a load (unless forced) keeps it; by default none is. */
  fresh?: (state: S) => boolean;
  /** Load again on focus, on coming back to the tab and on reconnect; `force` says when even a fresh state is read. */
  refetchOnFocus?: { force: () => boolean };
  /** Called when the user changes (null: signed out), before their rows load. */
  onUser?: (userId: string | null) => void;
  /** Called once the rows of the signed-in user are in. */
  onLoaded?: () => void;
  /**
   * Other tabs of this browser: the localStorage key a change is announced under (announce), whose storage
   * event reaches the other tabs; while anything shows the store there, it loads again at once.
   */
  otherTabs?: { key: (userId: string) => string };
}

export interface RemoteStore<S extends RemoteState> {
  $store: WritableAtom<S>;
  /** Loads the signed-in user's rows (unless fresh, or `force`); one read at a time. */
  load: (force?: boolean) => Promise<void>;
  change: (update: (state: S) => S) => void;
  /**
   * Shows `apply` at once and sends `request`; if that fails or throws, `undo` is applied to the state as it
   * then is (other changes made meanwhile stay) and the failure's message is returned (else null).
   */
  optimistic: (apply: (state: S) => S, undo: (state: S) => S, request: () => Promise<DbResult<unknown>>) => Promise<string | null>;
  /** Tells the other tabs (otherTabs) that `userId`'s rows changed. A storage that refuses leaves them to catch up on focus. */
  announce: (userId: string) => void;
  /** Whether another tab announced a change of `userId`'s rows after `since` (ms since the epoch). */
  changedElsewhere: (userId: string, since: number) => boolean;
}

export function remoteStore<S extends RemoteState, T>(options: RemoteStoreOptions<S, T>): RemoteStore<S> {
  const { empty, name, read, loaded, fresh, refetchOnFocus, onUser, onLoaded, otherTabs } = options;
  const $store = atom<S>(empty);
  const change = (update: (state: S) => S) => $store.set(update($store.get()));

  let loading: Promise<void> | null = null;
  /** A forced load asked for while one ran: that one may have read the database before the change. */
  let reloadAfter = false;

  function load(force = false): Promise<void> {
    const userId = $auth.get().user?.id;
    if (!userId) return Promise.resolve();
    const state = $store.get();
    if (!force && state.userId === userId && state.status === 'ready' && fresh?.(state)) return Promise.resolve();
    if (loading) {
      reloadAfter ||= force;
      return loading;
    }
    // A reload keeps what shows; another user's rows are never shown meanwhile.
    if (state.userId !== userId) $store.set({ ...empty, userId, status: 'loading' });
    else if (state.status !== 'ready') $store.set({ ...state, status: 'loading' });
    loading = task(async () => {
      const result = await userRequest(read);
      if ($auth.get().user?.id === userId) {
        if (!result.ok) {
          console.error(`Could not load ${name}:`, result.message);
          change((current) => ({ ...current, status: 'error' }));
        } else {
          change((current) => ({ ...loaded(current, result.data), userId, status: 'ready' }));
          onLoaded?.();
        }
      }
      loading = null;
      if (reloadAfter) {
        reloadAfter = false;
        void load(true);
      }
    });
    return loading;
  }

  onMount($store, () => {
    if (typeof window === 'undefined') return undefined;
    const unbindAuth = followAuth((auth) => {
      if (!auth.initialized) return;
      if (!auth.user) {
        if ($store.get().userId) $store.set(empty);
        onUser?.(null);
      } else if ($store.get().userId !== auth.user.id) {
        onUser?.(auth.user.id);
        void load();
      }
    });
    const onStorage = (event: StorageEvent) => {
      const { userId } = $store.get();
      if (otherTabs && userId && event.key === otherTabs.key(userId)) void load(true);
    };
    if (otherTabs) window.addEventListener('storage', onStorage);
    const unbindTabs = () => window.removeEventListener('storage', onStorage);
    if (!refetchOnFocus) {
      return () => {
        unbindAuth();
        unbindTabs();
      };
    }
    const refresh = () => void load(refetchOnFocus.force());
    // Coming back to this tab counts as focus.
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    const [page, doc] = [window, document];
    page.addEventListener('focus', refresh);
    doc.addEventListener('visibilitychange', onVisible);
    page.addEventListener('online', refresh);
    return () => {
      unbindAuth();
      unbindTabs();
      page.removeEventListener('focus', refresh);
      doc.removeEventListener('visibilitychange', onVisible);
      page.removeEventListener('online', refresh);
    };
  });

  async function optimistic(apply: (state: S) => S, undo: (state: S) => S, request: () => Promise<DbResult<unknown>>): Promise<string | null> {
    change(apply);
    let error: string | null;
    try {
      error = failureMessage(await request());
    } catch (caught) {
      error = authErrorMessage(caught) || WORKSPACE_TEXT.tryAgain;
    }
    if (error) change(undo);
    return error;
  }

  /** The mark this tab wrote last: its own change needs no reload here. */
  let ownMark = '';

  function announce(userId: string): void {
    if (!otherTabs) return;
    ownMark = String(Date.now());
    deviceStorage.write(otherTabs.key(userId), ownMark);
  }

  function changedElsewhere(userId: string, since: number): boolean {
    if (!otherTabs) return false;
    const mark = deviceStorage.read(otherTabs.key(userId)) ?? '';
    return mark !== ownMark && Number(mark) > since;
  }

  return { $store, load, change, optimistic, announce, changedElsewhere };
}
