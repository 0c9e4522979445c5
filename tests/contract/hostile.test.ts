// The local backend under hostile requests: SQL fragments in filters and values, unknown tables, columns,
// operators and functions, oversized and malformed bodies, forged tokens (alg none, wrong secret, expired,
// garbage), foreign redirect_to addresses and replayed refresh tokens. Each gets Supabase's error shape,
// and the database (read through the service role after every request) is exactly as before.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCAL_SUPABASE } from '../../local/config.ts';
import { startLocalSupabase, type LocalSupabase } from '../../local/supabase/server.ts';
import { anonClient, localTarget, serviceClient, UserFactory, type Target } from './harness.ts';

vi.setConfig({ testTimeout: 20_000, hookTimeout: 60_000 });

let server: LocalSupabase;
let target: Target;
let users: UserFactory;
let attacker: { id: string; token: string; refresh: string };
let victimId: string;
const TABLES = ['profiles', 'idea_bookmarks', 'user_idea_tags', 'user_idea_notes', 'paper_reads', 'dismissed_ideas', 'saved_searches', 'newsletter_subscriptions', 'admin_runs'] as const;

/** Every row of every public table and every account, as the service role sees them. */
async function snapshot(): Promise<string> {
  const admin = serviceClient(target);
  const tables: Record<string, unknown> = {};
  for (const table of TABLES) {
    const { data, error } = await admin.from(table).select('*');
    if (error) throw new Error(`${table}: ${error.message}`);
    tables[table] = [...(data ?? [])].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  const { data } = await admin.auth.admin.listUsers({ perPage: 1000 });
  tables.users = data.users.map((user) => [user.id, user.email, user.role, user.user_metadata]).sort();
  return JSON.stringify(tables);
}

const now = () => Math.floor(Date.now() / 1000);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claims = () => ({ sub: attacker.id, role: 'authenticated', aud: 'authenticated', iss: `${target.url}/auth/v1` });
const sign = (secret: string, exp: number) =>
  new SignJWT(claims()).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt(exp - 3600).setExpirationTime(exp).sign(new TextEncoder().encode(secret));

/** Forged tokens, each claiming to be the victim (so a bug would let the attacker act as them). */
async function forgedTokens(): Promise<Record<string, string>> {
  const asVictim = { ...claims(), sub: victimId, exp: now() + 3600 };
  return {
    'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64(asVictim)}.`,
    'wrong secret': await new SignJWT(asVictim).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('an-attacker-chosen-secret-of-at-least-32-chars')),
    expired: await sign(LOCAL_SUPABASE.jwtSecret, now() - 60),
    garbage: 'not.a.jwt',
    'payload swapped': (() => {
      const [header, , signature] = attacker.token.split('.');
      return `${header}.${b64(asVictim)}.${signature}`;
    })(),
  };
}

async function call(path: string, init: RequestInit & { token?: string } = {}): Promise<{ status: number; body: Record<string, unknown> | unknown[]; location: string }> {
  const response = await fetch(`${target.url}${path}`, {
    redirect: 'manual',
    ...init,
    headers: { apikey: LOCAL_SUPABASE.anonKey, Authorization: `Bearer ${init.token ?? attacker.token}`, 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) },
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {}, location: response.headers.get('location') ?? '' };
}

/** PostgREST's error body: code, message, details and hint, always all four keys. */
const PGRST_ERROR = { code: expect.any(String), message: expect.any(String), details: expect.toSatisfy((v) => v === null || typeof v === 'string'), hint: null };
let hostileRequests = 0;

/** Sends the request, checks the answer, and checks that nothing in the database changed. */
async function expectRefused(path: string, init: RequestInit & { token?: string }, status: number, body: Record<string, unknown>) {
  const before = await snapshot();
  const answer = await call(path, init);
  hostileRequests += 1;
  expect({ status: answer.status, body: answer.body }, `${init.method ?? 'GET'} ${path.slice(0, 120)}`).toMatchObject({ status, body });
  expect(await snapshot()).toBe(before);
}

beforeAll(async () => {
  server = await startLocalSupabase({ port: 0, dataDir: null, seed: true, logMail: false, refreshTokenReuseInterval: 0 });
  target = localTarget(server.url, 0);
  users = new UserFactory(target);
  const victim = await users.signIn('victim');
  victimId = victim.id;
  await victim.client.from('idea_bookmarks').insert({ user_id: victim.id, idea_id: 'idea-1' });
  await victim.client.from('user_idea_notes').insert({ user_id: victim.id, idea_id: 'idea-1', content: 'private note' });
  await victim.client.from('user_idea_tags').insert({ user_id: victim.id, idea_id: 'idea-1', tag_type: 'theme', tag_value: 'secret' });
  const signedIn = await users.signIn('attacker');
  attacker = { id: signedIn.id, token: signedIn.session.access_token, refresh: signedIn.session.refresh_token };
});

