/**
 * The local site server behind `npm start`, `npm run serve`, the browser tests and the benchmarks
 * (development and tests only). Netlify's own emulator, @netlify/dev, answers every request as Netlify
 * does: the build's static files, dist/_redirects and netlify.toml's redirects, dist/_headers and
 * netlify.toml's headers; the functions in netlify/functions, at /.netlify/functions/<name>, are bundled by
 * Netlify's bundler once, as the server starts, and run by the emulator's own function handler
 * (./netlify/functions.ts: the emulator rebuilds a function on every call). This file adds only what the
 * platform does and the emulator leaves to its caller:
 * - loopback only unless --host says otherwise, and only this machine's Host names (./allowed-host.ts);
 * - Netlify's 6 MB limit on a request body (413);
 * - gzip and a cache in memory, as Netlify's CDN compresses and caches a published build (./cdn.ts);
 * - 404.html with status 404 for an address nothing answers;
 * - the emulator's faults, each worked around in one place (./netlify/emulator.ts).
 *
 * The server listens once every function is built, so nobody's first form submission waits for the bundler.
 * An edit to a function takes a restart.
 *
 *   node local/serve.ts [--build] [--port 4321] [--dir dist] [--host 127.0.0.1] [--no-functions]
 *
 * --build builds the bundled sample with its first-seen history (./sample-history.ts), as `npm start` does.
 */
import { spawnSync } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { parseArgs } from 'node:util';
import type { NetlifyDev } from '@netlify/dev';
import type { FunctionMatch } from '@netlify/functions-dev';
import { StaticHandler } from '@netlify/static';
import { MCP } from '../src/config/constants/mcp.ts';
import { HOST_REFUSED, isAllowedHost } from './allowed-host.ts';
import { cdn, compressed } from './cdn.ts';
import { sampleHistoryEnv } from './sample-history.ts';
import { BODY_TOO_LARGE, BodyTooLarge, toWebRequest } from './web-request.ts';
import { headerRules, readNetlifyConfig, redirectRules } from './netlify/config.ts';
import { EDGE_FUNCTIONS_HEADER, emulatorWorkarounds, MISDIRECTED_EDGE_CALL, netlifyEmulator, refuseRewritesToFunctions } from './netlify/emulator.ts';
import { buildLocalFunctions, type LocalFunctions } from './netlify/functions.ts';

/** Loopback only: browsers reach it as localhost, nothing else on the network does. */
export const DEFAULT_HOST = '127.0.0.1';

export interface SiteServer {
  server: Server;
  /** http://localhost:<port> */
  url: string;
  /** Where the functions were built as the server started; undefined without functions. */
  functionsBuild?: string;
  close(): Promise<void>;
}

async function send(res: ServerResponse, response: Response, method: string | undefined): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (method === 'HEAD' || !response.body) {
    await response.body?.cancel();
    res.end();
    return;
  }
  Readable.fromWeb(response.body as NodeReadableStream).pipe(res);
}

/** A background function, by the name suffix that is this site's one way of marking one. */
const BACKGROUND_PATH = /^\/\.netlify\/functions\/[^/]+-background\/?$/;

const plain = (status: number, text: string) => new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

export interface SiteServerOptions {
  port: number;
  host?: string;
  /**
   * Serve netlify/functions (default). Off for the benchmarks and the function tests' static sites, which
   * call no function: building them all takes the emulator half a minute of CPU.
   */
  functions?: boolean;
  /**
   * Answer each published address from memory after its first request (default), as Netlify's CDN does.
   * Off for the function tests' small sites, whose files the tests change while the server runs.
   */
  cache?: boolean;
}

/**
 * Serves the built site in `root` through @netlify/dev on `host`:`port` (0: any free port). Loopback by
 * default: a development server with test accounts and local admin tools is nobody else's business on
 * the network; `--host 0.0.0.0` (or "::") opens it up on purpose.
 */
