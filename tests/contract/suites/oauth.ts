/**
 * OAuth 2.1 server part of the Supabase wire contract: what an MCP client does with plain fetch (discovery,
 * dynamic registration, /oauth/authorize, /oauth/token; no API key, as such a client has none) and what the
 * app's consent page does through supabase-js's own `auth.oauth` (authorization details, approve, deny,
 * grants, revoke). Runs against both targets; a hosted project needs the OAuth server on, dynamic
 * registration allowed and the authorization path /oauth/consent.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceClient, UserFactory, visit, type Target } from '../harness.ts';

/** A loopback callback, as a desktop MCP client registers. */
const REDIRECT_URI = 'http://127.0.0.1:33418/callback';
const AUTHORIZATION_ID = /^[a-z2-7]{32}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Account = Awaited<ReturnType<UserFactory['signIn']>>;
type Json = Record<string, unknown>;

interface Pkce {
  verifier: string;
  challenge: string;
}

function newPkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function oauthContract(getTarget: () => Target): void {
  let target: Target;
  let users: UserFactory;
  let auth: string;
  const registered: string[] = [];

  beforeAll(() => {
    target = getTarget();
    users = new UserFactory(target);
    auth = `${target.url}/auth/v1`;
  });
  afterAll(async () => {
    // Registered clients outlive their users; the admin API removes them.
    for (const id of registered) await serviceClient(target).auth.admin.oauth.deleteClient(id);
    await users?.cleanup();
  });

  async function register(body: Json): Promise<{ status: number; body: Json }> {
    const res = await fetch(`${auth}/oauth/clients/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as Json;
    if (typeof json.client_id === 'string') registered.push(json.client_id);
    return { status: res.status, body: json };
  }

  async function publicClient(name = 'Contract MCP client'): Promise<string> {
    const { status, body } = await register({
      client_name: name,
      client_uri: 'https://assistant.example.com',
      redirect_uris: [REDIRECT_URI],
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
    });
    expect(status).toBe(201);
    return body.client_id as string;
  }

  function authorizeUrl(clientId: string, pkce: Pkce, extra: Record<string, string> = {}): string {
    const params = new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: REDIRECT_URI,
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
      state: 'state-123',
      ...extra,
    });
    return `${auth}/oauth/authorize?${params}`;
  }

  /** The browser's first step: /oauth/authorize sends it to the consent page; returns the authorization id. */
  async function startAuthorization(clientId: string, pkce: Pkce, extra: Record<string, string> = {}): Promise<string> {
    const { status, location } = await visit(authorizeUrl(clientId, pkce, extra));
    expect(status).toBe(302);
    const consentPage = new URL(location);
    expect(`${consentPage.origin}${consentPage.pathname}`).toBe(`${target.siteUrl}/oauth/consent`);
    const id = consentPage.searchParams.get('authorization_id') ?? '';
    expect(id).toMatch(AUTHORIZATION_ID);
    return id;
  }

  /** The consent page, signed in as account, approves; returns the code from the redirect back. */
  async function approvedCode(account: Account, clientId: string, pkce: Pkce): Promise<string> {
    const id = await startAuthorization(clientId, pkce);
    const details = await account.client.auth.oauth.getAuthorizationDetails(id);
    expect(details.error).toBeNull();
    const redirect =
      details.data && 'redirect_url' in details.data
        ? details.data.redirect_url
        : (await account.client.auth.oauth.approveAuthorization(id, { skipBrowserRedirect: true })).data?.redirect_url;
    const code = new URL(redirect ?? '').searchParams.get('code');
    expect(code).toMatch(UUID);
    return code!;
  }

  async function tokenRequest(fields: Record<string, string>, headers: Record<string, string> = {}) {
    const res = await fetch(`${auth}/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields),
    });
    return { status: res.status, body: (await res.json()) as Json };
  }

  async function exchange(clientId: string, code: string, verifier: string) {
    return await tokenRequest({ grant_type: 'authorization_code', code, client_id: clientId, redirect_uri: REDIRECT_URI, code_verifier: verifier });
  }

  /** A full sign-in of account into a new public client; its tokens. */
  async function signInClient(account: Account, name?: string) {
    const clientId = await publicClient(name);
    const pkce = newPkce();
    const tokens = await exchange(clientId, await approvedCode(account, clientId, pkce), pkce.verifier);
    expect(tokens.status).toBe(200);
    return { clientId, tokens: tokens.body as { access_token: string; refresh_token: string } };
  }

  function rest(path: string, token: string): Promise<Response> {
    return fetch(`${target.url}/rest/v1/${path}`, { headers: { apikey: target.anonKey, Authorization: `Bearer ${token}` } });
  }

  function getUser(token: string): Promise<Response> {
    return fetch(`${auth}/user`, { headers: { apikey: target.anonKey, Authorization: `Bearer ${token}` } });
  }

  describe('discovery', () => {
    it('answers the same metadata at the gateway root (RFC 8414), under /auth/v1 and as OpenID configuration, without an API key', async () => {
      const documents = [];
      for (const url of [
        `${target.url}/.well-known/oauth-authorization-server/auth/v1`,
        `${auth}/.well-known/oauth-authorization-server`,
        `${auth}/.well-known/openid-configuration`,
      ]) {
        const res = await fetch(url);
        expect(res.status).toBe(200);
        documents.push(await res.json());
      }
      expect(documents[1]).toEqual(documents[0]);
      expect(documents[2]).toEqual(documents[0]);
      expect(documents[0]).toMatchObject({
        issuer: auth,
        authorization_endpoint: `${auth}/oauth/authorize`,
        token_endpoint: `${auth}/oauth/token`,
        registration_endpoint: `${auth}/oauth/clients/register`,
        jwks_uri: `${auth}/.well-known/jwks.json`,
        userinfo_endpoint: `${auth}/oauth/userinfo`,
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code', 'refresh_token'],
        code_challenge_methods_supported: ['S256', 'plain'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
        scopes_supported: ['openid', 'profile', 'email', 'phone', 'offline_access'],
      });
    });
  });

  describe('dynamic client registration (RFC 7591)', () => {
    it('registers a public client: 201, its client_id and no secret', async () => {
      const { status, body } = await register({
        client_name: 'Registered public',
        client_uri: 'https://assistant.example.com',
        redirect_uris: [REDIRECT_URI],
        token_endpoint_auth_method: 'none',
        scope: 'email',
      });
      expect(status).toBe(201);
      expect(body).toMatchObject({
        client_type: 'public',
        token_endpoint_auth_method: 'none',
        redirect_uris: [REDIRECT_URI],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        client_name: 'Registered public',
        client_uri: 'https://assistant.example.com',
        registration_type: 'dynamic',
      });
      expect(body.client_id).toMatch(UUID);
      expect(body).not.toHaveProperty('client_secret');
      expect(Date.parse(body.created_at as string)).not.toBeNaN();
    });

    it('without an auth method a client is confidential (client_secret_basic) and gets its secret once', async () => {
      const { status, body } = await register({ client_name: 'Registered confidential', redirect_uris: ['https://app.example.com/cb'] });
      expect(status).toBe(201);
      expect(body).toMatchObject({ client_type: 'confidential', token_endpoint_auth_method: 'client_secret_basic' });
      expect(typeof body.client_secret).toBe('string');
    });

    it('refuses bad metadata with 400 and GoTrue error bodies (an MCP client sends no API version)', async () => {
      const missing = await register({ client_name: 'No redirect' });
      expect(missing).toEqual({ status: 400, body: { code: 400, error_code: 'validation_failed', msg: '400: redirect_uris is required' } });
      const plainHttp = await register({ redirect_uris: ['http://assistant.example.com/cb'] });
      expect(plainHttp.status).toBe(400);
      expect(plainHttp.body.msg).toBe("400: invalid redirect_uri 'http://assistant.example.com/cb': HTTP scheme only allowed for localhost");
      const res = await fetch(`${auth}/oauth/clients/register`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ code: 400, error_code: 'bad_json', msg: 'Invalid JSON body' });
    });
  });

  describe('admin API (supabase-js auth.admin.oauth, service role)', () => {
    it('creates a manual client, gets, updates, rotates its secret, lists and deletes it', async () => {
      const admin = serviceClient(target).auth.admin.oauth;
      const created = await admin.createClient({ client_name: 'Manual client', redirect_uris: [REDIRECT_URI] });
      expect(created.error).toBeNull();
      const client = created.data!;
      registered.push(client.client_id);
      expect(client).toMatchObject({ client_name: 'Manual client', client_type: 'confidential', token_endpoint_auth_method: 'client_secret_basic', registration_type: 'manual' });
      expect(typeof client.client_secret).toBe('string');

      const got = await admin.getClient(client.client_id);
      expect(got.data).toMatchObject({ client_id: client.client_id, client_name: 'Manual client' });
      expect(got.data).not.toHaveProperty('client_secret');
      const renamed = await admin.updateClient(client.client_id, { client_name: 'Renamed client', token_endpoint_auth_method: 'client_secret_post' });
      expect(renamed.data).toMatchObject({ client_name: 'Renamed client', token_endpoint_auth_method: 'client_secret_post', redirect_uris: [REDIRECT_URI] });
      const publicMethod = await admin.updateClient(client.client_id, { token_endpoint_auth_method: 'none' });
      expect(publicMethod.error?.status).toBe(400);
      expect(publicMethod.error?.message).toBe(
        "token_endpoint_auth_method 'none' is not valid for client_type 'confidential'; valid methods: [client_secret_basic client_secret_post]",
      );
      const rotated = await admin.regenerateClientSecret(client.client_id);
      expect(rotated.data?.client_secret).toEqual(expect.any(String));
      expect(rotated.data?.client_secret).not.toBe(client.client_secret);
      const listed = await admin.listClients();
      expect(listed.data.clients.map((c) => c.client_id)).toContain(client.client_id);

      expect((await admin.deleteClient(client.client_id)).error).toBeNull();
      const gone = await admin.getClient(client.client_id);
      expect(gone.error?.code).toBe('oauth_client_not_found');
      expect(gone.error?.status).toBe(404);
      const authorize = await visit(authorizeUrl(client.client_id, newPkce()));
      expect(JSON.parse(authorize.body)).toMatchObject({ error_code: 'oauth_client_not_found' });
    });

    it('is refused to the anon key (403 not_admin)', async () => {
      const res = await fetch(`${auth}/admin/oauth/clients`, { headers: { apikey: target.anonKey, Authorization: `Bearer ${target.anonKey}` } });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error_code: 'not_admin' });
    });
  });

  describe('/oauth/authorize', () => {
    it("redirects (302) to the app's consent page with an authorization_id", async () => {
      await startAuthorization(await publicClient(), newPkce());
    });

    it('answers an unknown client or an unregistered redirect_uri itself (400), never redirecting there', async () => {
      const clientId = await publicClient();
      const unknown = await visit(authorizeUrl(randomUUID(), newPkce()));
      expect(unknown.status).toBe(400);
      expect(JSON.parse(unknown.body)).toEqual({ code: 400, error_code: 'oauth_client_not_found', msg: 'invalid client_id' });
      const elsewhere = await visit(authorizeUrl(clientId, newPkce(), { redirect_uri: 'http://127.0.0.1:33418/other' }));
      expect(elsewhere.status).toBe(400);
      expect(JSON.parse(elsewhere.body)).toEqual({ code: 400, error_code: 'validation_failed', msg: 'invalid redirect_uri' });
    });

    it('sends other bad requests back to the client as error=invalid_request with the state (PKCE is required)', async () => {
      const clientId = await publicClient();
      const cases: [Record<string, string>, string][] = [
        [{ code_challenge: '', code_challenge_method: '' }, 'PKCE flow requires both code_challenge and code_challenge_method'],
        [{ scope: 'email admin' }, 'unsupported scope: admin'],
        [{ response_type: 'token' }, 'only response_type=code is supported'],
      ];
      for (const [extra, description] of cases) {
        const { status, location } = await visit(authorizeUrl(clientId, newPkce(), extra));
        expect(status).toBe(302);
        const back = new URL(location);
        expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
        expect(Object.fromEntries(back.searchParams)).toEqual({ error: 'invalid_request', error_description: description, state: 'state-123' });
      }
    });
  });

  describe('consent (supabase-js auth.oauth)', () => {
    let owner: Account;
    let stranger: Account;

    beforeAll(async () => {
      owner = await users.signIn('oauth-owner');
      stranger = await users.signIn('oauth-stranger');
    });

    it('getAuthorizationDetails names the client, the user and the scope; the request is then the first viewer\'s', async () => {
      const clientId = await publicClient('Details client');
      const id = await startAuthorization(clientId, newPkce());
      const { data, error } = await owner.client.auth.oauth.getAuthorizationDetails(id);
      expect(error).toBeNull();
      expect(data).toEqual({
        authorization_id: id,
        redirect_uri: REDIRECT_URI,
        client: { id: clientId, name: 'Details client', uri: 'https://assistant.example.com' },
        user: { id: owner.id, email: owner.email },
        scope: 'email',
      });
      const other = await stranger.client.auth.oauth.getAuthorizationDetails(id);
      expect(other.data).toBeNull();
      expect(other.error?.code).toBe('oauth_authorization_not_found');
      expect(other.error?.status).toBe(404);
      const unknown = await owner.client.auth.oauth.getAuthorizationDetails('a'.repeat(32));
      expect(unknown.error?.status).toBe(404);
    });

    it('approve answers redirect_url with the code and state; deny with error=access_denied; then neither again', async () => {
      const clientId = await publicClient();
      const approvedId = await startAuthorization(clientId, newPkce());
      await owner.client.auth.oauth.getAuthorizationDetails(approvedId);
      const approved = await owner.client.auth.oauth.approveAuthorization(approvedId, { skipBrowserRedirect: true });
      expect(approved.error).toBeNull();
      const back = new URL(approved.data!.redirect_url);
      expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
      expect([...back.searchParams.keys()]).toEqual(['code', 'state']);
      expect(back.searchParams.get('state')).toBe('state-123');

      const deniedId = await startAuthorization(await publicClient(), newPkce());
      await stranger.client.auth.oauth.getAuthorizationDetails(deniedId);
      const denied = await stranger.client.auth.oauth.denyAuthorization(deniedId, { skipBrowserRedirect: true });
      expect(denied.error).toBeNull();
      const refused = new URL(denied.data!.redirect_url);
      expect(Object.fromEntries(refused.searchParams)).toEqual({
        error: 'access_denied',
        error_description: 'User denied the request',
        state: 'state-123',
      });

      const again = await stranger.client.auth.oauth.approveAuthorization(deniedId, { skipBrowserRedirect: true });
      expect(again.error?.code).toBe('validation_failed');
      expect(again.error?.status).toBe(400);
      expect(again.error?.message).toBe('authorization request is no longer pending');
    });

    it('refuses a browser Origin outside the redirect allow-list (400)', async () => {
      const id = await startAuthorization(await publicClient(), newPkce());
      const res = await fetch(`${auth}/oauth/authorizations/${id}`, {
        headers: { apikey: target.anonKey, Authorization: `Bearer ${owner.session.access_token}`, Origin: 'https://elsewhere.example.com' },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ code: 400, error_code: 'validation_failed', msg: 'unauthorized request origin' });
    });

    it('a request nobody has opened cannot be approved (404)', async () => {
      const id = await startAuthorization(await publicClient(), newPkce());
      const { data, error } = await owner.client.auth.oauth.approveAuthorization(id, { skipBrowserRedirect: true });
      expect(data).toBeNull();
      expect(error?.code).toBe('oauth_authorization_not_found');
      expect(error?.status).toBe(404);
    });

    it('once consented, the next request of the same client is approved at once: details answer redirect_url', async () => {
      const clientId = await publicClient();
      await approvedCode(owner, clientId, newPkce());
      const id = await startAuthorization(clientId, newPkce());
      const { data, error } = await owner.client.auth.oauth.getAuthorizationDetails(id);
      expect(error).toBeNull();
      expect(data).not.toHaveProperty('authorization_id');
      const back = new URL((data as { redirect_url: string }).redirect_url);
      expect(back.searchParams.get('code')).toMatch(UUID);
      expect(back.searchParams.get('state')).toBe('state-123');
    });
  });

  describe('/oauth/token', () => {
    let owner: Account;

    beforeAll(async () => {
      owner = await users.signIn('oauth-token');
    });

    it('exchanges a code once, with its PKCE verifier, for a user token carrying client_id and scope', async () => {
      const clientId = await publicClient();
      const pkce = newPkce();
      const code = await approvedCode(owner, clientId, pkce);

      const wrongVerifier = await exchange(clientId, code, newPkce().verifier);
      expect(wrongVerifier).toEqual({
        status: 400,
        body: { error: 'invalid_grant', error_description: 'PKCE verification failed: code challenge does not match previously saved code verifier' },
      });
      const otherRedirect = await tokenRequest({ grant_type: 'authorization_code', code, client_id: clientId, redirect_uri: 'http://127.0.0.1:1/x', code_verifier: pkce.verifier });
      expect(otherRedirect).toEqual({ status: 400, body: { error: 'invalid_grant', error_description: 'Invalid redirect_uri' } });

      const tokens = await exchange(clientId, code, pkce.verifier);
      expect(tokens.status).toBe(200);
      expect(Object.keys(tokens.body).sort()).toEqual(['access_token', 'expires_in', 'refresh_token', 'token_type']);
      expect(tokens.body).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
      const claims = decodeJwt(tokens.body.access_token as string);
      expect(claims).toMatchObject({
        iss: auth,
        sub: owner.id,
        aud: 'authenticated',
        role: 'authenticated',
        email: owner.email,
        aal: 'aal1',
        client_id: clientId,
        scope: 'email',
        amr: [{ method: 'oauth_provider/authorization_code', timestamp: expect.any(Number) }],
      });
      expect(claims.session_id).toMatch(UUID);
      expect(claims.session_id).not.toBe(decodeJwt(owner.session.access_token).session_id);

      const reused = await exchange(clientId, code, pkce.verifier);
      expect(reused).toEqual({ status: 400, body: { error: 'invalid_grant', error_description: 'Invalid authorization code' } });
    });

    it('authenticates the client first: no client_id, a secret from a public client, another client\'s code', async () => {
      const clientId = await publicClient();
      const pkce = newPkce();
      const code = await approvedCode(owner, clientId, pkce);
      const anonymous = await tokenRequest({ grant_type: 'authorization_code', code, code_verifier: pkce.verifier });
      expect(anonymous).toEqual({ status: 400, body: { code: 400, error_code: 'invalid_credentials', msg: 'Invalid client credentials: client_id is required' } });
      const withSecret = await tokenRequest({ grant_type: 'authorization_code', code, client_id: clientId, client_secret: 'x', code_verifier: pkce.verifier });
      expect(withSecret.body).toMatchObject({ error_code: 'invalid_credentials' });
      const other = await exchange(await publicClient(), code, pkce.verifier);
      expect(other).toEqual({ status: 400, body: { error: 'invalid_grant', error_description: 'Authorization code was not issued for this client' } });
      const password = await tokenRequest({ grant_type: 'password', client_id: clientId });
      expect(password).toEqual({ status: 400, body: { error: 'unsupported_grant_type', error_description: 'Client is not allowed to use grant type: password' } });
    });

    it('a confidential client authenticates with HTTP Basic (client_secret_basic)', async () => {
      const { body: client } = await register({ client_name: 'Confidential', redirect_uris: [REDIRECT_URI] });
      const clientId = client.client_id as string;
      const pkce = newPkce();
      const code = await approvedCode(owner, clientId, pkce);
      const fields = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, code_verifier: pkce.verifier };
      const wrong = await tokenRequest(fields, { Authorization: `Basic ${Buffer.from(`${clientId}:not-it`).toString('base64')}` });
      expect(wrong).toEqual({ status: 400, body: { code: 400, error_code: 'invalid_credentials', msg: 'invalid client credentials' } });
      const basic = `Basic ${Buffer.from(`${clientId}:${client.client_secret as string}`).toString('base64')}`;
      const ok = await tokenRequest(fields, { Authorization: basic });
      expect(ok.status).toBe(200);
      expect(decodeJwt(ok.body.access_token as string).client_id).toBe(clientId);
    });

    it('binds the code to the resource it was asked for (RFC 8707), as MCP clients send it', async () => {
      const clientId = await publicClient();
      const pkce = newPkce();
      const resource = `${target.siteUrl}/mcp`;
      const id = await startAuthorization(clientId, pkce, { resource });
      await owner.client.auth.oauth.getAuthorizationDetails(id);
      const approved = await owner.client.auth.oauth.approveAuthorization(id, { skipBrowserRedirect: true });
      const code = new URL(approved.data!.redirect_url).searchParams.get('code')!;
      const fields = { grant_type: 'authorization_code', code, client_id: clientId, redirect_uri: REDIRECT_URI, code_verifier: pkce.verifier };
      const elsewhere = await tokenRequest({ ...fields, resource: 'https://other.example.com/mcp' });
      expect(elsewhere).toEqual({ status: 400, body: { error: 'invalid_grant', error_description: 'Authorization code resource does not match the resource parameter' } });
      expect((await tokenRequest({ ...fields, resource })).status).toBe(200);
    });

    it('takes a JSON body as well as a form', async () => {
      const clientId = await publicClient();
      const pkce = newPkce();
      const code = await approvedCode(owner, clientId, pkce);
      const res = await fetch(`${auth}/oauth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ grant_type: 'authorization_code', code, client_id: clientId, code_verifier: pkce.verifier }),
      });
      expect(res.status).toBe(200);
      expect(decodeJwt(((await res.json()) as { access_token: string }).access_token).client_id).toBe(clientId);
    });

    it('refreshes with the client (rotating the refresh token); the session belongs to that client only', async () => {
      const { clientId, tokens } = await signInClient(owner);
      const refreshed = await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: clientId });
      expect(refreshed.status).toBe(200);
      expect(Object.keys(refreshed.body).sort()).toEqual(['access_token', 'expires_in', 'refresh_token', 'token_type']);
      expect(refreshed.body.refresh_token).not.toBe(tokens.refresh_token);
      const claims = decodeJwt(refreshed.body.access_token as string);
      expect(claims).toMatchObject({ sub: owner.id, client_id: clientId, scope: 'email', session_id: decodeJwt(tokens.access_token).session_id });

      const current = refreshed.body.refresh_token as string;
      const otherClient = await tokenRequest({ grant_type: 'refresh_token', refresh_token: current, client_id: await publicClient() });
      expect(otherClient).toEqual({ status: 400, body: { error: 'invalid_client', error_description: "Client does not match the session's OAuth client" } });
      const asBrowser = await fetch(`${auth}/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { apikey: target.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: current }),
      });
      expect(asBrowser.status).toBe(400);
      expect(await asBrowser.json()).toEqual({ error: 'invalid_client', error_description: 'Client authentication required for OAuth session' });
      const browserToken = await tokenRequest({ grant_type: 'refresh_token', refresh_token: owner.session.refresh_token, client_id: clientId });
      expect(browserToken).toEqual({ status: 400, body: { error: 'invalid_client', error_description: 'Client authentication not allowed for non-OAuth session' } });
    });

    it('the access token is the user to PostgREST and to the auth server: own rows only, /user, /oauth/userinfo', async () => {
      const stranger = await users.signIn('oauth-rls-stranger');
      expect((await owner.client.from('idea_bookmarks').insert({ user_id: owner.id, idea_id: 'idea-901' })).error).toBeNull();
      expect((await stranger.client.from('idea_bookmarks').insert({ user_id: stranger.id, idea_id: 'idea-902' })).error).toBeNull();
      const { tokens } = await signInClient(owner);

      const rows = await rest('idea_bookmarks?select=user_id,idea_id', tokens.access_token);
      expect(rows.status).toBe(200);
      expect(await rows.json()).toEqual([{ user_id: owner.id, idea_id: 'idea-901' }]);
      const write = await fetch(`${target.url}/rest/v1/idea_bookmarks`, {
        method: 'POST',
        headers: { apikey: target.anonKey, Authorization: `Bearer ${tokens.access_token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ user_id: stranger.id, idea_id: 'idea-903' }),
      });
      expect(write.status).toBe(403);

      const user = await getUser(tokens.access_token);
      expect(user.status).toBe(200);
      expect(await user.json()).toMatchObject({ id: owner.id, email: owner.email });
      const info = await fetch(`${auth}/oauth/userinfo`, { headers: { Authorization: `Bearer ${tokens.access_token}` } });
      expect(info.status).toBe(200);
      expect(await info.json()).toEqual({ sub: owner.id, email: owner.email, email_verified: true });
      // A browser session has no scopes: its token learns only who it is.
      const browserInfo = await fetch(`${auth}/oauth/userinfo`, { headers: { Authorization: `Bearer ${owner.session.access_token}` } });
      expect(await browserInfo.json()).toEqual({ sub: owner.id });
    });
  });

  describe('grants (supabase-js auth.oauth.listGrants / revokeGrant)', () => {
    it('lists the clients the user allowed; revoking ends their sessions: the refresh token and /user refuse at once', async () => {
      const owner = await users.signIn('oauth-grants');
      const { clientId, tokens } = await signInClient(owner, 'Granted client');

      const listed = await owner.client.auth.oauth.listGrants();
      expect(listed.error).toBeNull();
      expect(listed.data).toEqual([
        { client: { id: clientId, name: 'Granted client', uri: 'https://assistant.example.com' }, scopes: ['email'], granted_at: expect.any(String) },
      ]);

      const revoked = await owner.client.auth.oauth.revokeGrant({ clientId });
      expect(revoked).toEqual({ data: {}, error: null });
      expect((await owner.client.auth.oauth.listGrants()).data).toEqual([]);

      const refresh = await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: clientId });
      expect(refresh).toEqual({ status: 400, body: { code: 400, error_code: 'refresh_token_not_found', msg: 'Invalid Refresh Token: Refresh Token Not Found' } });
      const user = await getUser(tokens.access_token);
      expect(user.status).toBe(403);
      expect(await user.json()).toMatchObject({ error_code: 'session_not_found' });
      // PostgREST checks only the signature and expiry, so the last access token reads until it expires.
      expect((await rest('idea_bookmarks?select=idea_id', tokens.access_token)).status).toBe(200);
      // The browser session is not the client's and lives on.
      expect((await getUser(owner.session.access_token)).status).toBe(200);

      const again = await owner.client.auth.oauth.revokeGrant({ clientId });
      expect(again.error?.code).toBe('oauth_consent_not_found');
      expect(again.error?.status).toBe(404);
    });
  });
}