afterAll(async () => {
  console.info(`hostile requests: ${hostileRequests}, each followed by a full database comparison`);
  await users?.cleanup();
  await server?.close();
});

describe('REST under hostile requests', () => {
  it.each([
    ["SQL in a filter value is a value: the victim's rows stay hidden", `/rest/v1/idea_bookmarks?idea_id=eq.idea-1'%20OR%20'1'='1`, 200],
    ['SQL in a like pattern', `/rest/v1/user_idea_tags?tag_value=like.*'%20or%201=1--`, 200],
  ] as const)('%s', async (_name, path, status) => {
    const before = await snapshot();
    const answer = await call(path);
    hostileRequests += 1;
    expect(answer).toMatchObject({ status, body: [] });
    expect(await snapshot()).toBe(before);
  });

  it.each([
    ['a sub-select in select', '/rest/v1/idea_bookmarks?select=*,(select%201)', 400, 'PGRST100'],
    ['SQL in order', '/rest/v1/idea_bookmarks?order=idea_id;drop%20table%20profiles', 400, '42703'],
    ['SQL as a column name', '/rest/v1/idea_bookmarks?select=user_id;delete%20from%20idea_bookmarks', 400, '42703'],
    ['an unknown table', '/rest/v1/no_such_table', 404, 'PGRST205'],
    ['a system catalogue', '/rest/v1/pg_shadow', 404, 'PGRST205'],
    ['the auth schema', '/rest/v1/auth.users', 404, 'PGRST205'],
    ['an unknown column', '/rest/v1/idea_bookmarks?nope=eq.1', 400, '42703'],
    ['an unknown operator', '/rest/v1/idea_bookmarks?idea_id=zz.1', 400, 'PGRST100'],
    ['SQL after an in() list', '/rest/v1/user_idea_notes?idea_id=in.(idea-1,idea-2);delete%20from%20user_idea_notes', 400, 'PGRST100'],
    ['an unknown function', '/rest/v1/rpc/pg_sleep', 404, 'PGRST202', { method: 'POST', body: '{"seconds":5}' }],
  ] as const)('%s -> %s %s', async (_name, path, status, code, init: RequestInit = {}) => {
    await expectRefused(path, init, status, { ...PGRST_ERROR, code });
  });

  it.each([
    ['malformed JSON', '/rest/v1/idea_bookmarks', { method: 'POST', body: '{"idea_id":' }, 400, 'PGRST102'],
    ["a row for another user (the victim's id)", '/rest/v1/idea_bookmarks', { method: 'POST', body: JSON.stringify({ idea_id: 'idea-2', user_id: 'VICTIM' }) }, 403, '42501'],
    ['an idea id with SQL in it', '/rest/v1/idea_bookmarks', { method: 'POST', body: JSON.stringify({ idea_id: "idea-1'); delete from idea_bookmarks; --", user_id: 'ATTACKER' }) }, 400, '23514'],
    ['an oversized note (3 MB)', '/rest/v1/user_idea_notes', { method: 'POST', body: JSON.stringify({ idea_id: 'idea-1', user_id: 'ATTACKER', content: 'x'.repeat(3_000_000) }) }, 400, '23514'],
    ['a delete with no filter', '/rest/v1/idea_bookmarks', { method: 'DELETE' }, 400, '21000'],
    ['an update with no filter', '/rest/v1/user_idea_notes', { method: 'PATCH', body: '{"content":"pwned"}' }, 400, '21000'],
  ] as const)('%s -> %s %s', async (_name, path, init: RequestInit, status, code) => {
    const body = typeof init.body === 'string' ? init.body.replace('VICTIM', victimId).replace('ATTACKER', attacker.id) : undefined;
    await expectRefused(path, { ...init, body }, status, { ...PGRST_ERROR, code });
  });

  it("an update or delete aimed at the victim's rows matches nothing", async () => {
    for (const init of [{ method: 'PATCH', body: '{"content":"pwned"}' }, { method: 'DELETE' }]) {
      const before = await snapshot();
      const answer = await call(`/rest/v1/user_idea_notes?user_id=eq.${victimId}`, { ...init, headers: { Prefer: 'return=representation' } });
      hostileRequests += 1;
      expect(answer).toMatchObject({ status: 200, body: [] });
      expect(await snapshot()).toBe(before);
    }
  });

  it('forged, expired and garbage tokens -> 401 PGRST301, for reads and writes', async () => {
    for (const [name, token] of Object.entries(await forgedTokens())) {
      await expectRefused('/rest/v1/user_idea_notes', { token }, 401, { ...PGRST_ERROR, code: 'PGRST301', message: name === 'expired' ? 'JWT expired' : expect.stringMatching(/^JWSError/) });
      await expectRefused(`/rest/v1/user_idea_notes?user_id=eq.${victimId}`, { token, method: 'DELETE' }, 401, { ...PGRST_ERROR, code: 'PGRST301' });
    }
  });
});

