// Sessions of the local stand-in live in the database (auth.sessions / auth.refresh_tokens), so a signed-in
// browser stays signed in across `npm start` restarts. Two servers, one after the other, on one data folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS } from '../../local/config.ts';
import { startLocalSupabase, type LocalSupabase } from '../../local/supabase/server.ts';
import { anonClient, localTarget } from './harness.ts';

describe('local stand-in: restart with a data folder', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rv-local-supabase-'));
  let server: LocalSupabase | undefined;

  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps sessions and refresh tokens', async () => {
    server = await startLocalSupabase({ port: 0, dataDir: path.join(dir, 'db'), logMail: false });
    const before = anonClient(localTarget(server.url));
    const { data, error } = await before.auth.signInWithPassword({
      email: SEEDED_ACCOUNTS.demo.email,
      password: SEEDED_ACCOUNTS.demo.password,
    });
    expect(error).toBeNull();
    await server.close();

    server = await startLocalSupabase({ port: 0, dataDir: path.join(dir, 'db'), logMail: false });
    const after = anonClient(localTarget(server.url));
    const user = await after.auth.getUser(data.session!.access_token);
    expect(user.error).toBeNull();
    expect(user.data.user?.email).toBe(SEEDED_ACCOUNTS.demo.email);
    const refreshed = await after.auth.refreshSession({ refresh_token: data.session!.refresh_token });
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(data.session!.refresh_token);
    // Seeded once, not again on reopening.
    const admin = await after.auth.signInWithPassword({ email: SEEDED_ACCOUNTS.admin.email, password: SEEDED_ACCOUNTS.admin.password });
    expect(admin.error).toBeNull();
  }, 60_000);
});
