/**
 * PostgREST part of the Supabase wire contract, through the real @supabase/supabase-js: every table call the
 * app makes, with row-level security seen from the owner, a stranger and a visitor, and PostgREST's answers
 * (status, Content-Range, error bodies).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, newEmail, serviceClient, UserFactory, type Target } from '../harness.ts';

type Account = { id: string; email: string; client: SupabaseClient; session: { access_token: string } };

export function restContract(mode: 'local' | 'hosted', getTarget: () => Target): void {
  const local = mode === 'local';
  let target: Target;
  let users: UserFactory;
  let owner: Account;
  let stranger: Account;
  const subscribed: string[] = [];

  beforeAll(async () => {
    target = getTarget();
    users = new UserFactory(target);
    owner = await users.signIn('owner', { fullName: 'Olive Owner' });
    stranger = await users.signIn('stranger', { fullName: 'Stan Stranger' });
  });
  afterAll(async () => {
    if (subscribed.length > 0) await serviceClient(target).from('newsletter_subscriptions').delete().in('email', subscribed);
    await users?.cleanup();
  });

  describe('profiles', () => {
    it('select("*").eq("id", own id).single() answers the own row', async () => {
      const { data, error, status } = await owner.client.from('profiles').select('*').eq('id', owner.id).single();
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data).toMatchObject({ id: owner.id, email: owner.email, full_name: 'Olive Owner', role: 'user' });
    });

    it("someone else's profile is no row: PGRST116, 406", async () => {
      const { data, error, status } = await owner.client.from('profiles').select('*').eq('id', stranger.id).single();
      expect(data).toBeNull();
      expect(status).toBe(406);
      expect(error).toMatchObject({
        code: 'PGRST116',
        details: 'The result contains 0 rows',
        hint: null,
        message: 'Cannot coerce the result to a single JSON object',
      });
    });

    it('a user cannot make themselves admin (the role stays user)', async () => {
      const { error, status } = await owner.client.from('profiles').update({ role: 'admin' }).eq('id', owner.id);
      expect(error?.code).toBe('42501');
      expect(status).toBe(403);
      const check = await serviceClient(target).from('profiles').select('role').eq('id', owner.id).single();
      expect(check.data).toEqual({ role: 'user' });
      // Their name they may change.
      const renamed = await owner.client.from('profiles').update({ full_name: 'Olive O.' }).eq('id', owner.id);
      expect(renamed.error).toBeNull();
      expect(renamed.status).toBe(204);
    });
  });

  describe('bookmarks', () => {
    it('insert, select (eq, in, order, count), delete', async () => {
      const add = await owner.client.from('idea_bookmarks').insert({ user_id: owner.id, idea_id: 'idea-101' });
      expect(add.error).toBeNull();
      expect(add.status).toBe(201);
      expect(add.data).toBeNull();
      const more = await owner.client
        .from('idea_bookmarks')
        .insert([
          { user_id: owner.id, idea_id: 'idea-102' },
          { user_id: owner.id, idea_id: 'idea-103' },
        ])
        .select();
      expect(more.status).toBe(201);
      expect(more.data).toHaveLength(2);

      const ids = await owner.client.from('idea_bookmarks').select('idea_id').eq('user_id', owner.id).order('idea_id', { ascending: false });
      expect(ids.error).toBeNull();
      expect(ids.data).toEqual([{ idea_id: 'idea-103' }, { idea_id: 'idea-102' }, { idea_id: 'idea-101' }]);

      const some = await owner.client.from('idea_bookmarks').select('idea_id').in('idea_id', ['idea-101', 'idea-103', 'idea,(odd)']).order('idea_id');
      expect(some.data).toEqual([{ idea_id: 'idea-101' }, { idea_id: 'idea-103' }]);

      const page = await owner.client
        .from('idea_bookmarks')
        .select('idea_id', { count: 'exact' })
        .eq('user_id', owner.id)
        .order('idea_id')
        .range(1, 1);
      expect(page.count).toBe(3);
      expect(page.data).toEqual([{ idea_id: 'idea-102' }]);

      const head = await owner.client.from('idea_bookmarks').select('*', { count: 'exact', head: true }).eq('user_id', owner.id);
      expect(head.error).toBeNull();
      expect(head.count).toBe(3);
      expect(head.data).toBeNull();

      const removed = await owner.client.from('idea_bookmarks').delete().eq('user_id', owner.id).eq('idea_id', 'idea-101');
      expect(removed.error).toBeNull();
      expect(removed.status).toBe(204);
      const left = await owner.client.from('idea_bookmarks').select('idea_id').eq('user_id', owner.id);
      expect(left.data).toHaveLength(2);
    });

    it("a stranger sees none of the owner's bookmarks and deleting them touches nothing", async () => {
      await owner.client.from('idea_bookmarks').insert({ user_id: owner.id, idea_id: 'idea-201' });
      const seen = await stranger.client.from('idea_bookmarks').select('*').eq('user_id', owner.id);
      expect(seen.error).toBeNull();
      expect(seen.data).toEqual([]);
      const del = await stranger.client.from('idea_bookmarks').delete().eq('user_id', owner.id).eq('idea_id', 'idea-201');
      expect(del.error).toBeNull();
      expect(del.status).toBe(204);
      const still = await owner.client.from('idea_bookmarks').select('idea_id').eq('idea_id', 'idea-201');
      expect(still.data).toEqual([{ idea_id: 'idea-201' }]);
      // Nor can they file a bookmark under the owner's name.
      const forged = await stranger.client.from('idea_bookmarks').insert({ user_id: owner.id, idea_id: 'idea-202' });
      expect(forged.error?.code).toBe('42501');
      expect(forged.status).toBe(403);
      expect(forged.error?.message).toBe('new row violates row-level security policy for table "idea_bookmarks"');
    });

    it('anonymous visitors see no bookmarks', async () => {
      const { data, error } = await anonClient(target).from('idea_bookmarks').select('*');
      expect(error).toBeNull();
      expect(data).toEqual([]);
    });
  });

  describe('tags and notes', () => {
    it('tags insert; a second theme tag of the same value (any case) is 23505, 409', async () => {
      const first = await owner.client
        .from('user_idea_tags')
        .insert({ user_id: owner.id, idea_id: 'idea-301', tag_type: 'theme', tag_value: 'AI' })
        .select()
        .single();
      expect(first.error).toBeNull();
      expect(first.status).toBe(201);
      expect(first.data).toMatchObject({ user_id: owner.id, idea_id: 'idea-301', tag_type: 'theme', tag_value: 'AI' });
      expect(typeof first.data.id).toBe('string');

      const dup = await owner.client
        .from('user_idea_tags')
        .insert({ user_id: owner.id, idea_id: 'idea-301', tag_type: 'theme', tag_value: 'ai' });
      expect(dup.status).toBe(409);
      expect(dup.error?.code).toBe('23505');

      const removed = await owner.client
        .from('user_idea_tags')
        .delete()
        .eq('user_id', owner.id)
        .eq('idea_id', 'idea-301')
        .eq('tag_type', 'theme')
        .eq('tag_value', 'AI');
      expect(removed.status).toBe(204);
    });

    it('notes upsert on (user_id, idea_id) twice updates the one note', async () => {
      const note = { user_id: owner.id, idea_id: 'idea-401' };
      const a = await owner.client.from('user_idea_notes').upsert({ ...note, content: 'first' }, { onConflict: 'user_id,idea_id' });
      expect(a.error).toBeNull();
      expect([200, 201]).toContain(a.status);
      const b = await owner.client
        .from('user_idea_notes')
        .upsert({ ...note, content: 'second' }, { onConflict: 'user_id,idea_id' })
        .select();
      expect(b.error).toBeNull();
      expect(b.data).toHaveLength(1);
      expect(b.data?.[0]).toMatchObject({ ...note, content: 'second' });
      const all = await owner.client.from('user_idea_notes').select('content').eq('user_id', owner.id).eq('idea_id', 'idea-401');
      expect(all.data).toEqual([{ content: 'second' }]);
    });

    it("a stranger's update of the owner's note changes 0 rows", async () => {
      await owner.client.from('user_idea_notes').upsert({ user_id: owner.id, idea_id: 'idea-402', content: 'mine' }, { onConflict: 'user_id,idea_id' });
      const attempt = await stranger.client
        .from('user_idea_notes')
        .update({ content: 'hijacked' })
        .eq('user_id', owner.id)
        .eq('idea_id', 'idea-402')
        .select();
      expect(attempt.error).toBeNull();
      expect(attempt.data).toEqual([]);
      const counted = await stranger.client
        .from('user_idea_notes')
        .update({ content: 'hijacked' }, { count: 'exact' })
        .eq('user_id', owner.id);
      expect(counted.count).toBe(0);
      const note = await owner.client.from('user_idea_notes').select('content').eq('idea_id', 'idea-402').single();
      expect(note.data).toEqual({ content: 'mine' });
    });

    it('rpc("workspace_bulk") answers the caller\'s workspace; visitors are refused', async () => {
      const { data, error, status } = await owner.client.rpc('workspace_bulk');
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data).toMatchObject({ bookmarks: expect.any(Array), tags: expect.any(Array), notes: expect.any(Array) });
      expect(data.bookmarks).toContain('idea-201');
      expect(data.notes.map((n: { idea_id: string }) => n.idea_id)).toContain('idea-401');

      const strangers = await stranger.client.rpc('workspace_bulk');
      expect(strangers.data.bookmarks).toEqual([]);

      const anon = await anonClient(target).rpc('workspace_bulk');
      expect(anon.error?.code).toBe('42501');
      expect([401, 403]).toContain(anon.status);
    });

    it('an unknown function is 404', async () => {
      const { error, status } = await owner.client.rpc('no_such_function_here', { a: 1 });
      expect(status).toBe(404);
      expect(error?.code).toBe('PGRST202');
    });
  });

  describe('newsletter subscriptions', () => {
    it('the service role requests a subscription through request_subscription (a set of {id, send, nonce}); visitors may not call it or read anything back', async () => {
      const email = newEmail('news');
      subscribed.push(email);
      const service = serviceClient(target);
      const first = await service.rpc('request_subscription', { list: 'newsletter', email: `  ${email.toUpperCase()} ` });
      expect(first.error).toBeNull();
      expect(first.status).toBe(200);
      expect(first.data).toEqual([{ id: expect.any(String), send: true, nonce: expect.any(String) }]);
      const visitor = anonClient(target);
      const denied = await visitor.rpc('request_subscription', { list: 'newsletter', email: newEmail('visitor') });
      expect(denied.error?.code).toBe('42501');
      expect(denied.status).toBe(403);
      const read = await visitor.from('newsletter_subscriptions').select('*');
      expect(read.error).toBeNull();
      expect(read.data).toEqual([]);
      // The address was stored trimmed and lower-cased, pending until confirmed.
      const stored = await service.from('newsletter_subscriptions').select('email,status').eq('email', email);
      expect(stored.data).toEqual([{ email, status: 'pending' }]);
      const { id, nonce } = (first.data as { id: string; nonce: string }[])[0]!;
      const confirmed = await service.rpc('confirm_subscription', { list: 'newsletter', subscription_id: id, nonce });
      expect(confirmed.data).toBe('confirmed');
      const again = await service.rpc('request_subscription', { list: 'newsletter', email });
      expect(again.error?.code).toBe('23505');
      expect(again.status).toBe(409);
    });

    it("a confirmation email over a limit is PostgREST's custom status: raised as PT429, answered 429 with the limit's name", async () => {
      const [local, domain] = newEmail('limit').split('@') as [string, string];
      const service = serviceClient(target);
      const request = (tag: number) => service.rpc('request_subscription', { list: 'newsletter', email: `${local}+${tag}@${domain}` });
      for (const tag of [1, 2]) {
        subscribed.push(`${local}+${tag}@${domain}`);
        expect((await request(tag)).error).toBeNull();
      }
      const refused = await request(3);
      expect(refused.status).toBe(429);
      expect(refused.error).toMatchObject({ code: 'PT429', message: 'mailbox' });
    });

    it('visitors cannot insert rows themselves (choosing id or created_at): 403 with 42501', async () => {
      const { error, status } = await anonClient(target)
        .from('newsletter_subscriptions')
        .insert({ id: '00000000-0000-4000-8000-000000000001', email: newEmail('direct'), created_at: '2000-01-01T00:00:00Z' });
      expect(error?.code).toBe('42501');
      expect(status).toBe(403);
    });

    it('an invalid address is a 400 check violation', async () => {
      const { error, status } = await serviceClient(target).rpc('request_subscription', { list: 'newsletter', email: 'not-an-email' });
      expect(status).toBe(400);
      expect(error?.code).toBe('23514');
    });
  });

  describe('raw PostgREST answers', () => {
    it('an unknown table is 404', async () => {
      const { error, status } = await owner.client.from('no_such_table').select('*');
      expect(status).toBe(404);
      if (local) expect(error?.code).toBe('PGRST205');
      else expect(error).toBeTruthy();
    });

    it('HEAD with Prefer: count=exact answers Content-Range with the total', async () => {
      await owner.client.from('idea_bookmarks').insert({ user_id: owner.id, idea_id: 'idea-501' });
      const res = await fetch(`${target.url}/rest/v1/idea_bookmarks?select=*&user_id=eq.${owner.id}`, {
        method: 'HEAD',
        headers: { apikey: target.anonKey, authorization: `Bearer ${owner.session.access_token}`, prefer: 'count=exact' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-range')).toMatch(/^(\d+-\d+|\*)\/\d+$/);
      const total = Number(res.headers.get('content-range')!.split('/')[1]);
      const all = await owner.client.from('idea_bookmarks').select('idea_id').eq('user_id', owner.id);
      expect(total).toBe(all.data?.length);
    });

    it('CORS: preflight allows the contract headers; answers expose Content-Range and X-Supabase-Api-Version', async () => {
      const origin = target.siteUrl;
      const preflight = await fetch(`${target.url}/rest/v1/idea_bookmarks`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,apikey,content-type,prefer,x-client-info,accept-profile,content-profile,x-supabase-api-version,x-retry-count',
        },
      });
      expect([200, 204]).toContain(preflight.status);
      expect(['*', origin]).toContain(preflight.headers.get('access-control-allow-origin'));
      const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase();
      for (const h of ['authorization', 'apikey', 'x-client-info', 'content-type', 'x-supabase-api-version', 'accept-profile', 'content-profile', 'prefer', 'x-retry-count']) {
        expect(allowed).toContain(h);
      }
      const get = await fetch(`${target.url}/rest/v1/idea_bookmarks?select=idea_id`, {
        headers: { origin, apikey: target.anonKey },
      });
      const exposed = (get.headers.get('access-control-expose-headers') ?? '').toLowerCase();
      expect(exposed).toContain('content-range');
      expect(exposed).toContain('x-supabase-api-version');
      const auth = await fetch(`${target.url}/auth/v1/settings`, { headers: { origin, apikey: target.anonKey } });
      expect((auth.headers.get('access-control-expose-headers') ?? '').toLowerCase()).toContain('x-supabase-api-version');
    });

    it('a request without an apikey is refused with 401', async () => {
      const res = await fetch(`${target.url}/rest/v1/profiles?select=*`);
      expect(res.status).toBe(401);
    });
  });
}
