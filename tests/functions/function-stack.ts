/**
 * The local stack the Netlify function tests call (tests only): the Supabase stand-in in memory, seeded,
 * optionally with its SMTP server, and a static site served from a temporary folder the test writes into.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSiteServer } from '../../local/serve.ts';
import { startLocalSupabase, type LocalSupabase } from '../../local/supabase/server.ts';

export interface FunctionStack {
  backend: LocalSupabase;
  siteUrl: string;
  siteDir: string;
  close(): Promise<void>;
}

export async function startFunctionStack(options: { smtp?: boolean } = {}): Promise<FunctionStack> {
  const backend = await startLocalSupabase({ port: 0, dataDir: null, seed: true, logMail: false, ...(options.smtp ? { smtpPort: 0 } : {}) });
  const siteDir = mkdtempSync(join(tmpdir(), 'rv-site-'));
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>site</title>');
  const site = await startSiteServer(siteDir, 0);
  return {
    backend,
    siteUrl: `http://localhost:${(site.address() as AddressInfo).port}`,
    siteDir,
    async close() {
      await new Promise((resolve) => site.close(resolve));
      await backend.close();
      rmSync(siteDir, { recursive: true, force: true });
    },
  };
}

/** A port nothing listens on: a connection to it is refused at once. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
