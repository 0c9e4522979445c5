/**
 * The workspace tables (bookmarks, tags, notes, paper reads): owner-only rows, the rules of tags and notes,
 * the per-account storage limits, and the workspace_bulk() RPC that loads them in one call.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { ACTORS, OWNER, STRANGER, user, type Actor, type RlsHelpers } from './rls-helpers.ts';

export function defineWorkspaceRules(h: RlsHelpers) {
  const { attempt, succeeds, fails, superuser, count } = h;

  type OwnedTable = { table: string; insert: string; update: string };
  const OWNED_TABLES: OwnedTable[] = [
    {
      table: 'idea_bookmarks',
      insert: 'insert into public.idea_bookmarks (user_id, idea_id) values ($1, $2)',
      update: 'update public.idea_bookmarks set created_at = now() where user_id = $1 and idea_id = $2',
    },
    {
      table: 'user_idea_tags',
      insert: "insert into public.user_idea_tags (user_id, idea_id, tag_type, tag_value) values ($1, $2, 'theme', 'Robotics')",
      update: "update public.user_idea_tags set tag_value = 'Edited' where user_id = $1 and idea_id = $2",
    },
    {
      table: 'user_idea_notes',
      insert: "insert into public.user_idea_notes (user_id, idea_id, content) values ($1, $2, 'A note')",
      update: "update public.user_idea_notes set content = 'Edited' where user_id = $1 and idea_id = $2",
    },
    {
      table: 'paper_reads',
      insert: 'insert into public.paper_reads (user_id, idea_id) values ($1, $2)',
      update: 'update public.paper_reads set read_at = now() where user_id = $1 and idea_id = $2',
    },
  ];

  for (const t of OWNED_TABLES) {
    describe(t.table, () => {
      const ownerRows = `select * from public.${t.table} where user_id = '${OWNER}'`;
      beforeEach(async () => {
        await superuser(t.insert, [OWNER, 'idea-1']);
        await superuser(t.insert, [STRANGER, 'idea-2']);
      });

      it.each([
        ['owner', 1],
        ['stranger', 0],
        ['anon', 0],
        ['service_role', 1],
      ] as [Actor, number][])("select: %s sees %i of the owner's rows", async (actor, n) => {
        expect((await succeeds(actor, ownerRows, [], )).rows).toHaveLength(n);
      });

      it('select: a user sees only their own rows, a visitor none', async () => {
        const owner = await succeeds({ ...ACTORS.owner, readOnly: true }, `select user_id, idea_id from public.${t.table}`);
        expect(owner.rows).toEqual([{ user_id: OWNER, idea_id: 'idea-1' }]);
        const stranger = await succeeds('stranger', `select user_id, idea_id from public.${t.table}`);
        expect(stranger.rows).toEqual([{ user_id: STRANGER, idea_id: 'idea-2' }]);
        expect((await succeeds('anon', `select * from public.${t.table}`)).rows).toEqual([]);
        expect((await succeeds('service_role', `select * from public.${t.table}`)).rows).toHaveLength(2);
      });

      it.each([
        ['owner', null],
        ['stranger', '42501'],
        ['anon', '42501'],
        ['service_role', null],
      ] as [Actor, string | null][])('insert: %s adding a row for the owner -> %s', async (actor, code) => {
        if (code) {
          const message = await fails(code, actor, t.insert, [OWNER, 'idea-7']);
          expect(message).toMatch(/row-level security/);
        } else {
          await succeeds(actor, t.insert, [OWNER, 'idea-7']);
        }
        expect(await count(`${ownerRows} and idea_id = 'idea-7'`)).toBe(code ? 0 : 1);
      });

      it('insert: a user can add rows for themselves, returning them', async () => {
        const { rows } = await succeeds('stranger', `${t.insert} returning user_id, idea_id`, [STRANGER, 'idea-8']);
        expect(rows).toEqual([{ user_id: STRANGER, idea_id: 'idea-8' }]);
      });

      it.each([
        ['owner', 1],
        ['stranger', 0],
        ['anon', 0],
        ['service_role', 1],
      ] as [Actor, number][])("update: %s changes %i of the owner's rows", async (actor, n) => {
        const before = (await superuser(ownerRows)).rows;
        const { affectedRows } = await succeeds(actor, t.update, [OWNER, 'idea-1']);
        expect(affectedRows).toBe(n);
        if (n === 0) expect((await superuser(ownerRows)).rows).toEqual(before);
      });

      it('update: the owner cannot hand a row to another user (42501)', async () => {
        await fails('42501', 'owner', `update public.${t.table} set user_id = $2 where user_id = $1`, [OWNER, STRANGER]);
        expect(await count(ownerRows)).toBe(1);
      });

      it.each([
        ['owner', 1],
        ['stranger', 0],
        ['anon', 0],
        ['service_role', 1],
      ] as [Actor, number][])("delete: %s deletes %i of the owner's rows", async (actor, n) => {
        const { affectedRows } = await succeeds(actor, `delete from public.${t.table} where user_id = $1`, [OWNER]);
        expect(affectedRows).toBe(n);
        expect(await count(ownerRows)).toBe(1 - n);
      });

      it('idea_id must look like idea-<n> (23514)', async () => {
        await fails('23514', 'owner', t.insert, [OWNER, 'idea-x']);
        await fails('23514', 'owner', t.insert, [OWNER, '../etc']);
      });

      it("rows go when their auth user is deleted", async () => {
        const id = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
        await superuser("insert into auth.users (id, email) values ($1, 'gone@example.com')", [id]);
        await superuser(t.insert, [id, 'idea-3']);
        await superuser('delete from auth.users where id = $1', [id]);
        expect(await count(`select 1 from public.${t.table} where user_id = $1`, [id])).toBe(0);
      });
    });
  }

  describe('user_idea_tags rules', () => {
    const add = (actor: Actor, type: string, value: string, idea = 'idea-1', userId = actor === 'owner' ? OWNER : STRANGER) =>
      attempt(actor, 'insert into public.user_idea_tags (user_id, idea_id, tag_type, tag_value) values ($1, $2, $3, $4)', [
        userId,
        idea,
        type,
        value,
      ]);

    it('a duplicate theme tag (other case, extra spaces) is rejected with 23505; an industry tag of that value is fine', async () => {
      expect((await add('owner', 'theme', 'Robotics')).ok).toBe(true);
      expect(await add('owner', 'theme', 'rOBOTICS')).toMatchObject({ ok: false, code: '23505' });
      expect((await add('owner', 'industry', 'Robotics')).ok).toBe(true);
      expect((await add('owner', 'industry', 'robotics')).ok).toBe(true);
      expect((await add('owner', 'theme', 'Robotics', 'idea-2')).ok).toBe(true);
      expect((await add('stranger', 'theme', 'Robotics')).ok).toBe(true);
    });

    it('tag values are stored trimmed and 1 to 50 characters, and tag_type is industry or theme (23514)', async () => {
      expect(await add('owner', 'theme', '   ')).toMatchObject({ ok: false, code: '23514' });
      expect(await add('owner', 'theme', '')).toMatchObject({ ok: false, code: '23514' });
      expect(await add('owner', 'theme', 'x'.repeat(51))).toMatchObject({ ok: false, code: '23514' });
      expect(await add('owner', 'theme', ` ${'x'.repeat(50)} `)).toMatchObject({ ok: false, code: '23514' });
      // The red-team payload: 400 KB of spaces around one letter.
      expect(await add('owner', 'theme', `${' '.repeat(200_000)}a${' '.repeat(200_000)}`)).toMatchObject({ ok: false, code: '23514' });
      expect((await add('owner', 'theme', 'x'.repeat(50))).ok).toBe(true);
      expect((await add('owner', 'theme', 'é'.repeat(50))).ok).toBe(true);
      expect(await add('owner', 'category', 'AI')).toMatchObject({ ok: false, code: '23514' });
    });

    it('the site removes a tag by user, idea, type and value', async () => {
      await add('owner', 'theme', 'Robotics');
      await add('owner', 'industry', 'Robotics');
      const { affectedRows } = await succeeds(
        'owner',
        'delete from public.user_idea_tags where user_id = $1 and idea_id = $2 and tag_type = $3 and tag_value = $4',
        [OWNER, 'idea-1', 'theme', 'Robotics'],
      );
      expect(affectedRows).toBe(1);
      expect((await superuser('select tag_type from public.user_idea_tags')).rows).toEqual([{ tag_type: 'industry' }]);
    });
  });

  describe('tags and notes bookmark their idea first', () => {
    const bookmarks = (userId: string) => count('select 1 from public.idea_bookmarks where user_id = $1', [userId]);
    const removeBookmark = () => succeeds('owner', 'delete from public.idea_bookmarks where user_id = $1 and idea_id = $2', [OWNER, 'idea-4']);

    it('a tag added after another tab removed the bookmark saves the idea again, in the same statement', async () => {
      await succeeds('owner', 'insert into public.idea_bookmarks (user_id, idea_id) values ($1, $2)', [OWNER, 'idea-4']);
      await removeBookmark();
      await succeeds('owner', "insert into public.user_idea_tags (user_id, idea_id, tag_type, tag_value) values ($1, 'idea-4', 'theme', 'Later')", [OWNER]);
      expect(await count("select 1 from public.idea_bookmarks where user_id = $1 and idea_id = 'idea-4'", [OWNER])).toBe(1);
      // A tag on an idea already saved adds nothing.
      await succeeds('owner', "insert into public.user_idea_tags (user_id, idea_id, tag_type, tag_value) values ($1, 'idea-4', 'theme', 'Again')", [OWNER]);
      expect(await bookmarks(OWNER)).toBe(1);
    });

    it('a non-empty note (insert or upsert) saves the idea; an empty one does not', async () => {
      const upsert = 'insert into public.user_idea_notes (user_id, idea_id, content) values ($1, $2, $3) on conflict (user_id, idea_id) do update set content = excluded.content';
      await succeeds('owner', upsert, [OWNER, 'idea-5', null]);
      expect(await bookmarks(OWNER)).toBe(0);
      await succeeds('owner', upsert, [OWNER, 'idea-5', 'typed in a stale tab']);
      expect(await count("select 1 from public.idea_bookmarks where user_id = $1 and idea_id = 'idea-5'", [OWNER])).toBe(1);
      await succeeds('owner', 'delete from public.idea_bookmarks where user_id = $1', [OWNER]);
      await succeeds('owner', upsert, [OWNER, 'idea-5', 'edited again']);
      expect(await bookmarks(OWNER)).toBe(1);
    });

    it("a tag or note for someone else fails (42501) and saves no idea for them", async () => {
      await fails('42501', 'stranger', "insert into public.user_idea_tags (user_id, idea_id, tag_type, tag_value) values ($1, 'idea-6', 'theme', 'x')", [OWNER]);
      await fails('42501', 'stranger', "insert into public.user_idea_notes (user_id, idea_id, content) values ($1, 'idea-6', 'x')", [OWNER]);
      expect(await bookmarks(OWNER)).toBe(0);
    });
  });

  describe('user_idea_notes rules', () => {
    const upsert =
      'insert into public.user_idea_notes (user_id, idea_id, content) values ($1, $2, $3) ' +
      'on conflict (user_id, idea_id) do update set content = excluded.content';

    it('a note of 2000 characters is accepted, 2001 rejected (23514), an empty note is stored as null', async () => {
      await succeeds('owner', upsert, [OWNER, 'idea-1', 'é'.repeat(2000)]);
      await fails('23514', 'owner', upsert, [OWNER, 'idea-1', 'x'.repeat(2001)]);
      await succeeds('owner', upsert, [OWNER, 'idea-2', null]);
      const { rows } = await superuser('select idea_id, char_length(content) as n from public.user_idea_notes order by idea_id');
      expect(rows).toEqual([
        { idea_id: 'idea-1', n: 2000 },
        { idea_id: 'idea-2', n: null },
      ]);
    });

    it('the upsert on (user_id, idea_id) updates the one note and bumps updated_at', async () => {
      await succeeds('owner', upsert, [OWNER, 'idea-1', 'first']);
      await superuser("update public.user_idea_notes set updated_at = '2000-01-01'");
      await succeeds('owner', upsert, [OWNER, 'idea-1', 'second']);
      const { rows } = await superuser('select content, updated_at from public.user_idea_notes');
      expect(rows).toHaveLength(1);
      expect(rows[0].content).toBe('second');
      expect(new Date(rows[0].updated_at).getUTCFullYear()).toBeGreaterThan(2000);
    });

    it("a stranger's upsert onto the owner's note is rejected (42501) and leaves it unchanged", async () => {
      await succeeds('owner', upsert, [OWNER, 'idea-1', 'mine']);
      await fails('42501', 'stranger', upsert, [OWNER, 'idea-1', 'theirs']);
      expect((await superuser('select content from public.user_idea_notes')).rows).toEqual([{ content: 'mine' }]);
    });
  });

  describe('storage limits', () => {
    const INSERTS: Record<string, string> = {
      idea_bookmarks: 'insert into public.idea_bookmarks (user_id, idea_id) values ($1, $2)',
      user_idea_tags: "insert into public.user_idea_tags (user_id, idea_id, tag_type, tag_value) values ($1, $2, 'industry', 'tag')",
      user_idea_notes: "insert into public.user_idea_notes (user_id, idea_id, content) values ($1, $2, 'note')",
      paper_reads: 'insert into public.paper_reads (user_id, idea_id) values ($1, $2)',
    };
    /** Rows straight into a table, its triggers off (as a restore would): `select` gives the rest of each row. */
    const fill = (table: string, columns: string, select: string) =>
      superuser(`do $$ begin set local session_replication_role = replica; insert into public.${table} (${columns}) ${select}; end $$`);

    it.each(Object.keys(INSERTS))('%s: an idea id is idea- and 1 to 9 digits (23514)', async (table) => {
      await succeeds('owner', INSERTS[table]!, [OWNER, 'idea-123456789']);
      for (const id of ['idea-1234567890', 'idea-', 'idea-1x', `idea-${'9'.repeat(100_000)}`]) {
        await fails('23514', 'owner', INSERTS[table]!, [OWNER, id]);
      }
    });

    it.each([
      ['idea_bookmarks', 'user_id, idea_id', '', 'saved ideas'],
      ['user_idea_notes', 'user_id, idea_id, content', ", 'note'", 'notes'],
      ['paper_reads', 'user_id, idea_id', '', 'papers marked as read'],
    ])('%s: 5,000 rows per user, then P0001 with a clear message; an upsert of a row they have still works; others are not affected', async (table, columns, rest, what) => {
      await fill(table, columns, `select '${OWNER}', 'idea-' || g${rest} from generate_series(1, 5000) g`);
      const message = await fails('P0001', 'owner', INSERTS[table]!, [OWNER, 'idea-5001']);
      expect(message).toBe(`Limit reached: at most 5,000 ${what} per account.`);
      await succeeds('owner', `${INSERTS[table]} on conflict (user_id, idea_id) do nothing`, [OWNER, 'idea-1']);
      await succeeds('stranger', INSERTS[table]!, [STRANGER, 'idea-5001']);
      expect(await count(`select 1 from public.${table} where user_id = $1`, [OWNER])).toBe(5000);
    });

    it('user_idea_tags: 50 per idea and 20,000 per user, each refused with P0001 and a clear message', async () => {
      await fill('user_idea_tags', 'user_id, idea_id, tag_type, tag_value', `select '${OWNER}', 'idea-1', 'industry', 'tag ' || g from generate_series(1, 50) g`);
      expect(await fails('P0001', 'owner', INSERTS.user_idea_tags!, [OWNER, 'idea-1'])).toBe('Limit reached: at most 50 tags per idea.');
      await succeeds('owner', INSERTS.user_idea_tags!, [OWNER, 'idea-2']);
      await fill('user_idea_tags', 'user_id, idea_id, tag_type, tag_value', `select '${OWNER}', 'idea-' || (10 + g / 40), 'industry', 'tag ' || g from generate_series(1, 19949) g`);
      expect(await count('select 1 from public.user_idea_tags where user_id = $1', [OWNER])).toBe(20000);
      expect(await fails('P0001', 'owner', INSERTS.user_idea_tags!, [OWNER, 'idea-99999'])).toBe('Limit reached: at most 20,000 tags per account.');
      await succeeds('stranger', INSERTS.user_idea_tags!, [STRANGER, 'idea-99999']);
    });
  });

  describe('workspace_bulk()', () => {
    beforeEach(async () => {
      for (const [userId, prefix] of [
        [OWNER, 1],
        [STRANGER, 5],
      ] as [string, number][]) {
        await superuser(
          `insert into public.idea_bookmarks (user_id, idea_id, created_at) values ($1, $2, now() - interval '1 day'), ($1, $3, now())`,
          [userId, `idea-${prefix}`, `idea-${prefix + 1}`],
        );
        await superuser(
          "insert into public.user_idea_tags (user_id, idea_id, tag_type, tag_value) values ($1, $2, 'theme', 'Robotics')",
          [userId, `idea-${prefix}`],
        );
        await superuser("insert into public.user_idea_notes (user_id, idea_id, content) values ($1, $2, 'note')", [userId, `idea-${prefix}`]);
        await superuser('insert into public.paper_reads (user_id, idea_id) values ($1, $2)', [userId, `idea-${prefix}`]);
      }
    });

    it("returns only the caller's bookmarks (newest first), tags, notes and reads", async () => {
      const { rows } = await succeeds({ ...ACTORS.owner, readOnly: true }, 'select public.workspace_bulk() as w');
      const w = rows[0].w;
      expect(Object.keys(w).sort()).toEqual(['bookmarks', 'notes', 'reads', 'tags']);
      expect(w.bookmarks).toEqual(['idea-2', 'idea-1']);
      for (const key of ['tags', 'notes', 'reads']) {
        expect(w[key], key).toHaveLength(1);
        expect(w[key][0]).toMatchObject({ user_id: OWNER, idea_id: 'idea-1' });
      }
      expect(w.tags[0]).toMatchObject({ tag_type: 'theme', tag_value: 'Robotics' });
      expect(Object.keys(w.tags[0]).sort()).toEqual(['created_at', 'id', 'idea_id', 'tag_type', 'tag_value', 'user_id']);
      expect(w.notes[0]).toMatchObject({ content: 'note' });

      const stranger = (await succeeds('stranger', 'select public.workspace_bulk() as w')).rows[0].w;
      expect(stranger.bookmarks).toEqual(['idea-6', 'idea-5']);
    });

    it('anon is denied (42501); service_role, having no user, gets empty lists', async () => {
      await fails('42501', 'anon', 'select public.workspace_bulk()');
      const { rows } = await succeeds('service_role', 'select public.workspace_bulk() as w');
      expect(rows[0].w).toEqual({ bookmarks: [], tags: [], notes: [], reads: [] });
    });

    it('a signed-in user with no data gets empty lists', async () => {
      const lonely = user('eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee', 'lonely@example.com');
      expect((await succeeds(lonely, 'select public.workspace_bulk() as w')).rows[0].w).toEqual({
        bookmarks: [],
        tags: [],
        notes: [],
        reads: [],
      });
    });
  });
}
