// The consent page's and the account page's calls (src/stores/auth/assistants.ts) in Node with the real
// supabase-js against the local stand-in's OAuth 2.1 server: a request's details, Allow and Deny and the
// redirect each gives, what an unknown, decided or other account's request and no network come back as, and
// the grants listed and revoked. The pages' looks for each answer: tests/component/oauth-consent.test.tsx.
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, test, vi } from 'vitest';
import { visit } from '../contract/harness.ts';
import { StoreHarness } from './store-harness.ts';

const harness = new StoreHarness();

vi.mock('../../src/supabase/load.ts', () => ({ loadSupabase: () => harness.load() }));

vi.setConfig({ testTimeout: 20_000, hookTimeout: 60_000 });

harness.hooks();

const REDIRECT_URI = 'http://127.0.0.1:33418/callback';

async function registerClient(name: string): Promise<string> {
  const res = await fetch(`${harness.target.url}/auth/v1/oauth/clients/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_name: name, client_uri: 'https://assistant.example.com', redirect_uris: [REDIRECT_URI], token_endpoint_auth_method: 'none' }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { client_id: string }).client_id;
}

/** What an MCP client's browser does first: /oauth/authorize, which answers with the consent page's address. */
async function authorizationId(clientId: string, scope = 'email'): Promise<string> {
  const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
  const params = new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: REDIRECT_URI, code_challenge: challenge, code_challenge_method: 'S256', state: 'st', scope });
  const { status, location } = await visit(`${harness.target.url}/auth/v1/oauth/authorize?${params}`);
  expect(status).toBe(302);
  return new URL(location).searchParams.get('authorization_id')!;
}

/** A signed-in page with the assistants module loaded on it. */
async function signedInPage(label: string) {
  const account = await harness.signedInUser(label);
  await harness.openPage((stores) => stores.$auth);
  return { account, assistants: await import('../../src/stores/auth/assistants.ts') };
}

describe('answering a request', () => {
  test("the details name the client, its redirect URI, the scopes and the account; Allow gives the client's redirect with a code", async () => {
    const { account, assistants } = await signedInPage('consent-allow');
    const id = await authorizationId(await registerClient('Claude Desktop'), 'email profile');
    const answer = await assistants.loadAuthorization(id);
    expect(answer).toMatchObject({
      kind: 'details',
      details: { authorization_id: id, redirect_uri: REDIRECT_URI, scope: 'email profile', client: { name: 'Claude Desktop', uri: 'https://assistant.example.com' }, user: { id: account.id, email: account.email } },
    });
    const allowed = await assistants.decideAuthorization(id, true);
    expect(allowed.kind).toBe('redirect');
    const back = new URL(allowed.kind === 'redirect' ? allowed.url : '');
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get('code')).toBeTruthy();
    expect(back.searchParams.get('state')).toBe('st');
    // Answered once: the same request again is a decided one.
    expect(await assistants.loadAuthorization(id)).toEqual({ kind: 'problem', problem: 'decided' });
    expect(await assistants.decideAuthorization(id, false)).toEqual({ kind: 'problem', problem: 'decided' });
  });

  test('Deny gives the redirect with error=access_denied and no code', async () => {
    const { assistants } = await signedInPage('consent-deny');
    const id = await authorizationId(await registerClient('Denied assistant'));
    expect((await assistants.loadAuthorization(id)).kind).toBe('details');
    const denied = await assistants.decideAuthorization(id, false);
    const back = new URL(denied.kind === 'redirect' ? denied.url : '');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.has('code')).toBe(false);
  });

  test('a request for a client the account already allowed with these scopes comes back as the redirect at once', async () => {
    const { assistants } = await signedInPage('consent-again');
    const clientId = await registerClient('Returning assistant');
    const first = await authorizationId(clientId);
    await assistants.loadAuthorization(first);
    expect((await assistants.decideAuthorization(first, true)).kind).toBe('redirect');
    const again = await assistants.loadAuthorization(await authorizationId(clientId));
    expect(again.kind).toBe('redirect');
    expect(new URL(again.kind === 'redirect' ? again.url : '').searchParams.get('code')).toBeTruthy();
  });

  test("an unknown request and another account's are both 'gone' (the server tells them apart for nobody)", async () => {
    const id = await authorizationId(await registerClient('Shared assistant'));
    const other = await signedInPage('consent-first');
    expect((await other.assistants.loadAuthorization(id)).kind).toBe('details');
    harness.closePage();
    harness.newPage();
    const { assistants } = await signedInPage('consent-second');
    expect(await assistants.loadAuthorization(id)).toEqual({ kind: 'problem', problem: 'gone' });
    expect(await assistants.loadAuthorization('a'.repeat(32))).toEqual({ kind: 'problem', problem: 'gone' });
  });

  test("no network is 'offline' (the page offers Try again); no session is 'signed-out'", async () => {
    const { assistants } = await signedInPage('consent-offline');
    const id = await authorizationId(await registerClient('Offline assistant'));
    const fetchFailed = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await assistants.loadAuthorization(id)).toEqual({ kind: 'problem', problem: 'offline' });
    fetchFailed.mockRestore();
    harness.newPage();
    await harness.openPage((stores) => stores.$auth);
    const guest = await import('../../src/stores/auth/assistants.ts');
    expect(await guest.loadAuthorization(id)).toEqual({ kind: 'signed-out' });
  });
});

describe('grants', () => {
  test('an allowed assistant is listed with its scopes; revoking removes it, and revoking it again is not an error', async () => {
    const { assistants } = await signedInPage('grants');
    const clientId = await registerClient('Listed assistant');
    const id = await authorizationId(clientId, 'email');
    await assistants.loadAuthorization(id);
    await assistants.decideAuthorization(id, true);
    const listed = await assistants.listAssistantGrants();
    expect(listed.error).toBe(false);
    expect(listed.grants).toEqual([{ client: expect.objectContaining({ id: clientId, name: 'Listed assistant' }), scopes: ['email'], granted_at: expect.any(String) }]);
    expect(await assistants.revokeAssistantGrant(clientId)).toEqual({ error: false });
    expect(await assistants.listAssistantGrants()).toEqual({ grants: [], error: false });
    expect(await assistants.revokeAssistantGrant(clientId)).toEqual({ error: false });
  });

  test('without a network the list and a revoke report an error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { assistants } = await signedInPage('grants-offline');
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await assistants.listAssistantGrants()).toEqual({ grants: [], error: true });
    expect(await assistants.revokeAssistantGrant('00000000-0000-4000-8000-000000000009')).toEqual({ error: true });
  });
});
