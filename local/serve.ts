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
 * - gzip and a cache in memory, as Netlify's CDN compresses and caches a published build (`fromCdn`);
 * - 404.html with status 404 for an address nothing answers;
 * - the emulator's faults, each worked around in one place: a rewrite with a status (netlify.toml's
 *   `/idea/* /idea-not-found 404`) answers 200 (`rewriteStatus`); header rules are re-parsed on every
 *   request and a file shadowing a rewrite gets the target's (`withHeaders`, with Netlify's parser); a
 *   background function answers 202 only once its run is over (`inBackground`); an edge function's redirect
 *   is followed by the emulator instead of answered (`edgeRedirect`).
 *
 * The server listens once every function is built (half a minute of CPU), so nobody's first form submission
 * waits for the bundler. An edit to a function takes a restart.
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
import { gzipSync } from 'node:zlib';
import { NetlifyDev } from '@netlify/dev';
import type { FunctionMatch } from '@netlify/functions-dev';
import { StaticHandler } from '@netlify/static';
import { MCP } from '../src/config/constants/mcp.ts';
import { HOST_REFUSED, isAllowedHost } from './allowed-host.ts';
import { sampleHistoryEnv } from './sample-history.ts';
import { BODY_TOO_LARGE, BodyTooLarge, toWebRequest } from './web-request.ts';
import { headerRules, PROJECT_ROOT, putProjectBinOnPath, readNetlifyConfig, redirectRules, type NetlifyConfig } from './netlify/config.ts';
import { buildLocalFunctions, type LocalFunctions } from './netlify/functions.ts';

/** Loopback only: browsers reach it as localhost, nothing else on the network does. */
export const DEFAULT_HOST = '127.0.0.1';

const COMPRESSIBLE = /^(text\/|application\/([a-z.-]+\+)?(json|xml|javascript)\b|application\/manifest|image\/svg)/;

export interface SiteServer {
  server: Server;
  /** http://localhost:<port> */
  url: string;
  /** Where the functions were built as the server started; undefined without functions. */
  functionsBuild?: string;
  close(): Promise<void>;
}

/**
 * Netlify's emulator for the build in `publishDir`, with the features this site uses on Netlify but
 * functions: static files, redirects, edge functions and environment variables. Header rules are applied by
 * startSiteServer (see `withHeaders`), functions by ./netlify/functions.ts. The edge functions run on Deno, as
 * on Netlify: the `deno` dev dependency's binary, which the emulator finds on PATH.
 */
export function netlifyEmulator(publishDir: string): NetlifyDev {
  putProjectBinOnPath();
  const emulator = new NetlifyDev({
    projectRoot: PROJECT_ROOT,
    skipGitignore: true,
    serverAddress: null,
    aiGateway: { enabled: false },
    blobs: { enabled: false },
    database: { enabled: false },
    functions: { enabled: false },
    geolocation: { enabled: false },
    headers: { enabled: false },
    images: { enabled: false },
  });
  // @netlify/dev reads netlify.toml itself and has no option for another publish folder: it is handed the
  // configuration local/netlify/config.ts reads instead (its getConfig is a plain method, private only to TypeScript).
  Object.assign(emulator, { getConfig: () => readNetlifyConfig({ context: 'dev', publishDir }) });
  return emulator;
}

/**
 * Netlify rewrites an address to a function; the emulator would, were its functions on. No rule here does
 * yet: one that starts to stops the server rather than answer 404 where Netlify runs the function.
 */
function refuseRewritesToFunctions(config: NetlifyConfig): void {
  const rules: { from: string; to: string }[] = config.config.redirects ?? [];
  const rule = rules.find((redirect) => redirect.to.startsWith('/.netlify/functions/'));
  if (rule) throw new Error(`The local site server cannot rewrite ${rule.from} to a function (${rule.to}); call the function by its own path.`);
}

/**
 * What the emulator sends only to its Deno server, which it starts on a port that get-port found free; another
 * server that starts listening on that port before Deno does gets them (and the emulator takes its answers for
 * Deno's). Such a call is refused, so that the mix-up fails loudly instead of answering pages as not found.
 */
const EDGE_FUNCTIONS_HEADER = 'x-nf-edge-functions';
const MISDIRECTED_EDGE_CALL = 'An edge function call reached the local site server instead of the edge functions server (a port taken by both).';

/** What the in-memory CDN keeps at most (a 10,000-idea build is about 1 GB). */
const CDN_CACHE_BYTES = 256 * 1024 * 1024;

/** A background function, by the name suffix that is this site's one way of marking one. */
const BACKGROUND_PATH = /^\/\.netlify\/functions\/[^/]+-background\/?$/;

const wantsGzip = (request: Request, headers: Headers) =>
  /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '') && COMPRESSIBLE.test(headers.get('content-type') ?? '') && !headers.has('content-encoding');

function gzipHeaders(headers: Headers): Headers {
  const zipped = new Headers(headers);
  zipped.set('content-encoding', 'gzip');
  zipped.delete('content-length');
  zipped.append('vary', 'Accept-Encoding');
  return zipped;
}

