/**
 * Ships to the browser: auth state ($auth), the sign-in dialog request ($signInDialog) and every auth
 * action. supabase-js is loaded on demand: a guest with no stored session never downloads it until they
 * start signing in. Every action resolves to `{ error: string | null }` and never throws.
 */
import { atom, onMount, task } from 'nanostores';
import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { SUPABASE_URL } from '../config/supabase.ts';
import { loadSupabase } from '../supabase/load.ts';
import { selectProfile, updatePickedForYou, updateProfileName } from '../supabase/profiles.ts';
import type { DbClient } from '../supabase/types.ts';
import { wakeIsland } from '../hydration/islands.ts';
import { waitForStore } from './wait-for.ts';
import { AUTH_STORAGE, AUTH_TEXT, RECOMMENDATIONS } from '../config/constants.ts';
import {
  authErrorMessage,
  callbackUrl,
  parseAuthRedirect,
  type Profile,
  readProfileCache,
  resetPasswordUrl,
  returnPathFor,
  serializeProfileCache,
  sessionStorageKey,
} from '../auth/rules.ts';
import { libraryErrorText } from '../auth/callback-errors.ts';

export type { Profile } from '../auth/rules.ts';

export interface AuthState {
  user: User | null;
  session: Session | null;
  /** The user's row in profiles; null when signed out or when there is no row. */
  profile: Profile | null;
  /** True until the stored session has been read (and its profile fetched). */
  loading: boolean;
  initialized: boolean;
}

export interface AuthResult {
  error: string | null;
}

const SIGNED_OUT: AuthState = { user: null, session: null, profile: null, loading: false, initialized: true };

export const $auth = atom<AuthState>({ user: null, session: null, profile: null, loading: true, initialized: false });

/* ------------------------------------------------------------------------------------------------------ */
/* The sign-in dialog, opened from anywhere (header, bookmark button, workspace prompts).                   */

export type SignInMethod = 'password' | 'magic-link' | 'signup';

export interface SignInDialogRequest {
  title: string;
  /** Called when a sign-in step succeeded: a password sign-in, a magic link sent, an account created. */
  onSuccess?: (method: SignInMethod) => void;
  /** Called whenever the dialog closes. */
  onClose?: () => void;
}

/** The open dialog's request; null when closed. */
export const $signInDialog = atom<SignInDialogRequest | null>(null);

export function openSignInDialog(options: { title?: string; onSuccess?: (method: SignInMethod) => void; onClose?: () => void } = {}): void {
  $signInDialog.set({ title: options.title?.trim() || AUTH_TEXT.dialogTitle, onSuccess: options.onSuccess, onClose: options.onClose });
  // The dialog lives in the header's island, which a guest's page has not loaded yet.
  wakeIsland('account');
}

export function closeSignInDialog(): void {
  const request = $signInDialog.get();
  if (!request) return;
  $signInDialog.set(null);
  request.onClose?.();
}

/* ------------------------------------------------------------------------------------------------------ */
/* The client and the state it drives.                                                                      */

const STORAGE_KEY = sessionStorageKey(SUPABASE_URL);

let clientPromise: Promise<DbClient> | null = null;

/** The supabase-js client, loaded on first use and subscribed to auth changes. For other stores too. */
export function authClient(): Promise<DbClient> {
  if (!clientPromise) {
    const loading = loadSupabase().then((client) => {
      client.auth.onAuthStateChange((event, session) => {
        // supabase-js holds a lock while it runs these callbacks: calling it back from inside deadlocks.
        setTimeout(() => onAuthEvent(event, session), 0);
      });
      return client;
    });
    clientPromise = loading;
    loading.catch(() => {
      if (clientPromise === loading) clientPromise = null;
    });
  }
  return clientPromise;
}

function onAuthEvent(event: AuthChangeEvent, session: Session | null): void {
  // The store's start-up reads the stored session itself.
  if (event === 'INITIAL_SESSION') return;
  if (event === 'SIGNED_OUT' || !session) {
    signedOut();
    return;
  }
  applySession(session);
}

function applySession(session: Session): void {
  // The islands a guest's page left unloaded show what a signed-in visitor gets (avatar, Save state).
  wakeIsland();
  const previous = $auth.get();
  const sameUser = previous.user?.id === session.user.id;
  $auth.set({ user: session.user, session, profile: sameUser ? previous.profile : null, loading: false, initialized: true });
  if (!sameUser || !previous.profile) void refreshProfile(session.user.id);
}

function applyUser(user: User): void {
  const state = $auth.get();
  $auth.set({ ...state, user, session: state.session ? { ...state.session, user } : state.session });
}

function signedOut(): void {
  clearProfileCache();
  $auth.set(SIGNED_OUT);
}

/* ------------------------------------------------------------------------------------------------------ */
/* Profile: select * from profiles where id = user id, single row; cached in sessionStorage.                */

function readStorage(storage: 'localStorage' | 'sessionStorage', key: string): string | null {
  try {
    return window[storage].getItem(key);
  } catch {
    return null;
  }
}