export async function startSiteServer(root: string, { port, host = DEFAULT_HOST, functions = true, cache = true }: SiteServerOptions): Promise<SiteServer> {
  const publishDir = resolve(root);
  if (!existsSync(join(publishDir, 'index.html'))) {
    throw new Error(`No built site in ${publishDir}. Run "npm run build" first (or "npm start", which builds).`);
  }
  const config = await readNetlifyConfig({ context: 'dev', publishDir });
  for (const warning of config.warnings) console.warn(warning);
  refuseRewritesToFunctions(config);
  const emulator = netlifyEmulator(publishDir);
  // Sets the environment (netlify.toml's [build.environment]) the functions run with.
  await emulator.start();
  let calls: LocalFunctions | undefined;
  // The MCP function reads its data file from the build it serves (on Netlify: the copy bundled with it).
  if (functions) process.env[MCP.catalogueEnv] = join(publishDir, MCP.catalogueFile);
  try {
    if (functions) calls = await buildLocalFunctions(config);
  } catch (error) {
    await emulator.stop();
    throw error;
  }
  const files = new StaticHandler({ directory: publishDir });
  const redirects = redirectRules(config);
  const headersFor = await headerRules(config);

  const { rewriteStatus, withHeaders, edgeRedirect, inBackground } = emulatorWorkarounds({ files, redirects, headersFor });

  /** The function an address calls, unless it prefers a published file that exists (as on Netlify). */
  async function functionFor(request: Request): Promise<FunctionMatch | undefined> {
    const call = await calls?.match(request);
    return call?.preferStatic && (await files.match(request)) ? undefined : call;
  }

  /**
   * A function's answer; the request gets an id, as the emulator gives it (the function's context.requestId).
   * Netlify always names the client (context.ip); the emulator takes it from X-Forwarded-For, which only tests
   * set. Without one, each call gets a made-up address of its own (in 198.18.0.0/15, the range set aside for
   * benchmarks), so `npm start` and the browser tests do not all count as one client, 'unknown', against the
   * subscribe limits (supabase/migrations/*_subscribe_limits_degrade_for_abusers.sql).
   */
  async function called(call: FunctionMatch, request: Request): Promise<Response> {
    request.headers.set('x-nf-request-id', randomUUID());
    if (!request.headers.has('x-forwarded-for')) request.headers.set('x-forwarded-for', `198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(256)}`);
    return BACKGROUND_PATH.test(new URL(request.url).pathname) ? inBackground(call, request) : await call.handle(request);
  }

  type Introspected = Awaited<ReturnType<NetlifyDev['handleAndIntrospect']>>;

  /** The site's answer to an address no function answers: a file, a redirect, a rewrite or the 404 page. */
  async function published(request: Request, result: Introspected): Promise<Response> {
    if (result?.type === 'redirect') return withHeaders(request, await rewriteStatus(request, result.response));
    if (result?.type === 'edge-function' && result.response.redirected) return withHeaders(request, await edgeRedirect(result.response));
    if (result) return withHeaders(request, result.response);
    const notFound = await emulator.handle(new Request(new URL('/404', request.url)));
    return notFound ? withHeaders(request, new Response(notFound.body, { status: 404, headers: notFound.headers })) : plain(404, 'Not found');
  }

  // GETs of the published build: once from the emulator, then from memory, as from Netlify's CDN.
  const fromCdn = cdn(cache);

  async function answer(request: Request): Promise<Response> {
    const call = await functionFor(request);
    if (call) return await called(call, request);
    if (request.method === 'GET' || request.method === 'HEAD') {
      const get = new Request(request.url, { method: 'GET', headers: request.headers });
      return await fromCdn(get, async () => published(get, await emulator.handleAndIntrospect(get, { serverAddress: origin })));
    }
    return await published(request, await emulator.handleAndIntrospect(request, { serverAddress: origin }));
  }

  // Where an edge function's rewrites and fetches come back to: this server (known once it listens).
  let origin = '';
  const server = createServer((req, res) => {
    void (async () => {
      try {
        if (!isAllowedHost(req.headers.host)) return await send(res, plain(403, HOST_REFUSED), req.method);
        if (req.headers[EDGE_FUNCTIONS_HEADER]) {
          console.error(`[local site] ${req.url} came with ${EDGE_FUNCTIONS_HEADER}: another emulator's edge functions server was to listen on this port`);
          return await send(res, plain(421, MISDIRECTED_EDGE_CALL), req.method);
        }
        const request = await toWebRequest(req, `http://${req.headers.host}`);
        await send(res, compressed(request, await answer(request)), req.method);
      } catch (error) {
        if (error instanceof BodyTooLarge) return await send(res, plain(413, BODY_TOO_LARGE), req.method);
        console.error('[local site] request failed', req.method, req.url, error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end('Internal error');
      }
    })();
  });
  try {
    await new Promise<void>((resolvePromise, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolvePromise());
    });
  } catch (error) {
    await calls?.close();
    await emulator.stop();
    throw error;
  }
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  // And the files it reads from the site (records, discover's word files) from this server, as on Netlify from
  // its own deploy; set before the first call, which is after the server listens.
  if (functions) process.env[MCP.filesOriginEnv] = origin;
  return {
    server,
    url: origin,
    functionsBuild: calls?.directory,
    async close() {
      server.closeAllConnections();
      await new Promise((resolvePromise) => server.close(resolvePromise));
      await calls?.close();
      await emulator.stop();
    },
  };
}

/** Builds dist/; the bundled sample with its first-seen history (./sample-history.ts). */
export function buildSite(): void {
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, ...sampleHistoryEnv(process.env, new Date()) } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      build: { type: 'boolean', default: false },
      port: { type: 'string', default: process.env.PORT ?? '4321' },
      dir: { type: 'string', default: 'dist' },
      host: { type: 'string', default: DEFAULT_HOST },
      'no-functions': { type: 'boolean', default: false },
    },
  });
  if (values.build) buildSite();
  const site = await startSiteServer(values.dir, { port: Number(values.port), host: values.host, functions: !values['no-functions'] });
  console.log(`Research Ventures is running at ${site.url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void site.close().finally(() => process.exit(0)));
}

if (import.meta.main) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
