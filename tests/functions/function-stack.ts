/**
 * The local stack the Netlify function tests call (tests only): the Supabase stand-in in memory, seeded,
 * optionally with its SMTP server, and a site served by local/serve.ts from a temporary folder the test
 * writes into: static files only unless `functions` asks for netlify/functions too (building them all takes
 * half a minute; most tests call a function's handler directly).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { vi } from 'vitest';
import { temporaryPublishDir } from '../../local/netlify/config.ts';
import { MCP } from '../../src/config/constants/mcp.ts';
import { OPEN_DATA } from '../../src/config/constants/open-data.ts';
import { catalogueParts } from '../../src/open-data/catalogue-parts.build.ts';
import type { Catalogue } from '../../src/open-data/schema.build.ts';
import { startSiteServer } from '../../local/serve.ts';
import { startLocalSupabase, type LocalSupabase } from '../../local/supabase/server.ts';

export interface FunctionStack {
  backend: LocalSupabase;
  siteUrl: string;
  siteDir: string;
  /** Where the site server built the functions as it started (with `functions` only). */
  functionsBuild?: string;
  close(): Promise<void>;
}

export async function startFunctionStack(options: { smtp?: boolean; functions?: boolean } = {}): Promise<FunctionStack> {
  const backend = await startLocalSupabase({ port: 0, dataDir: null, seed: true, logMail: false, ...(options.smtp ? { smtpPort: 0 } : {}) });
  const siteDir = temporaryPublishDir('site-');
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>site</title>');
  const site = await startSiteServer(siteDir, { port: 0, functions: options.functions ?? false, cache: false });
  return {
    backend,
    siteUrl: site.url,
    siteDir,
    functionsBuild: site.functionsBuild,
    async close() {
      await site.close();
      await backend.close();
      rmSync(siteDir, { recursive: true, force: true });
    },
  };
}

/**
 * Publishes a catalogue in the site's folder as the build does (src/open-data/catalogue-parts.build.ts), so /ideas.json
 * answers it through its edge function.
 */
export function publishCatalogue(siteDir: string, document: { schemaVersion: number; ideas: readonly object[] }): void {
  const { parts, chunks } = catalogueParts(document as unknown as Catalogue);
  mkdirSync(join(siteDir, OPEN_DATA.catalogueParts.folder), { recursive: true });
  for (const chunk of chunks) writeFileSync(join(siteDir, chunk.address), chunk.text);
  writeFileSync(join(siteDir, OPEN_DATA.catalogueParts.path), JSON.stringify(parts));
}

/** Takes the catalogue's parts file away: /ideas.json then answers 502, as when the site is down. */
export function unpublishCatalogue(siteDir: string): void {
  rmSync(join(siteDir, OPEN_DATA.catalogueParts.path));
}

/** A port nothing listens on: a connection to it is refused at once. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Puts process.env back to `saved`, in place. Assigning a copy to process.env would leave a plain object there:
 * worker threads (the functions' calls) start from the process's real environment, so a later file's settings
 * made on that object would never reach them (the files of a worker share one process: vitest.config.ts).
 */
export function restoreEnv(saved: NodeJS.ProcessEnv): void {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
}

/**
 * A fetch for an MCP client that runs netlify/functions/mcp.ts in this process for the stack's /mcp, with the data
 * file and files origin the site server set, and sends every other request (the sign-in metadata, Supabase Auth)
 * over the network. Through the site server each call starts a worker that loads the function's bundle (a second
 * or more on a busy machine); the suites send a few raw requests that way, which show the bundle is served.
 * A fresh copy of the module: the files of a worker share their modules (vitest.config.ts), and the function
 * keeps the first catalogue it read, which another file may have pointed elsewhere.
 */
export async function mcpInProcess(stack: FunctionStack): Promise<typeof fetch> {
  vi.resetModules();
  const { default: handler } = await import('../../netlify/functions/mcp.ts');
  const endpoint = new URL(MCP.path, stack.siteUrl);
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    return url.origin === endpoint.origin && url.pathname === endpoint.pathname ? handler(request) : fetch(request);
  };
}
