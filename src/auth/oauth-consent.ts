/**
 * Pure rules of the assistant consent page (/oauth/consent) and the connected-assistants list: the request
 * in the address, what a failed consent call means for the person, where the page may send the browser, and
 * how a client and its scopes are named. Ships to the browser; no I/O, unit-tested.
 */
import { ASSISTANT_SCOPES, CONSENT_TEXT } from '../config/constants/assistants.ts';

/** Why a request cannot be answered; each has its line in CONSENT_TEXT.problems. */
export type ConsentProblem = keyof typeof CONSENT_TEXT.problems;

/** The problems a second attempt may fix: the request itself is still good. */
export function canRetry(problem: ConsentProblem): boolean {
  return problem === 'offline' || problem === 'failed';
}

/** Supabase Auth's authorization ids: 32 characters of base32 (a-z, 2-7). Anything else is not asked for. */
const AUTHORIZATION_ID = /^[a-z2-7]{32}$/;

/** The authorization_id that /auth/v1/oauth/authorize sent the browser here with; null if none or malformed. */
export function authorizationIdFrom(search: string): string | null {
  const id = new URLSearchParams(search).get('authorization_id')?.trim() ?? '';
  return AUTHORIZATION_ID.test(id) ? id : null;
}

/** The parts of a supabase-js AuthError this reads. */
export interface ConsentError {
  name?: string;
  status?: number;
  code?: string;
  message?: string;
}

/**
 * What a failed consent call means (docs/supabase-contract.md, OAuth 2.1 server): Supabase Auth answers an
 * unknown, expired or other account's request alike (404 oauth_authorization_not_found) so the page cannot
 * tell them apart; a decided one is a 400 validation_failed naming it; no answer at all is supabase-js's
 * retryable fetch error (status 0, or a gateway's 502-504).
 */
export function consentProblem(error: ConsentError): ConsentProblem {
  if (error.name === 'AuthRetryableFetchError' || error.status === 0) return 'offline';
  if (error.code === 'oauth_authorization_not_found' || error.status === 404) return 'gone';
  if (error.code === 'validation_failed' && /no longer pending|cannot be processed/i.test(error.message ?? '')) return 'decided';
  return 'failed';
}

/**
 * Schemes a consent answer never sends the browser to: they would run or show content under this page
 * rather than hand the code to the client. Supabase Auth registers only http(s) and native app schemes; this
 * holds if a registration slipped through.
 */
const UNSAFE_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'blob:', 'file:', 'about:']);

/** The client's redirect_url if the browser may go there; null otherwise. */
export function clientRedirect(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url);
    return UNSAFE_SCHEMES.has(parsed.protocol) ? null : parsed.href;
  } catch {
    return null;
  }
}

/** Where the client takes the person back to, as a person reads it: the host, or a native app's scheme. */
export function clientAddress(redirectUri: string): string {
  try {
    const url = new URL(redirectUri);
    return url.host || url.protocol.replace(/:$/, '');
  } catch {
    return redirectUri;
  }
}

/** The client's website, if it gave an http(s) one. */
export function clientWebsite(uri: string | null | undefined): string | null {
  if (!uri) return null;
  try {
    const url = new URL(uri);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The scopes of a request ("email profile") or a grant (["email"]) in plain words, without duplicates. */
export function scopeTexts(scopes: string | readonly string[]): string[] {
  const list = typeof scopes === 'string' ? scopes.split(/\s+/) : scopes;
  return [...new Set(list.filter(Boolean).map((scope) => (Object.hasOwn(ASSISTANT_SCOPES, scope) ? ASSISTANT_SCOPES[scope]! : scope)))];
}

/** A client's name as the person sees it: what it registered, else the fallback. */
export function clientName(name: string | null | undefined, fallback: string): string {
  return name?.trim() || fallback;
}
