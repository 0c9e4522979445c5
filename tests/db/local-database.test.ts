// local/db/database.ts itself: applying the SQL files once per data folder, in-memory databases from a saved
// copy (memory-snapshot.ts), and runAs's request semantics
// (serialised, isolated role and claims, rollback on error) that the local Supabase server relies on.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLocalDatabase, runAs, schemaFiles } from '../../local/db/database.ts';
import { snapshotFile, snapshotKey } from '../../local/db/memory-snapshot.ts';

describe('local/db/database.ts', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rv-pglite-'));
  const dataDir = path.join(dir, 'db');
  let db: PGlite | undefined;

  const applied = async (d: PGlite) =>
    (await d.query<{ name: string; at: string }>('select name, applied_at::text as at from local_meta.applied order by name')).rows;

  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  describe('a data folder', () => {
    let firstRun: { name: string; at: string }[] = [];

    beforeAll(async () => {
      const first = await openLocalDatabase({ dataDir, seed: false });
      firstRun = await applied(first);
      expect((await first.query('select count(*)::int as n from auth.users')).rows).toEqual([{ n: 0 }]);
      await first.close();
      db = await openLocalDatabase({ dataDir });
    });

    it('gets the shim and every migration once, in name order, and the seed when asked', async () => {
      const names = (await schemaFiles()).map((f) => f.name);
      expect(names.slice(0, 2)).toEqual(['local/db/shim.sql', 'local/db/shim-oauth-server.sql']);
      expect(names.at(-1)).toBe('supabase/seed.sql');
      expect(names.slice(2, -1)).toEqual([...names.slice(2, -1)].sort());
      expect(firstRun.map((r) => r.name)).toEqual(names.filter((n) => n !== 'supabase/seed.sql').sort());
      const now = await applied(db!);
      expect(now.map((r) => r.name).sort()).toEqual([...names].sort());
      // Reopening applied only the seed; the earlier files kept their first application time.
      for (const row of firstRun) expect(now.find((r) => r.name === row.name)?.at).toBe(row.at);
      expect((await db!.query('select count(*)::int as n from auth.users')).rows).toEqual([{ n: 2 }]);
    });

    it('is not re-seeded when reopened', async () => {
      await db!.close();
      db = await openLocalDatabase({ dataDir });
      expect((await db.query('select count(*)::int as n from auth.users')).rows).toEqual([{ n: 2 }]);
      expect((await db.query('select count(*)::int as n from local_meta.applied')).rows).toEqual([{ n: (await schemaFiles()).length }]);
    });
  });

  it('a new data folder starts from the saved copy an in-memory database starts from', async () => {
    const memory = await openLocalDatabase();
    const copied = await applied(memory);
    await memory.close();
    const folder = await openLocalDatabase({ dataDir: path.join(dir, 'from-copy') });
    try {
      // The files' application times are the copy's: built from the SQL files, they would be now.
      expect(await applied(folder)).toEqual(copied);
      expect((await folder.query('select count(*)::int as n from auth.users')).rows).toEqual([{ n: 2 }]);
    } finally {
      await folder.close();
    }
  });

  describe('in memory', () => {
    it('starts each database from a saved copy of the same files, keyed by their text and the day', async () => {
      const files = await schemaFiles();
      const first = await openLocalDatabase();
      await first.query("insert into public.idea_bookmarks (user_id, idea_id) values ('11111111-1111-4111-8111-111111111111', 'idea-7')");
      const key = snapshotKey(files, new Date().toISOString().slice(0, 10));
      expect(existsSync(snapshotFile(files))).toBe(true);
      const second = await openLocalDatabase();
      try {
        expect((await applied(second)).map((r) => r.name)).toEqual(files.map((f) => f.name).sort());
        expect((await second.query('select count(*)::int as n from auth.users')).rows).toEqual([{ n: 2 }]);
        // Each copy is its own database: a row written in one is not in the other.
        const ideas = async (d: PGlite) => (await d.query<{ idea_id: string }>('select idea_id from public.idea_bookmarks order by 1')).rows.map((r) => r.idea_id);
        expect(await ideas(first)).toEqual(['idea-1', 'idea-2', 'idea-7']);
        expect(await ideas(second)).toEqual(['idea-1', 'idea-2']);
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
      expect(snapshotKey(files, '2000-01-01')).not.toBe(key);
      expect(snapshotKey([...files.slice(0, -1), { ...files.at(-1)!, sql: `${files.at(-1)!.sql}\n` }], new Date().toISOString().slice(0, 10))).not.toBe(key);
    });
  });

  describe('runAs', () => {
    const DEMO = '11111111-1111-4111-8111-111111111111';
    const ADMIN = '22222222-2222-4222-8222-222222222222';
    const as = (sub: string) => ({ role: 'authenticated' as const, claims: { sub, role: 'authenticated' } });

    it('serialises concurrent requests, each with its own role and claims', async () => {
      const calls = Array.from({ length: 20 }, (_, i) => {
        const request = i % 3 === 0 ? { role: 'anon' as const } : as(i % 3 === 1 ? DEMO : ADMIN);
        return runAs(db!, request, async (tx) => {
          const a = await tx.query<{ uid: string | null; cu: string }>('select auth.uid() as uid, current_user as cu');
          await new Promise((r) => setTimeout(r, 1));
          const b = await tx.query<{ n: number }>('select count(*)::int as n from public.profiles');
          return { ...a.rows[0], profiles: b.rows[0].n };
        });
      });
      const results = await Promise.all(calls);
      results.forEach((r, i) => {
        if (i % 3 === 0) expect(r).toEqual({ uid: null, cu: 'anon', profiles: 0 });
        else expect(r).toEqual({ uid: i % 3 === 1 ? DEMO : ADMIN, cu: 'authenticated', profiles: 1 });
      });
    });

    it('rolls a failed request back, rethrows the database error with its code, and keeps serving', async () => {
      const failing = runAs(db!, as(DEMO), async (tx) => {
        await tx.query("insert into public.idea_bookmarks (user_id, idea_id) values ($1, 'idea-9')", [DEMO]);
        await tx.query("insert into public.idea_bookmarks (user_id, idea_id) values ($1, 'idea-9')", [DEMO]);
      });
      const next = runAs(db!, as(DEMO), async (tx) => (await tx.query<{ idea_id: string }>('select idea_id from public.idea_bookmarks order by 1')).rows);
      await expect(failing).rejects.toMatchObject({ code: '23505' });
      expect((await next).map((r) => r.idea_id)).toEqual(['idea-1', 'idea-2']);
    });

    it('read-only requests cannot write (25006); unknown roles are refused', async () => {
      await expect(
        runAs(db!, { ...as(DEMO), readOnly: true }, (tx) => tx.query("insert into public.idea_bookmarks (user_id, idea_id) values ($1, 'idea-3')", [DEMO])),
      ).rejects.toMatchObject({ code: '25006' });
      await expect(runAs(db!, { role: 'postgres' as never }, async () => 1)).rejects.toThrow(/unknown role/);
    });
  });
});
