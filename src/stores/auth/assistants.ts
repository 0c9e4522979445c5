/**
 * Ships to the browser: assistants (MCP clients) and the person's account, through supabase-js's
 * `auth.oauth`: answering an authorization request on /oauth/consent, and the grants the account page lists
 * and revokes. Each call resolves to a result and never throws; the page leaves for the client with leaveFor.
 */
import type { OAuthAuthorizationDetails, OAuthGrant } from '@supabase/supabase-js';
import { clientRedirect, consentProblem, type ConsentError, type ConsentProblem } from '../../auth/oauth-consent.ts';
import { authClient } from './client.ts';

export type ConsentDetails = OAuthAuthorizationDetails;
export type AssistantGrant = OAuthGrant;

export type ConsentAnswer =
  | { kind: 'details'; details: ConsentDetails }
  /** Where the browser goes next: the client's redirect URI with a code or an error. */
  | { kind: 'redirect'; url: string }
  | { kind: 'problem'; problem: ConsentProblem }
  /** The call needs a session and there is none (it ended in another tab). */
  | { kind: 'signed-out' };

function failed(error: ConsentError): ConsentAnswer {
  if (error.name === 'AuthSessionMissingError') return { kind: 'signed-out' };
  const problem = consentProblem(error);
  if (problem === 'failed') console.error('The consent call failed:', error.message ?? error);
  return { kind: 'problem', problem };
}

function redirectTo(url: unknown): ConsentAnswer {
  const target = clientRedirect(url);
  if (target) return { kind: 'redirect', url: target };
  console.error('The auth server answered with a redirect the page will not follow:', url);
  return { kind: 'problem', problem: 'failed' };
}

async function consentCall(call: () => Promise<ConsentAnswer>): Promise<ConsentAnswer> {
  try {
    return await call();
  } catch (error) {
    // The client itself could not load (its chunk, offline): nothing reached the auth server.
    console.error('The consent call did not run:', error);
    return { kind: 'problem', problem: 'offline' };
  }
}

/**
 * The request's client, scopes and account; binds it to the signed-in account. A request this account already
 * allowed with these scopes comes back as the redirect at once.
 */
export function loadAuthorization(authorizationId: string): Promise<ConsentAnswer> {
  return consentCall(async () => {
    const { data, error } = await (await authClient()).auth.oauth.getAuthorizationDetails(authorizationId);
    if (error) return failed(error);
    return 'authorization_id' in data ? { kind: 'details', details: data } : redirectTo(data.redirect_url);
  });
}

/** Allows or denies the request; the answer is the client's redirect (a code, or error=access_denied). */
export function decideAuthorization(authorizationId: string, allow: boolean): Promise<ConsentAnswer> {
  return consentCall(async () => {
    const { oauth } = (await authClient()).auth;
    // The page shows where it is going before it leaves, and tests can hold it: no automatic redirect.
    const options = { skipBrowserRedirect: true };
    const { data, error } = allow ? await oauth.approveAuthorization(authorizationId, options) : await oauth.denyAuthorization(authorizationId, options);
    return error ? failed(error) : redirectTo(data.redirect_url);
  });
}

/** Leaves this site for the client's redirect URI. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}

/** The account's assistants, newest grant first; `error` is set when they could not be read. */
export async function listAssistantGrants(): Promise<{ grants: AssistantGrant[]; error: boolean }> {
  try {
    const { data, error } = await (await authClient()).auth.oauth.listGrants();
    if (error) {
      console.error('Could not list the assistants:', error.message);
      return { grants: [], error: true };
    }
    return { grants: data, error: false };
  } catch (error) {
    console.error('Could not list the assistants:', error);
    return { grants: [], error: true };
  }
}

/**
 * Ends a client's access: its grant and its sessions of this account. A grant already gone counts as removed
 * (another tab removed it).
 */
export async function revokeAssistantGrant(clientId: string): Promise<{ error: boolean }> {
  try {
    const { error } = await (await authClient()).auth.oauth.revokeGrant({ clientId });
    if (error && error.code !== 'oauth_consent_not_found') {
      console.error('Could not remove the assistant:', error.message);
      return { error: true };
    }
    return { error: false };
  } catch (error) {
    console.error('Could not remove the assistant:', error);
    return { error: true };
  }
}