describe('Auth under hostile requests', () => {
  it('forged, expired and garbage tokens -> 403 bad_jwt on /user, and cannot change the user', async () => {
    for (const token of Object.values(await forgedTokens())) {
      await expectRefused('/auth/v1/user', { token }, 403, { code: 403, error_code: 'bad_jwt', msg: expect.stringMatching(/^invalid JWT/) });
      await expectRefused('/auth/v1/user', { token, method: 'PUT', body: JSON.stringify({ email: 'stolen@evil.example', data: { full_name: 'pwned' } }) }, 403, { error_code: 'bad_jwt' });
    }
  });

  it('a well-signed token for another audience -> 400 validation_failed on GET /user, as Supabase Auth answers', async () => {
    const token = await new SignJWT({ ...claims(), aud: 'someone-else' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(now() + 3600)
      .sign(new TextEncoder().encode(LOCAL_SUPABASE.jwtSecret));
    await expectRefused('/auth/v1/user', { token }, 400, { code: 400, error_code: 'validation_failed', msg: "Token audience doesn't match request audience" });
  });

  it('SQL in a sign-up address -> 400 validation_failed', async () => {
    await expectRefused('/auth/v1/signup', { method: 'POST', body: JSON.stringify({ email: "x'); delete from auth.users; --@x", password: 'secret123' }) }, 400, {
      code: 400,
      error_code: 'validation_failed',
    });
  });

  it('a foreign redirect_to never becomes a link or a redirect to that site', async () => {
    const { email } = await users.create('redirect');
    const sent = await call('/auth/v1/otp?redirect_to=https%3A%2F%2Fevil.example%2Fsteal', { method: 'POST', body: JSON.stringify({ email }) });
    hostileRequests += 1;
    expect(sent.status).toBe(200);
    const mails = (await (await fetch(`${target.url}/mailbox/messages`)).json()) as { to: string; links: string[] }[];
    const links = mails.filter((mail) => mail.to === email).flatMap((mail) => mail.links);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(decodeURIComponent(link)).not.toContain('evil.example');
    const verify = await call('/auth/v1/verify?token=bogus&type=magiclink&redirect_to=https%3A%2F%2Fevil.example%2F');
    hostileRequests += 1;
    expect(verify.status).toBe(303);
    expect(new URL(verify.location).origin).toBe(LOCAL_SUPABASE.siteUrl);
    expect(verify.location).toContain('error_code=otp_expired');
  });

  it('a replayed refresh token -> 400 refresh_token_already_used, and the whole session is revoked', async () => {
    const victim = await users.signIn('replay');
    const first = victim.session.refresh_token;
    const a = await anonClient(target).auth.refreshSession({ refresh_token: first });
    const b = await anonClient(target).auth.refreshSession({ refresh_token: a.data.session!.refresh_token });
    const newest = b.data.session!.refresh_token;
    const before = await snapshot();
    const replay = await call('/auth/v1/token?grant_type=refresh_token', { method: 'POST', body: JSON.stringify({ refresh_token: first }), token: LOCAL_SUPABASE.anonKey });
    hostileRequests += 1;
    expect(replay).toMatchObject({ status: 400, body: { code: 400, error_code: 'refresh_token_already_used', msg: 'Invalid Refresh Token: Already Used' } });
    expect(await snapshot()).toBe(before);
    // Whoever stole the token family holds nothing usable any more.
    const afterwards = await anonClient(target).auth.refreshSession({ refresh_token: newest });
    expect(afterwards.data.session).toBeNull();
    expect(afterwards.error?.code).toBe('refresh_token_already_used');
  });
});