function writeProfileCache(userId: string, profile: Profile | null): void {
  try {
    window.sessionStorage.setItem(AUTH_STORAGE.profileCache, serializeProfileCache(userId, profile, Date.now()));
  } catch {
    // Storage full or disabled: the profile is simply fetched again next time.
  }
}

function clearProfileCache(): void {
  try {
    window.sessionStorage.removeItem(AUTH_STORAGE.profileCache);
  } catch {
    // Nothing cached.
  }
}

const profileRequests = new Map<string, Promise<Profile | null>>();

async function fetchProfile(userId: string): Promise<Profile | null> {
  const client = await authClient();
  const result = await selectProfile(client, userId);
  // No row is cached; any other failure is logged and, not being cached, retried next time.
  if ('missing' in result) writeProfileCache(userId, null);
  if ('error' in result) console.error('Could not load the profile:', result.error);
  if (!('row' in result)) return null;
  writeProfileCache(userId, result.row);
  return result.row;
}

/** The user's profile: from the 5-minute cache, else from the database. */
function getProfile(userId: string): Promise<Profile | null> {
  const cached = readProfileCache(readStorage('sessionStorage', AUTH_STORAGE.profileCache), userId, Date.now());
  if (cached.hit) return Promise.resolve(cached.profile);
  let request = profileRequests.get(userId);
  if (!request) {
    request = fetchProfile(userId)
      .catch((error: unknown) => {
        console.error('Could not load the profile:', authErrorMessage(error));
        return null;
      })
      .finally(() => profileRequests.delete(userId));
    profileRequests.set(userId, request);
  }
  return request;
}

async function refreshProfile(userId: string): Promise<void> {
  const profile = await getProfile(userId);
  const state = $auth.get();
  if (state.user?.id === userId) $auth.set({ ...state, profile });
}

/* ------------------------------------------------------------------------------------------------------ */
/* Start-up: the store's own side effect, when something first listens to it (an island's useStore).      */

function hasStoredSession(): boolean {
  return readStorage('localStorage', STORAGE_KEY) !== null;
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
    if (event.key === STORAGE_KEY && event.newValue && !clientPromise) void task(readStoredSession);
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

/* ------------------------------------------------------------------------------------------------------ */
/* Actions.                                                                                                 */

async function attempt(
  work: (client: DbClient) => Promise<{ error: unknown }>,
  describe: (error: unknown) => string | null = authErrorMessage,
): Promise<AuthResult> {
  try {
    const { error } = await work(await authClient());
    return { error: describe(error) };
  } catch (error) {
    return { error: describe(error) };
  }
}

/** Where a sign-in started on this page returns to, #fragment included, whichever method it uses. */
function currentReturnPath(): string {
  return returnPathFor(window.location.pathname, window.location.search, window.location.hash);
}

export interface PasswordSignInResult extends AuthResult {
  /** The account exists but its address is not confirmed yet: the form offers a new confirmation mail. */
  emailNotConfirmed: boolean;
}

export async function signInWithPassword(email: string, password: string): Promise<PasswordSignInResult> {
  let code: unknown = null;
  const result = await attempt(async (client) => {
    const { data, error } = await client.auth.signInWithPassword({ email: email.trim(), password });
    if (!error && data.session) applySession(data.session);
    code = error?.code;
    return { error };
  });
  return { ...result, emailNotConfirmed: code === 'email_not_confirmed' };
}

/** Mails the sign-up confirmation again; its link leads to /auth/callback and back to `returnPath`. */
export function resendConfirmation(email: string, returnPath: string = currentReturnPath()): Promise<AuthResult> {
  return attempt((client) =>
    client.auth.resend({ type: 'signup', email: email.trim(), options: { emailRedirectTo: callbackUrl(window.location.origin, returnPath, 'signup') } }),
  );
}

/** Creates an account; the confirmation mail leads to /auth/callback and back to `returnPath`. */
export function signUp(email: string, password: string, name?: string, returnPath: string = currentReturnPath()): Promise<AuthResult> {
  const fullName = name?.trim();
  return attempt(async (client) => {
    const { data, error } = await client.auth.signUp({
      email: email.trim(),
      password,
      options: { emailRedirectTo: callbackUrl(window.location.origin, returnPath, 'signup'), ...(fullName ? { data: { full_name: fullName } } : {}) },
    });
    // With confirmations off the server signs the new user in at once.
    if (!error && data.session) applySession(data.session);
    return { error };
  });
}

export function sendMagicLink(email: string, returnPath: string = currentReturnPath()): Promise<AuthResult> {
  return attempt((client) =>
    client.auth.signInWithOtp({ email: email.trim(), options: { emailRedirectTo: callbackUrl(window.location.origin, returnPath, 'magiclink') } }),
  );
}

/** Leaves for Google's consent page (the browser navigates away on success). */
export function signInWithGoogle(returnPath: string = currentReturnPath()): Promise<AuthResult> {
  return attempt((client) =>
    client.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: callbackUrl(window.location.origin, returnPath) } }),
  );
}

export async function signOut(): Promise<AuthResult> {
  const result = await attempt((client) => client.auth.signOut());
  if (!result.error) signedOut();
  return result;
}

