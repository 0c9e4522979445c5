/** public.saved_searches: owner-only searches, their column checks and the per-account limit. */
import { beforeEach, describe, expect, it } from 'vitest';
import { ACTORS, OWNER, STRANGER, type Actor, type RlsHelpers } from './rls-helpers.ts';

export function defineSavedSearchRules(h: RlsHelpers) {
  const { attempt, succeeds, fails, superuser, count } = h;

  describe('saved_searches', () => {
    const add = "insert into public.saved_searches (user_id, name, query, technologies, min_feasibility) values ($1, $2, 'robot', '{Robotics}', 8) returning id";
    const ownerRows = `select * from public.saved_searches where user_id = '${OWNER}'`;
    let ownerSearch = '';
    beforeEach(async () => {
      ownerSearch = (await superuser(add, [OWNER, 'Owner search'])).rows[0].id;
      await superuser(add, [STRANGER, 'Stranger search']);
    });

    it("a user reads only their own searches; a visitor none; service_role (the alert job) every user's", async () => {
      expect((await succeeds({ ...ACTORS.owner, readOnly: true }, 'select name from public.saved_searches')).rows).toEqual([{ name: 'Owner search' }]);
      expect((await succeeds('stranger', 'select name from public.saved_searches')).rows).toEqual([{ name: 'Stranger search' }]);
      expect((await succeeds('anon', 'select * from public.saved_searches')).rows).toEqual([]);
      expect((await succeeds('service_role', 'select * from public.saved_searches')).rows).toHaveLength(2);
    });

    it('insert: the row defaults to the caller (user_id), not paused, with empty filters; nobody can add one for someone else (42501)', async () => {
      const { rows } = await succeeds('owner', "insert into public.saved_searches (name) values ('Mine') returning user_id, paused, query, technologies, industries, min_novelty");
      expect(rows).toEqual([{ user_id: OWNER, paused: false, query: '', technologies: [], industries: [], min_novelty: null }]);
      for (const actor of ['stranger', 'anon'] as Actor[]) {
        expect(await fails('42501', actor, add, [OWNER, 'Planted'])).toMatch(/row-level security/);
      }
      await fails('42501', 'anon', "insert into public.saved_searches (name) values ('Guest')");
      expect(await count(`${ownerRows} and name = 'Planted'`)).toBe(0);
    });

    it.each([
      ['owner', 1],
      ['stranger', 0],
      ['anon', 0],
    ] as [Actor, number][])('rename, pause and delete: %s changes %i of the owner’s searches', async (actor, n) => {
      const renamed = await succeeds(actor, "update public.saved_searches set name = 'Renamed', paused = true where id = $1", [ownerSearch]);
      expect(renamed.affectedRows).toBe(n);
      expect(await count(`${ownerRows} and name = 'Renamed' and paused`)).toBe(n);
      expect((await succeeds(actor, 'delete from public.saved_searches where id = $1', [ownerSearch])).affectedRows).toBe(n);
      expect(await count(ownerRows)).toBe(1 - n);
    });

    it('update: the owner cannot hand a search to another user (42501); updated_at follows edits', async () => {
      await fails('42501', 'owner', 'update public.saved_searches set user_id = $2 where id = $1', [ownerSearch, STRANGER]);
      await superuser("update public.saved_searches set updated_at = '2000-01-01' where id = $1", [ownerSearch]);
      await succeeds('owner', 'update public.saved_searches set paused = true where id = $1', [ownerSearch]);
      const { rows } = await superuser('select updated_at from public.saved_searches where id = $1', [ownerSearch]);
      expect(new Date(rows[0].updated_at).getUTCFullYear()).toBeGreaterThan(2000);
    });

    it('name is trimmed and 1 to 80 characters, the query at most 200, each category list at most 20 non-empty names (23514)', async () => {
      const insert = (column: string, value: unknown) =>
        attempt('owner', `insert into public.saved_searches (name${column === 'name' ? '' : `, ${column}`}) values (${column === 'name' ? '$1' : "'n', $1"})`, [value]);
      for (const [column, good, bad] of [
        ['name', ['x', 'a'.repeat(80)], ['', ' padded', 'padded ', 'a'.repeat(81)]],
        ['query', ['', 'q'.repeat(200)], ['q'.repeat(201)]],
        ['technologies', [[], Array.from({ length: 20 }, (_, i) => `T${i}`)], [Array.from({ length: 21 }, (_, i) => `T${i}`), [''], ['Robotics', null], ['x'.repeat(1601)]]],
        ['industries', [['Health & Life Sciences']], [Array.from({ length: 21 }, (_, i) => `I${i}`), ['']]],
      ] as [string, unknown[], unknown[]][]) {
        for (const value of good) expect((await insert(column, value)).ok, `${column} ${JSON.stringify(value)}`).toBe(true);
        for (const value of bad) expect(await insert(column, value), `${column} ${JSON.stringify(value)}`).toMatchObject({ ok: false, code: '23514' });
      }
    });

    it.each(['min_novelty', 'min_market', 'min_feasibility', 'min_composite'])('%s: null or 0 to 10 with one decimal (23514 otherwise)', async (column) => {
      const sql = `insert into public.saved_searches (name, ${column}) values ('n', $1) returning ${column} as v`;
      for (const value of [null, 0, 8, 7.5, 10]) {
        const stored = (await succeeds('owner', sql, [value])).rows[0].v;
        expect(stored === null ? null : Number(stored)).toBe(value);
      }
      for (const value of [-0.1, 10.1, 7.25, 11]) await fails('23514', 'owner', sql, [value]);
    });

    it('50 searches per user, then P0001 with a clear message; other users are not affected', async () => {
      await superuser(`insert into public.saved_searches (user_id, name) select $1, 'Search ' || g from generate_series(2, 50) g`, [OWNER]);
      expect(await fails('P0001', 'owner', "insert into public.saved_searches (name) values ('One too many')")).toBe('Limit reached: at most 50 saved searches per account.');
      expect(await count(ownerRows)).toBe(50);
      await succeeds('stranger', "insert into public.saved_searches (name) values ('Still fine')");
      await succeeds('owner', 'delete from public.saved_searches where id = $1', [ownerSearch]);
      await succeeds('owner', "insert into public.saved_searches (name) values ('Room again')");
    });

    it('searches go when their auth user is deleted', async () => {
      const id = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
      await superuser("insert into auth.users (id, email) values ($1, 'gone@example.com')", [id]);
      await superuser(add, [id, 'Gone']);
      await superuser('delete from auth.users where id = $1', [id]);
      expect(await count('select 1 from public.saved_searches where user_id = $1', [id])).toBe(0);
    });
  });
}
