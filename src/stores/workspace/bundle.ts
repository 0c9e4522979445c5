/**
 * Ships to the browser: the signed-in user's workspace ($workspace: bookmarks, tags, notes, paper reads), as
 * every page that shows any of it shares it: loaded in one workspace_bulk round trip (direct table reads if
 * that fails), so the idea page, cards, workspace and portfolio agree without refetching. Writes (./bookmarks.ts,
 * ./tags.ts, ./notes.ts, ./reads.ts) are applied at once and undone if the database refuses them; tabs of this
 * browser tell each other when they changed the workspace, and reload it. What a write module keeps on this
 * device until the server has it (notes, added tags) is loaded for each user and sent again once the workspace
 * has loaded and on reconnect (keptOnDevice).
 */
import { onMount } from 'nanostores';
import { WORKSPACE_LIMITS, WORKSPACE_STORAGE, WORKSPACE_TEXT } from '../../config/constants/workspace.ts';
import { authErrorMessage } from '../../auth/rules.ts';
import type { DbClient } from '../../supabase/types.ts';
import { EMPTY_BUNDLE, type WorkspaceBundle } from '../../workspace/records.ts';
import { fetchWorkspaceBundle, insertBookmark } from '../../queries/workspace.ts';
import { authClient } from '../auth/client.ts';
import { $auth } from '../auth/session.ts';
import { type RemoteState, type RemoteStore, remoteStore } from '../remote-store.ts';

export interface WorkspaceState extends RemoteState {
  bundle: WorkspaceBundle;
  loadedAt: number;
  /** Ideas whose bookmark request is running. */
  busy: readonly string[];
}

const EMPTY_STATE: WorkspaceState = { userId: null, status: 'idle', bundle: EMPTY_BUNDLE, loadedAt: 0, busy: [] };

export interface ActionResult {
  error: string | null;
}

export const ok: ActionResult = { error: null };

export function isBookmarked(state: WorkspaceState, ideaId: string): boolean {
  return state.bundle.bookmarks.includes(ideaId);
}

/** Writes this device keeps until the server has them: loaded for each user, sent again when they can be. */
export interface KeptOnDevice {
  /** Reads the user's kept writes from this device (null: signed out, none). */
  load: (userId: string | null) => void;
  resend: () => Promise<void>;
}

const kept: KeptOnDevice[] = [];
/** The user the workspace last followed, and whether their rows are in: a family registered later catches up. */
let followed: { userId: string | null; loaded: boolean } | null = null;

const resendKept = () => Promise.all(kept.map((family) => family.resend())).then(() => undefined);

const remote: RemoteStore<WorkspaceState> = remoteStore({
  empty: EMPTY_STATE,
  name: 'the workspace',
  read: fetchWorkspaceBundle,
  loaded: (state, bundle) => ({ ...state, bundle, loadedAt: Date.now() }),
  fresh: (state) => Date.now() - state.loadedAt < WORKSPACE_LIMITS.staleMs,
  // A stale copy is refetched (docs/spec/workspace-and-operations.md#9-business-constants-and-limits: refetch
  // on focus), and at once when another tab of this browser changed the workspace since it was loaded.
  refetchOnFocus: {
    force: () => {
      const { userId, loadedAt } = $workspace.get();
      return userId !== null && remote.changedElsewhere(userId, loadedAt);
    },
  },
  otherTabs: { key: (userId) => `${WORKSPACE_STORAGE.changedPrefix}${userId}` },
  onUser: (userId) => {
    followed = { userId, loaded: false };
    kept.forEach((family) => family.load(userId));
  },
  onLoaded: () => {
    if (followed) followed.loaded = true;
    void resendKept();
  },
});

export const $workspace = remote.$store;

/** Loads the workspace of the signed-in user unless it is fresh (or `force`). */
export const loadWorkspace = remote.load;

/** Shows a change at once and undoes it if the request fails (remoteStore's optimistic). */
export const optimistic = remote.optimistic;

export const change = remote.change;

/**
 * A write module's kept writes (./notes.ts, ./tags.ts), which registers when it is first imported (a page
 * that shows notes or tags imports it): if the workspace already follows a user, theirs are read at once,
 * and sent if their rows are in.
 */
export function keptOnDevice(family: KeptOnDevice): void {
  kept.push(family);
  if (!followed) return;
  family.load(followed.userId);
  if (followed.loaded) void family.resend();
}

/** Each write is announced to the other tabs, which load the workspace again (remoteStore's otherTabs). */
export const announceChange = (userId: string) => remote.announce(userId);

// While anything shows the workspace (besides what remoteStore does): resend what this device keeps on reconnect.
onMount($workspace, () => {
  if (typeof window === 'undefined') return undefined;
  const onOnline = () => void resendKept();
  window.addEventListener('online', onOnline);
  return () => window.removeEventListener('online', onOnline);
});

/** The state with its bundle changed. */
export const withBundle = (change: (bundle: WorkspaceBundle) => WorkspaceBundle) => (state: WorkspaceState) => ({ ...state, bundle: change(state.bundle) });

export function update(change: (bundle: WorkspaceBundle) => WorkspaceBundle): void {
  remote.change(withBundle(change));
}

export const withBookmark = (ideaId: string) => (bundle: WorkspaceBundle) =>
  bundle.bookmarks.includes(ideaId) ? bundle : { ...bundle, bookmarks: [ideaId, ...bundle.bookmarks] };
export const withoutBookmark = (ideaId: string) => (bundle: WorkspaceBundle) => ({ ...bundle, bookmarks: bundle.bookmarks.filter((id) => id !== ideaId) });

/** Saves the bookmark if the idea is not saved yet (before a tag or a note), without a toast. */
export async function ensureBookmark(client: DbClient, userId: string, ideaId: string): Promise<string | null> {
  if (isBookmarked($workspace.get(), ideaId)) return null;
  return remote.optimistic(withBundle(withBookmark(ideaId)), withBundle(withoutBookmark(ideaId)), () => insertBookmark(client, userId, ideaId));
}

export async function signedInClient(): Promise<{ client: DbClient; userId: string } | { error: string }> {
  const userId = $auth.get().user?.id;
  if (!userId) return { error: WORKSPACE_TEXT.needsUser };
  try {
    return { client: await authClient(), userId };
  } catch (caught) {
    return { error: authErrorMessage(caught) ?? WORKSPACE_TEXT.tryAgain };
  }
}