/** Sends the password-reset mail; its link leads to /auth/reset-password. */
export function resetPassword(email: string): Promise<AuthResult> {
  return attempt((client) => client.auth.resetPasswordForEmail(email.trim(), { redirectTo: resetPasswordUrl(window.location.origin) }));
}

export function updatePassword(password: string): Promise<AuthResult> {
  return attempt(async (client) => {
    const { data, error } = await client.auth.updateUser({ password });
    if (!error && data.user) applyUser(data.user);
    return { error };
  });
}

/** Saves the name to user_metadata.full_name and profiles.full_name (an empty name clears it). */
export function updateName(name: string): Promise<AuthResult> {
  const fullName = name.trim() || null;
  return attempt(async (client) => {
    const { data, error } = await client.auth.updateUser({ data: { full_name: fullName } });
    if (error) return { error };
    applyUser(data.user);
    const userId = data.user.id;
    const profileError = await updateProfileName(client, userId, fullName);
    if (profileError) {
      console.error('Could not save the name to the profile:', profileError.message);
      return { error: profileError };
    }
    const state = $auth.get();
    if (state.user?.id === userId && state.profile) {
      const profile = { ...state.profile, full_name: fullName };
      $auth.set({ ...state, profile });
      writeProfileCache(userId, profile);
    }
    return { error: null };
  });
}

/**
 * The opt-in to "Picked for you" in the daily alert: shown at once, put back as it was when the database
 * refuses it. `error` is for the person; the cause goes to the console.
 */
export async function setPickedForYou(on: boolean): Promise<AuthResult> {
  const before = $auth.get();
  const userId = before.user?.id;
  if (!userId || !before.profile) return { error: AUTH_TEXT.genericError };
  const previous = before.profile.picked_for_you;
  const apply = (value: boolean) => {
    const state = $auth.get();
    if (state.user?.id !== userId || !state.profile) return;
    const profile = { ...state.profile, picked_for_you: value };
    $auth.set({ ...state, profile });
    writeProfileCache(userId, profile);
  };
  apply(on);
  const result = await attempt(
    (client) => updatePickedForYou(client, userId, on).then((error) => ({ error })),
    (error) => {
      if (!error) return null;
      console.error('Could not save the Picked for you choice:', error);
      return RECOMMENDATIONS.optIn.failed;
    },
  );
  if (result.error) apply(previous);
  return result;
}

/** Tokens an address carried, held back until the person has seen whose account they open. */
export interface TokenSignIn {
  email: string;
  accessToken: string;
  refreshToken: string;
}

export interface RedirectResult extends AuthResult {
  type: string | null;
  /** Tokens in the address, waiting for confirmTokenSignIn(); only where tokens are accepted. */
  tokens: TokenSignIn | null;
}

/**
 * Finishes a sign-in that the auth server redirected back with: a `?code=` (PKCE, every sign-in this site
 * starts) or an error. An address with neither is not an error (the session, if any, is already stored).
 * Tokens in the address never sign anyone in by themselves: anyone can make a link with their own tokens
 * and send it (sign-in CSRF). Where `acceptTokens`, they come back with the account's email for the
 * person to confirm; elsewhere they are an error.
 */
export async function completeAuthRedirect(href: string = window.location.href, { acceptTokens = false } = {}): Promise<RedirectResult> {
  const redirect = parseAuthRedirect(href);
  switch (redirect.kind) {
    case 'error':
      return { error: redirect.message, type: null, tokens: null };
    case 'none':
      await authReady();
      return { error: null, type: null, tokens: null };
    case 'session': {
      if (!acceptTokens) return { error: AUTH_TEXT.callbackError, type: null, tokens: null };
      try {
        const { data, error } = await (await authClient()).auth.getUser(redirect.accessToken);
        const email = data.user?.email;
        // A link's tokens that name no live session: docs/spec/public-site.md#8-error-catalogue's message, not
        // the library's ("Invalid JWT structure").
        if (error || !email) return { error: AUTH_TEXT.callbackError, type: null, tokens: null };
        return { error: null, type: redirect.type, tokens: { email, accessToken: redirect.accessToken, refreshToken: redirect.refreshToken } };
      } catch {
        return { error: AUTH_TEXT.callbackError, type: null, tokens: null };
      }
    }
    case 'code': {
      // Our texts by error code: the library's own ("PKCE code verifier not found in storage...") are for developers.
      const result = await attempt(async (client) => {
        const { data, error } = await client.auth.exchangeCodeForSession(redirect.code);
        if (!error && data.session) applySession(data.session);
        return { error };
      }, libraryErrorText);
      return { ...result, type: null, tokens: null };
    }
  }
}

/** Signs in with tokens from the address, once the person has confirmed the account they belong to. */
export function confirmTokenSignIn(tokens: TokenSignIn): Promise<AuthResult> {
  return attempt(async (client) => {
    const { data, error } = await client.auth.setSession({ access_token: tokens.accessToken, refresh_token: tokens.refreshToken });
    if (!error && data.session) applySession(data.session);
    return { error };
  }, libraryErrorText);
}
