// The Supabase wire contract against the local stand-in (local/supabase), one in-memory server for the file.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { LOCAL_SUPABASE } from '../../local/config.ts';
import { MAILBOX_LIMIT } from '../../local/supabase/mailbox.ts';
import { startLocalSupabase, type LocalSupabase } from '../../local/supabase/server.ts';
import { BODY_LIMIT_BYTES } from '../../local/web-request.ts';
import { anonClient, CONTRACT_REUSE_INTERVAL, localTarget, type Target } from './harness.ts';
import { authContract } from './suites/auth.ts';
import { oauthContract } from './suites/oauth.ts';
import { restContract } from './suites/rest.ts';

vi.setConfig({ testTimeout: 20_000, hookTimeout: 60_000 });

let server: LocalSupabase;
let target: Target;

beforeAll(async () => {
  server = await startLocalSupabase({
    port: 0,
    dataDir: null,
    seed: true,
    logMail: false,
    refreshTokenReuseInterval: CONTRACT_REUSE_INTERVAL,
    functions: {
      echo: async (req) => Response.json({ method: req.method, body: await req.json(), auth: req.headers.has('authorization') }),
      teapot: () => Response.json({ error: 'I am a teapot' }, { status: 418 }),
    },
  });
  target = localTarget(server.url, CONTRACT_REUSE_INTERVAL);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('local stand-in: auth', () => authContract('local', () => target));
describe('local stand-in: rest', () => restContract('local', () => target));
describe('local stand-in: OAuth 2.1 server', () => oauthContract(() => target));

describe('local stand-in: its own pages and routes', () => {
  it('/ says what it is', async () => {
    const res = await fetch(`${target.url}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Local Supabase stand-in');
  });

  it('/mailbox lists mails newest first with their links; DELETE /mailbox/messages clears them', async () => {
    const email = `mailbox-${Date.now()}@researchventures.test`;
    await anonClient(target).auth.signInWithOtp({ email });
    const json = (await (await fetch(`${target.url}/mailbox/messages`)).json()) as { to: string; links: string[]; createdAt: string; id: string; subject: string; text: string }[];
    expect(json[0]).toMatchObject({ to: email, subject: 'Confirm Your Signup' });
    expect(json[0].links[0]).toContain('/auth/v1/verify?token=');
    const page = await (await fetch(`${target.url}/mailbox`)).text();
    expect(page).toContain(email);
    expect(page).toContain('href="http');
    expect((await fetch(`${target.url}/mailbox/messages`, { method: 'DELETE' })).status).toBe(204);
    expect(await (await fetch(`${target.url}/mailbox/messages`)).json()).toEqual([]);
    expect(server.mailbox.list()).toEqual([]);
  });

  it('the mailbox keeps only its newest 500 messages', () => {
    for (let i = 0; i < MAILBOX_LIMIT + 20; i++) server.mailbox.send({ to: `flood-${i}@researchventures.test`, subject: `Flood ${i}`, text: '' });
    const kept = server.mailbox.list();
    expect(kept).toHaveLength(MAILBOX_LIMIT);
    expect(kept[0]!.subject).toBe(`Flood ${MAILBOX_LIMIT + 19}`);
    expect(kept.at(-1)!.subject).toBe('Flood 20');
    server.mailbox.clear();
  });

  it('a body over 6 MB is refused with 413 before it is read (Netlify and Supabase refuse such bodies too)', async () => {
    const body = JSON.stringify({ content: 'x'.repeat(BODY_LIMIT_BYTES) });
    const res = await fetch(`${target.url}/rest/v1/user_idea_notes`, { method: 'POST', headers: { apikey: LOCAL_SUPABASE.anonKey, 'Content-Type': 'application/json' }, body });
    expect(res.status).toBe(413);
    expect(await res.text()).toMatch(/6 MB/);
  });

  it('/functions/v1/:name routes to the given handlers; unknown names are 404', async () => {
    const client = anonClient(target);
    const ok = await client.functions.invoke('echo', { body: { ideaId: 'idea-1' } });
    expect(ok.error).toBeNull();
    expect(ok.data).toEqual({ method: 'POST', body: { ideaId: 'idea-1' }, auth: true });

    const failed = await client.functions.invoke('teapot', { body: {} });
    expect(failed.error).toBeInstanceOf(FunctionsHttpError);
    expect(await (failed.error as FunctionsHttpError).context.json()).toEqual({ error: 'I am a teapot' });

    const missing = await client.functions.invoke('nope', { body: {} });
    expect(missing.error).toBeInstanceOf(FunctionsHttpError);
    expect((missing.error as FunctionsHttpError).context.status).toBe(404);
    expect(await (missing.error as FunctionsHttpError).context.json()).toEqual({ error: 'Function not found' });
  });

  it('an expired or forged JWT is 401 PGRST301 on /rest/v1', async () => {
    const { SignJWT } = await import('jose');
    const { LOCAL_SUPABASE } = await import('../../local/config.ts');
    const secret = new TextEncoder().encode(LOCAL_SUPABASE.jwtSecret);
    const expired = await new SignJWT({ role: 'authenticated', sub: '11111111-1111-4111-8111-111111111111' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secret);
    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not-the-secret-not-the-secret-not-the-secret'));
    for (const [token, message] of [
      [expired, 'JWT expired'],
      [forged, 'JWSError JWSInvalidSignature'],
    ] as const) {
      const res = await fetch(`${target.url}/rest/v1/profiles?select=*`, {
        headers: { apikey: LOCAL_SUPABASE.anonKey, authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'PGRST301', message });
    }
  });
});
