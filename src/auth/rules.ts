/**
 * Pure sign-in rules: display names and avatar initials, safe return paths, callback addresses, auth
 * redirects, error texts and the profile cache. Ships to the browser; no I/O, unit-tested.
 */
import type { Tables } from '../supabase/types.ts';
import { AUTH_LIMITS, AUTH_TEXT } from '../config/constants/auth.ts';
import { redirectErrorText, type AuthLinkFlow } from './callback-errors.ts';

/** The parts of a Supabase user these rules read. */
export interface UserLike {
  email?: string | null;
  user_metadata?: Record<string, unknown> | null;
}

/** Full name, else the local part of the email, else 'User'. */
export function displayName(user: UserLike | null | undefined): string {
  const fullName = user?.user_metadata?.full_name;
  if (typeof fullName === 'string' && fullName.trim()) return fullName.trim();
  const local = (user?.email ?? '').split('@')[0]?.trim();
  return local || AUTH_TEXT.fallbackName;
}

/**
 * Up to two letters: the first character of each of the first two words of the name. Words are split on
 * spaces and on the separators common in email local parts (. _ - +), so 'ada.lovelace' gives 'AL'.
 */
export function initials(name: string): string {
  const words = name.trim().split(/[\s._+-]+/u).filter(Boolean);
  const letters = words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('');
  return (letters || AUTH_TEXT.fallbackName[0]!).toLocaleUpperCase();
}

export function avatarInitials(user: UserLike | null | undefined): string {
  return initials(displayName(user));
}

const PROBE_ORIGIN = 'https://origin.invalid';

/** /auth and everything under it: never a place to return to after signing in (it would loop). */
export function isAuthPath(pathname: string): boolean {
  return /^\/auth(\.html|\/.*)?$/.test(pathname);
}

/** A path a browser would read as another host: '//host', or '/\\host' (it reads '\\' as '/'). */
function leavesOrigin(path: string): boolean {
  return /^[/\\]{2}/.test(path);
}

/**
 * Where to go after signing in: only a same-origin path starting with one '/' (never '//', a backslash,
 * a scheme or control characters) and never an /auth page; anything else gives the fallback. The check
 * runs on the path as the browser will read it too: resolving dot-segments ('/.//host', '/a/..//host',
 * '/%2e//host') can turn a harmless-looking path into a protocol-relative address.
 */
export function safeRedirect(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || leavesOrigin(value)) return fallback;
  // Browsers read '\' as '/' in http(s) URLs, so '/\evil.example' would leave the site.
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN || leavesOrigin(url.pathname) || isAuthPath(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The path a sign-in started here should come back to: the page itself with its #fragment (the section the
 * person was reading), except on /auth pages, where it is their own (safe) redirect_to parameter.
 */
export function returnPathFor(pathname: string, search = '', hash = ''): string {
  if (isAuthPath(pathname)) return safeRedirect(new URLSearchParams(search).get('redirect_to'));
  return safeRedirect(`${pathname}${search}${hash}`);
}

/** Where confirmation, magic-link and Google sign-ins land before moving on to their return path. */
export const AUTH_CALLBACK_PATH = '/auth/callback';

const FLOW_PARAM = 'flow';

/** `${origin}/auth/callback?redirect_to=<safe path>[&flow=signup|magiclink]`. */
export function callbackUrl(origin: string, returnPath: string, flow?: AuthLinkFlow): string {
  const url = new URL(AUTH_CALLBACK_PATH, origin);
  url.searchParams.set('redirect_to', safeRedirect(returnPath));
  if (flow) url.searchParams.set(FLOW_PARAM, flow);
  return url.href;
}

/** The flow a callback address names; null for none or anything else. */
export function linkFlowOf(search: string): AuthLinkFlow | null {
  const flow = new URLSearchParams(search).get(FLOW_PARAM);
  return flow === 'signup' || flow === 'magiclink' ? flow : null;
}

/** Where the password-reset mail leads. */
export function resetPasswordUrl(origin: string): string {
  return new URL('/auth/reset-password', origin).href;
}

