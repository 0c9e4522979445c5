/**
 * The rules of "not interested" and the "Picked for you" opt-in (supabase/migrations/*_dismissed_ideas.sql),
 * run per engine from rls-suite.ts with its actors and helpers.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Actor, RlsHelpers } from './rls-helpers.ts';

export function defineDismissedRules(h: RlsHelpers) {
  const dismiss = 'insert into public.dismissed_ideas (user_id, idea_id) values ($1, $2)';

  describe('dismissed_ideas', () => {
    const ownerRows = () => h.count('select 1 from public.dismissed_ideas where user_id = $1', [h.owner]);
    beforeEach(async () => {
      await h.superuser(dismiss, [h.owner, 'idea-1']);
      await h.superuser(dismiss, [h.stranger, 'idea-2']);
    });

    it("select: a user reads only their own dismissals, a visitor none, service_role (the alert job) everyone's", async () => {
      expect((await h.succeeds('owner', 'select user_id, idea_id from public.dismissed_ideas')).rows).toEqual([{ user_id: h.owner, idea_id: 'idea-1' }]);
      expect((await h.succeeds('stranger', 'select idea_id from public.dismissed_ideas')).rows).toEqual([{ idea_id: 'idea-2' }]);
      expect((await h.succeeds('anon', 'select * from public.dismissed_ideas')).rows).toEqual([]);
      expect((await h.succeeds('service_role', 'select * from public.dismissed_ideas')).rows).toHaveLength(2);
    });

    it.each([
      ['owner', null],
      ['stranger', '42501'],
      ['anon', '42501'],
      ['service_role', null],
    ] as [Actor, string | null][])('insert: %s dismissing an idea for the owner -> %s', async (actor, code) => {
      if (code) expect(await h.fails(code, actor, dismiss, [h.owner, 'idea-7'])).toMatch(/row-level security/);
      else await h.succeeds(actor, dismiss, [h.owner, 'idea-7']);
      expect(await h.count("select 1 from public.dismissed_ideas where user_id = $1 and idea_id = 'idea-7'", [h.owner])).toBe(code ? 0 : 1);
    });

    it('insert: dismissing twice is a duplicate (23505), and the insert that ignores duplicates (the site) adds nothing', async () => {
      await h.fails('23505', 'owner', dismiss, [h.owner, 'idea-1']);
      await h.succeeds('owner', `${dismiss} on conflict (user_id, idea_id) do nothing`, [h.owner, 'idea-1']);
      expect(await ownerRows()).toBe(1);
    });

    it.each(['owner', 'stranger', 'anon'] as Actor[])('update: %s changes no dismissal (there is no update policy)', async (actor) => {
      const before = (await h.superuser('select * from public.dismissed_ideas order by user_id')).rows;
      const { affectedRows } = await h.succeeds(actor, "update public.dismissed_ideas set idea_id = 'idea-9', created_at = '2000-01-01'");
      expect(affectedRows).toBe(0);
      expect((await h.superuser('select * from public.dismissed_ideas order by user_id')).rows).toEqual(before);
    });

    it.each([
      ['owner', 1],
      ['stranger', 0],
      ['anon', 0],
      ['service_role', 1],
    ] as [Actor, number][])("delete (restore): %s removes %i of the owner's dismissals", async (actor, n) => {
      expect((await h.succeeds(actor, 'delete from public.dismissed_ideas where user_id = $1', [h.owner])).affectedRows).toBe(n);
      expect(await ownerRows()).toBe(1 - n);
    });

    it('saving an idea lifts its dismissal, the saver’s only: never saved and hidden at once', async () => {
      await h.superuser(dismiss, [h.stranger, 'idea-1']);
      await h.succeeds('owner', 'insert into public.idea_bookmarks (user_id, idea_id) values ($1, $2)', [h.owner, 'idea-1']);
      expect(await ownerRows()).toBe(0);
      expect(await h.count("select 1 from public.dismissed_ideas where user_id = $1 and idea_id = 'idea-1'", [h.stranger])).toBe(1);
      // Saving an idea that was never dismissed changes nothing else.
      await h.succeeds('owner', 'insert into public.idea_bookmarks (user_id, idea_id) values ($1, $2)', [h.owner, 'idea-3']);
      expect(await h.count('select 1 from public.dismissed_ideas')).toBe(2);
    });

    it('idea_id is idea- and 1 to 9 digits (23514)', async () => {
      await h.succeeds('owner', dismiss, [h.owner, 'idea-123456789']);
      for (const id of ['idea-1234567890', 'idea-', 'idea-x', '../etc']) await h.fails('23514', 'owner', dismiss, [h.owner, id]);
    });

    it('5,000 per user, then P0001 with a clear message; dismissing one already dismissed still works; others are not affected', async () => {
      await h.superuser(
        `do $$ begin set local session_replication_role = replica;
           insert into public.dismissed_ideas (user_id, idea_id) select '${h.owner}', 'idea-' || g from generate_series(2, 5000) g; end $$`,
      );
      expect(await h.fails('P0001', 'owner', dismiss, [h.owner, 'idea-5001'])).toBe('Limit reached: at most 5,000 dismissed ideas per account.');
      await h.succeeds('owner', `${dismiss} on conflict (user_id, idea_id) do nothing`, [h.owner, 'idea-1']);
      await h.succeeds('stranger', dismiss, [h.stranger, 'idea-5001']);
      expect(await ownerRows()).toBe(5000);
    });

    it('dismissals go when their auth user is deleted', async () => {
      const id = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
      await h.superuser("insert into auth.users (id, email) values ($1, 'gone@example.com')", [id]);
      await h.superuser(dismiss, [id, 'idea-3']);
      await h.superuser('delete from auth.users where id = $1', [id]);
      expect(await h.count('select 1 from public.dismissed_ideas where user_id = $1', [id])).toBe(0);
    });
  });

  describe('profiles.picked_for_you', () => {
    const optIn = 'update public.profiles set picked_for_you = $2 where id = $1';
    const value = async () => (await h.superuser('select picked_for_you from public.profiles where id = $1', [h.owner])).rows[0].picked_for_you;
    // The suite's reset of the profiles does not know this column.
    beforeEach(async () => {
      await h.superuser('update public.profiles set picked_for_you = false');
    });

    it('is off for a new account', async () => {
      const id = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
      await h.superuser("insert into auth.users (id, email) values ($1, 'fresh@example.com')", [id]);
      expect((await h.superuser('select picked_for_you from public.profiles where id = $1', [id])).rows).toEqual([{ picked_for_you: false }]);
      await h.superuser('delete from auth.users where id = $1', [id]);
    });

    it.each([
      ['owner', 1],
      ['stranger', 0],
      ['service_role', 1],
    ] as [Actor, number][])("%s turns the owner's opt-in on in %i row(s), and only the owner reads it", async (actor, n) => {
      expect((await h.succeeds(actor, optIn, [h.owner, true])).affectedRows).toBe(n);
      expect(await value()).toBe(n === 1);
      expect((await h.succeeds('stranger', 'select picked_for_you from public.profiles where id = $1', [h.owner])).rows).toEqual([]);
    });

    it('the owner turns it off again; a visitor may not touch it (42501)', async () => {
      await h.succeeds('owner', optIn, [h.owner, true]);
      await h.succeeds('owner', optIn, [h.owner, false]);
      expect(await value()).toBe(false);
      await h.fails('42501', 'anon', optIn, [h.owner, true]);
      expect(await value()).toBe(false);
    });

    it('granting it leaves the rest of the profile read-only (42501 for email with it)', async () => {
      await h.fails('42501', 'owner', "update public.profiles set picked_for_you = true, email = 'other@example.com' where id = $1", [h.owner]);
      expect(await value()).toBe(false);
    });
  });
}
