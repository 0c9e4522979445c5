/** public.profiles: who reads and edits a profile, the columns a user may change, and the triggers behind it. */
import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS } from '../../local/config.ts';
import { ADMIN, OWNER, STRANGER, user, type Actor, type RlsHelpers } from './rls-helpers.ts';

export function defineProfileRules(h: RlsHelpers) {
  const { succeeds, fails, superuser, count } = h;

  describe('profiles', () => {
    it('a new auth user gets a profile with email and full_name (role user); auth changes follow', async () => {
      const id = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
      await superuser(`insert into auth.users (id, email, raw_user_meta_data) values ($1, 'new@example.com', '{"full_name": "Nia New"}')`, [id]);
      expect((await superuser('select email, full_name, role from public.profiles where id = $1', [id])).rows).toEqual([
        { email: 'new@example.com', full_name: 'Nia New', role: 'user' },
      ]);
      await superuser(
        `update auth.users set email = 'renamed@example.com', raw_user_meta_data = '{"full_name": "Nia Renamed"}' where id = $1`,
        [id],
      );
      expect((await superuser('select email, full_name from public.profiles where id = $1', [id])).rows).toEqual([
        { email: 'renamed@example.com', full_name: 'Nia Renamed' },
      ]);
      await superuser('delete from auth.users where id = $1', [id]);
      expect(await count('select 1 from public.profiles where id = $1', [id])).toBe(0);
    });

    const selectOwner = 'select * from public.profiles where id = $1';
    it.each([
      ['owner', 1],
      ['stranger', 0],
      ['anon', 0],
      ['service_role', 1],
    ] as [Actor, number][])('select: %s sees %i of the owner profile', async (actor, n) => {
      expect((await succeeds(actor, selectOwner, [OWNER])).rows).toHaveLength(n);
    });

    it('select: a user sees only their own profile', async () => {
      expect((await succeeds('owner', 'select id from public.profiles')).rows).toEqual([{ id: OWNER }]);
    });

    it.each([
      ['owner', '42501'],
      ['stranger', '42501'],
      ['anon', '42501'],
      ['service_role', null],
    ] as [Actor, string | null][])('insert: %s inserting the owner profile -> %s', async (actor, code) => {
      await superuser('delete from public.profiles where id = $1', [OWNER]);
      const sql = "insert into public.profiles (id, email, full_name) values ($1, 'owner@example.com', 'Olive')";
      if (code) await fails(code, actor, sql, [OWNER]);
      else await succeeds(actor, sql, [OWNER]);
      expect(await count(selectOwner, [OWNER])).toBe(code ? 0 : 1);
    });

    it('update full_name: a visitor may not update profiles at all (42501)', async () => {
      await fails('42501', 'anon', "update public.profiles set full_name = 'Changed' where id = $1", [OWNER]);
    });

    it.each([
      ['owner', 1],
      ['stranger', 0],
      ['service_role', 1],
    ] as [Actor, number][])('update full_name: %s changes %i row(s)', async (actor, n) => {
      const { affectedRows } = await succeeds(actor, "update public.profiles set full_name = 'Changed' where id = $1", [OWNER]);
      expect(affectedRows).toBe(n);
      const { rows } = await superuser('select full_name from public.profiles where id = $1', [OWNER]);
      expect(rows[0].full_name).toBe(n ? 'Changed' : 'Olive Owner');
    });

    it('a user cannot make themselves admin (42501, role stays user)', async () => {
      await fails('42501', 'owner', "update public.profiles set role = 'admin' where id = $1", [OWNER]);
      await fails('42501', 'owner', "update public.profiles set full_name = 'Sneaky', role = 'admin' where id = $1", [OWNER]);
      const { rows } = await superuser('select role, full_name from public.profiles where id = $1', [OWNER]);
      expect(rows[0]).toEqual({ role: 'user', full_name: 'Olive Owner' });
    });

    it.each([
      ['email', "'someone-else@example.com'"],
      ['created_at', "'2000-01-01'"],
      ['updated_at', "'2000-01-01'"],
    ])('a user cannot change their own %s: only full_name is theirs to edit (42501)', async (column, value) => {
      const before = (await superuser(`select ${column}::text as value from public.profiles where id = $1`, [OWNER])).rows[0].value;
      const message = await fails('42501', 'owner', `update public.profiles set ${column} = ${value} where id = $1`, [OWNER]);
      expect(message).toMatch(/permission denied/);
      expect((await superuser(`select ${column}::text as value from public.profiles where id = $1`, [OWNER])).rows[0].value).toBe(before);
    });

    it('behind the column privileges, the role trigger still refuses a role change (the second wall)', async () => {
      await superuser('grant update (role) on public.profiles to authenticated');
      try {
        const message = await fails('42501', 'owner', "update public.profiles set role = 'admin' where id = $1", [OWNER]);
        expect(message).toMatch(/administrator/);
      } finally {
        await superuser('revoke update (role) on public.profiles from authenticated');
      }
    });

    it('a user cannot hand their profile to another id (42501)', async () => {
      await superuser('delete from public.profiles where id = $1', [STRANGER]);
      await fails('42501', 'owner', 'update public.profiles set id = $2 where id = $1', [OWNER, STRANGER]);
    });

    it("a stranger or visitor cannot change someone's role (42501); service_role can", async () => {
      for (const actor of ['stranger', 'anon'] as Actor[]) {
        await fails('42501', actor, "update public.profiles set role = 'admin' where id = $1", [OWNER]);
      }
      expect((await succeeds('service_role', "update public.profiles set role = 'admin' where id = $1", [OWNER])).affectedRows).toBe(1);
      expect((await superuser('select role from public.profiles where id = $1', [OWNER])).rows[0].role).toBe('admin');
      await fails('23514', 'service_role', "update public.profiles set role = 'owner' where id = $1", [OWNER]);
    });

    it('the admin reads their own role (the admin-page check) and an admin cannot demote or promote via the API either', async () => {
      const admin = user(ADMIN, SEEDED_ACCOUNTS.admin.email);
      expect((await succeeds(admin, 'select role from public.profiles where id = $1', [ADMIN])).rows).toEqual([{ role: 'admin' }]);
      await fails('42501', admin, "update public.profiles set role = 'user' where id = $1", [ADMIN]);
      await fails('42501', admin, "update public.profiles set role = 'admin' where id = $1", [OWNER]);
    });

    it('updated_at is maintained by a trigger', async () => {
      await superuser("update public.profiles set updated_at = '2000-01-01' where id = $1", [OWNER]);
      await succeeds('owner', "update public.profiles set full_name = 'Later' where id = $1", [OWNER]);
      const { rows } = await superuser('select updated_at from public.profiles where id = $1', [OWNER]);
      expect(new Date(rows[0].updated_at).getUTCFullYear()).toBeGreaterThan(2000);
    });

    it.each([
      ['owner', 0],
      ['stranger', 0],
      ['anon', 0],
      ['service_role', 1],
    ] as [Actor, number][])('delete: %s deletes %i row(s)', async (actor, n) => {
      expect((await succeeds(actor, 'delete from public.profiles where id = $1', [OWNER])).affectedRows).toBe(n);
      expect(await count(selectOwner, [OWNER])).toBe(1 - n);
    });
  });
}
