/**
 * Ships to the browser: the session state ($auth) and what moves it: the stored session, read when
 * something first listens to the store (without one it settles as a guest and supabase-js is not loaded),
 * a sign-in in another tab, and the client's auth events. Sign-ins on this page come through ./sign-in.ts
 * and ./redirect.ts, which set the state with applySession.
 */
import { atom, onMount, task } from 'nanostores';
import type { Session, User } from '@supabase/supabase-js';
import { SUPABASE_URL } from '../../config/supabase.ts';
import { wakeIsland } from '../../hydration/islands.ts';
import { deviceStorage } from '../../ui/storage.ts';
import { waitForStore } from '../wait-for.ts';
import { authErrorMessage, type Profile, sessionStorageKey } from '../../auth/rules.ts';
import { authClient, authClientRequested, onAuthEvent } from './client.ts';
import { clearProfileCache, getProfile } from './profile.ts';

export interface AuthState {
  user: User | null;
  session: Session | null;
  /** The user's row in profiles; null when signed out or when there is no row. */
  profile: Profile | null;
  /** True until the stored session has been read (and its profile fetched). */
  loading: boolean;
  initialized: boolean;
}

const SIGNED_OUT: AuthState = { user: null, session: null, profile: null, loading: false, initialized: true };

export const $auth = atom<AuthState>({ user: null, session: null, profile: null, loading: true, initialized: false });

const STORAGE_KEY = sessionStorageKey(SUPABASE_URL);

onAuthEvent((event, session) => {
  // The store's start-up reads the stored session itself.
  if (event === 'INITIAL_SESSION') return;
  if (event === 'SIGNED_OUT' || !session) {
    signedOut();
    return;
  }
  applySession(session);
});

/** A session from a sign-in: the state follows it, with the profile kept for the same user, else fetched. */
export function applySession(session: Session): void {
  // The islands a guest's page left unloaded show what a signed-in visitor gets (avatar, Save state).
  wakeIsland();
  const previous = $auth.get();
  const sameUser = previous.user?.id === session.user.id;
  $auth.set({ user: session.user, session, profile: sameUser ? previous.profile : null, loading: false, initialized: true });
  if (!sameUser || !previous.profile) void refreshProfile(session.user.id);
}

/** The same user, changed (a new password or name). */
export function applyUser(user: User): void {
  const state = $auth.get();
  $auth.set({ ...state, user, session: state.session ? { ...state.session, user } : state.session });
}

export function signedOut(): void {
  clearProfileCache();
  $auth.set(SIGNED_OUT);
}

async function refreshProfile(userId: string): Promise<void> {
  const profile = await getProfile(userId);
  const state = $auth.get();
  if (state.user?.id === userId) $auth.set({ ...state, profile });
}

/* ------------------------------------------------------------------------------------------------------ */
/* Start-up: the store's own side effect, when something first listens to it (an island's useStore).      */

function hasStoredSession(): boolean {
  return deviceStorage.read(STORAGE_KEY) !== null;
}

async function readStoredSession(): Promise<void> {
  try {
    const client = await authClient();
    const { data, error } = await client.auth.getSession();
    if (error) console.error('Could not read the session:', error.message);
    const session = data.session;
    const profile = session ? await getProfile(session.user.id) : null;
    // An auth event may have landed meanwhile; it is newer than what was read here.
    if ($auth.get().initialized && $auth.get().user) return;
    $auth.set({ user: session?.user ?? null, session, profile, loading: false, initialized: true });
  } catch (error) {
    console.error('Could not start the sign-in client:', authErrorMessage(error));
    if (!$auth.get().initialized) $auth.set(SIGNED_OUT);
  }
}

/**
 * Reads the stored session and fetches its profile; sign-ins and sign-outs are followed from then on.
 * Without a stored session it settles as a guest without loading supabase-js.
 */
async function start(): Promise<void> {
  // Not inside the render that mounted the store: hydration must first see the state the server rendered.
  await Promise.resolve();
  if ($auth.get().initialized) return;
  if (hasStoredSession()) await readStoredSession();
  else $auth.set(SIGNED_OUT);
}

onMount($auth, () => {
  if (typeof window === 'undefined') return undefined;
  // Another tab signed in before this one loaded the client: catch up.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY && event.newValue && !authClientRequested()) void task(readStoredSession);
  };
  const page = window;
  page.addEventListener('storage', onStorage);
  void task(start);
  return () => page.removeEventListener('storage', onStorage);
});

/**
 * For stores that follow the signed-in user while they are mounted: calls `follow` with the auth state (at
 * once, but after the render that mounted the caller) and on every change. Returns the unbinder.
 */
export function followAuth(follow: (auth: AuthState) => void): () => void {
  const unbind = $auth.listen(follow);
  // Not inside that render: hydration must first see the state the server rendered.
  queueMicrotask(() => follow($auth.get()));
  return unbind;
}

/** Resolves once the stored session has been read (mounting the store starts that). */
export async function authReady(): Promise<AuthState> {
  await waitForStore($auth, (state) => state.initialized);
  return $auth.get();
}
