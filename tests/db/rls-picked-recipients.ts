/**
 * What alert_recipients() tells the daily alert job about "Picked for you"
 * (supabase/migrations/*_picked_for_you_recipients.sql), run per engine from rls-suite.ts with its actors and
 * helpers: an opted-in account's saved and dismissed ideas, only for its own confirmed address, and only to
 * service_role.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { RlsHelpers } from './rls-helpers.ts';

export function definePickedRecipientsRules(h: RlsHelpers) {
  const recipients = 'select email, picked_saved, picked_dismissed from public.alert_recipients() order by email';
  const save = 'insert into public.idea_bookmarks (user_id, idea_id, created_at) values ($1, $2, $3)';

  describe('alert_recipients(): Picked for you', () => {
    beforeEach(async () => {
      // The suite's reset of the profiles does not know this column.
      await h.superuser('update public.profiles set picked_for_you = false');
      await h.superuser(
        `insert into public.daily_alerts (email, status) values
           ('owner@example.com', 'confirmed'), ('stranger@example.com', 'confirmed'), ('visitor@example.com', 'confirmed')`,
      );
      for (const [user, idea, at] of [
        [h.owner, 'idea-3', '2026-01-01'],
        [h.owner, 'idea-12', '2026-02-01'],
        [h.stranger, 'idea-5', '2026-01-01'],
      ]) await h.superuser(save, [user, idea, at]);
      await h.superuser("insert into public.dismissed_ideas (user_id, idea_id) values ($1, 'idea-8')", [h.owner]);
    });

    it("gives an opted-in account's saved ideas (last saved first) and dismissals; null for an account that did not opt in and for a visitor", async () => {
      await h.superuser('update public.profiles set picked_for_you = true where id = $1', [h.owner]);
      expect((await h.succeeds('service_role', recipients)).rows).toEqual([
        { email: 'owner@example.com', picked_saved: ['idea-12', 'idea-3'], picked_dismissed: ['idea-8'] },
        { email: 'stranger@example.com', picked_saved: null, picked_dismissed: null },
        { email: 'visitor@example.com', picked_saved: null, picked_dismissed: null },
      ]);
    });

    it('an opted-in account with nothing saved or dismissed gets empty lists, not null', async () => {
      await h.superuser('delete from public.idea_bookmarks where user_id = $1', [h.stranger]);
      await h.superuser('update public.profiles set picked_for_you = true where id = $1', [h.stranger]);
      const { rows } = await h.succeeds('service_role', recipients);
      expect(rows.find((row) => row.email === 'stranger@example.com')).toEqual({ email: 'stranger@example.com', picked_saved: [], picked_dismissed: [] });
    });

    it('an account whose address is not confirmed gets nothing picked, even opted in: it never proved the inbox is its own', async () => {
      await h.superuser('update public.profiles set picked_for_you = true');
      await h.superuser('update auth.users set email_confirmed_at = null where id = $1', [h.owner]);
      try {
        const { rows } = await h.succeeds('service_role', recipients);
        expect(rows.find((row) => row.email === 'owner@example.com')).toMatchObject({ picked_saved: null, picked_dismissed: null });
        expect(rows.find((row) => row.email === 'stranger@example.com')).toMatchObject({ picked_saved: ['idea-5'] });
      } finally {
        await h.superuser('update auth.users set email_confirmed_at = now() where id = $1', [h.owner]);
      }
    });

    it('is service_role only: the owner, a stranger and a visitor may not call it (42501)', async () => {
      await h.superuser('update public.profiles set picked_for_you = true');
      for (const actor of ['owner', 'stranger', 'anon'] as const) await h.fails('42501', actor, recipients);
    });
  });
}