/** A function's answer, compressed on the way as Netlify's CDN does. */
function compressed(request: Request, response: Response): Response {
  if (!response.body || !wantsGzip(request, response.headers)) return response;
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), { status: response.status, headers: gzipHeaders(response.headers) });
}

interface CdnEntry {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  /** Made on the first request that accepts it. */
  gzip?: Uint8Array<ArrayBuffer>;
}

function cdnResponse(request: Request, entry: CdnEntry): Response {
  const headers = new Headers(entry.headers);
  if (entry.body.length > 0 && wantsGzip(request, headers)) {
    entry.gzip ??= new Uint8Array(gzipSync(entry.body));
    return new Response(entry.gzip, { status: entry.status, headers: gzipHeaders(headers) });
  }
  return new Response(entry.body.length > 0 ? entry.body : null, { status: entry.status, headers });
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

  /**
   * Netlify answers a rewrite (netlify.toml's `/idea/* /idea-not-found 404`) with the rule's status;
   * @netlify/dev answers 200. A file at the address itself shadows the rule, and is answered 200 on both.
   */
  async function rewriteStatus(request: Request, response: Response): Promise<Response> {
    const rule = await redirects.match(request);
    if (!rule || rule.redirect || rule.statusCode === response.status) return response;
    if (!rule.force && (await files.match(request))) return response;
    return new Response(response.body, { status: rule.statusCode, headers: response.headers });
  }

  /**
   * The header rules for the address asked for, on every answer but a function's, as on Netlify. Applied
   * here, not by the emulator: it re-reads and re-parses netlify.toml and _headers on every request (13,000
   * rules at 10,000 ideas), and gives a file that shadows a rewrite the rules of the rewrite's target (the
   * idea files lost their Content-Type).
   */
  function withHeaders(request: Request, response: Response): Response {
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(headersFor(new URL(request.url).pathname))) headers.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }

  /**
   * Netlify answers 202 as a background function starts and lets it run on (up to 15 minutes); the
   * emulator's handler answers once the run is over.
   */
  function inBackground(call: FunctionMatch, request: Request): Response {
    void call.handle(request).then(
      async (response) => {
        if (response.status >= 400) console.error(`[local site] ${new URL(request.url).pathname} answered ${response.status}: ${await response.text()}`);
      },
      (error: unknown) => console.error(`[local site] ${new URL(request.url).pathname} failed:`, error),
    );
    return new Response(null, { status: 202 });
  }

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

  /**
   * The emulator fetches an edge function's answer with fetch's default, which follows a redirect: the page
   * redirected to comes back instead. This site's edge function redirects only with 301 (an idea's other
   * addresses), so a followed answer is that 301 to where it went.
   */
  async function edgeRedirect(response: Response): Promise<Response> {
    await response.body?.cancel();
    const to = new URL(response.url);
    return new Response(null, { status: 301, headers: { location: `${to.pathname}${to.search}` } });
  }

  /** The site's answer to an address no function answers: a file, a redirect, a rewrite or the 404 page. */
  async function published(request: Request, result: Introspected): Promise<Response> {
    if (result?.type === 'redirect') return withHeaders(request, await rewriteStatus(request, result.response));
    if (result?.type === 'edge-function' && result.response.redirected) return withHeaders(request, await edgeRedirect(result.response));
    if (result) return withHeaders(request, result.response);
    const notFound = await emulator.handle(new Request(new URL('/404', request.url)));
    return notFound ? withHeaders(request, new Response(notFound.body, { status: 404, headers: notFound.headers })) : plain(404, 'Not found');
  }

  /**
   * A published build never changes, so each address of it is answered once by the emulator and then from
   * memory, as Netlify's CDN answers from its cache. The emulator costs about 4 ms of CPU a request (it
   * matches every request against the redirect rules in WebAssembly and makes and removes a folder for it),
   * which made the browser tests a third slower. Up to CDN_CACHE_BYTES; functions are never cached.
   */
  const cdn = new Map<string, CdnEntry>();
  let cdnBytes = 0;
  async function fromCdn(request: Request): Promise<Response> {
    const hit = cdn.get(request.url);
    if (hit) return cdnResponse(request, hit);
    const response = await published(request, await emulator.handleAndIntrospect(request, { serverAddress: origin }));
    const body = new Uint8Array(await response.arrayBuffer());
    const entry: CdnEntry = { status: response.status, headers: [...response.headers], body };
    if (cache && cdnBytes + body.length <= CDN_CACHE_BYTES) {
      cdn.set(request.url, entry);
      cdnBytes += body.length;
    }
    return cdnResponse(request, entry);
  }

  async function answer(request: Request): Promise<Response> {
    const call = await functionFor(request);
    if (call) return await called(call, request);
    if (request.method === 'GET' || request.method === 'HEAD') return await fromCdn(new Request(request.url, { method: 'GET', headers: request.headers }));
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