/** /auth with a return path, for links that send a guest to the sign-in page. */
export function authPageUrl(returnPath: string): string {
  const path = safeRedirect(returnPath);
  return path === '/' ? '/auth' : `/auth?redirect_to=${encodeURIComponent(path)}`;
}

/** The error text shown to people: the error's message, else 'An error occurred'; no error gives null. */
export function authErrorMessage(error: unknown): string | null {
  if (error === null || error === undefined || error === false) return null;
  if (typeof error === 'string') return error.trim() || AUTH_TEXT.genericError;
  if (typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim() && message.trim() !== '{}') return message;
  }
  return AUTH_TEXT.genericError;
}

/** What an address that the auth server redirected to carries. */
export type AuthRedirect =
  | { kind: 'session'; accessToken: string; refreshToken: string; type: string | null }
  | { kind: 'code'; code: string }
  /** `message` is one of our texts (src/auth/callback-errors.ts), never the link's own words. */
  | { kind: 'error'; message: string }
  | { kind: 'none' };

/**
 * Reads an auth redirect: `?code=` (PKCE, what this site's own sign-ins produce), tokens as
 * `access_token=&refresh_token=` in the hash (implicit flow) or the query (the callback's documented
 * parameters), or `error=&error_code=&error_description=` (either part). An error wins over the rest; its
 * message comes from the codes, as anyone can write a link's error_description.
 */
export function parseAuthRedirect(href: string): AuthRedirect {
  const url = new URL(href);
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  const query = url.searchParams;
  for (const params of [hash, query]) {
    if (params.has('error') || params.has('error_description') || params.has('error_code')) {
      return { kind: 'error', message: redirectErrorText(params) };
    }
  }
  const code = query.get('code');
  if (code) return { kind: 'code', code };
  for (const params of [hash, query]) {
    const accessToken = params.get('access_token');
    const refreshToken = params.get('refresh_token');
    if (accessToken && refreshToken) return { kind: 'session', accessToken, refreshToken, type: params.get('type') };
  }
  return { kind: 'none' };
}

/** The address without what a sign-in redirect put in it (code, tokens, errors, flow): nothing secret lingers in the history. */
export function withoutAuthParams(href: string): string {
  const url = new URL(href);
  for (const name of [FLOW_PARAM, 'code', 'access_token', 'refresh_token', 'expires_in', 'expires_at', 'token_type', 'type', 'provider_token', 'provider_refresh_token', 'error', 'error_code', 'error_description']) {
    url.searchParams.delete(name);
  }
  return `${url.pathname}${url.search}`;
}

/** localStorage key under which supabase-js keeps the session: `sb-<first host label>-auth-token`. */
export function sessionStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/** A profile row (table profiles, keyed by the user id). */
export type Profile = Tables<'profiles'>;

interface CachedProfile {
  userId: string;
  savedAt: number;
  profile: Profile | null;
}

export function serializeProfileCache(userId: string, profile: Profile | null, now: number): string {
  return JSON.stringify({ userId, savedAt: now, profile } satisfies CachedProfile);
}

/** A cached profile for this user saved less than `maxAgeMs` ago; `{ hit: false }` otherwise. */
export function readProfileCache(
  raw: string | null,
  userId: string,
  now: number,
  maxAgeMs: number = AUTH_LIMITS.profileCacheMs,
): { hit: true; profile: Profile | null } | { hit: false } {
  if (!raw) return { hit: false };
  try {
    const cached = JSON.parse(raw) as Partial<CachedProfile>;
    if (cached.userId !== userId || typeof cached.savedAt !== 'number') return { hit: false };
    const age = now - cached.savedAt;
    if (age < 0 || age >= maxAgeMs) return { hit: false };
    const profile = cached.profile;
    if (profile !== null && (typeof profile !== 'object' || profile === undefined || profile.id !== userId)) return { hit: false };
    return { hit: true, profile: profile ?? null };
  } catch {
    return { hit: false };
  }
}
