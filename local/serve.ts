/**
 * The local server behind `npm start` and the browser tests: serves dist/ the way Netlify does
 * (static files, then _redirects and netlify.toml's redirects, then 404.html with status 404, every answer
 * with netlify.toml's headers) and the Netlify functions at /.netlify/functions/<name>, on
 * 127.0.0.1:4321 (loopback only unless --host says otherwise).
 *
 *   node local/serve.ts [--build] [--port 4321] [--dir dist] [--host 127.0.0.1]
 *
 * `npm start` uses local/start.ts, which also starts the local Supabase stand-in.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, isAbsolute, join, relative, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';
import { matchRedirect, parseRedirects, type RedirectRule } from './redirects.ts';
import { headersFor, loadNetlifyConfig, parseHeadersFile, type HeaderRule } from './netlify/config.ts';
import { FUNCTIONS_PREFIX, routeNetlifyFunction } from './netlify/functions.ts';
import { sendWebResponse, toWebRequest } from './supabase/http.ts';

/** Loopback only: browsers reach it as localhost, nothing else on the network does. */
export const DEFAULT_HOST = '127.0.0.1';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = /^(text\/|application\/([a-z.-]+\+)?(json|xml)\b|application\/manifest|image\/svg)/;

export interface StaticSite {
  root: string;
  rules: RedirectRule[];
  /** dist/_headers (the build's Content-Security-Policy), then netlify.toml's [[headers]]. */
  headers: HeaderRule[];
}

/** dist/_redirects first, then netlify.toml's [[redirects]], as Netlify orders them. */
export function loadSite(root: string): StaticSite {
  const redirectsFile = join(root, '_redirects');
  const headersFile = join(root, '_headers');
  const netlify = loadNetlifyConfig();
  const rules = [...(existsSync(redirectsFile) ? parseRedirects(readFileSync(redirectsFile, 'utf8')) : []), ...netlify.redirects];
  const built = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
  return { root, rules, headers: [...built, ...netlify.headers] };
}

function siteHeaders(site: StaticSite, pathname: string): Record<string, string> {
  return headersFor(site.headers, pathname);
}

/** The file a URL path names: exact, then .html, then /index.html; never outside root. */
export function findFile(root: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const base = resolve(root, `.${decoded}`);
  // Inside root, not merely starting with its name: '/..%2fdist-secret' must not reach a sibling 'dist-secret'.
  const inside = relative(resolve(root), base);
  if (inside.startsWith('..') || isAbsolute(inside)) return undefined;
  const candidates = decoded.endsWith('/') ? [join(base, 'index.html')] : [base, `${base}.html`, join(base, 'index.html')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

function send(site: StaticSite, req: IncomingMessage, res: ServerResponse, file: string, status: number, pathname: string): void {
  // A header rule's Content-Type wins over the extension's, as on Netlify (the feeds are typed that way).
  const headers: Record<string, string> = { 'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream', ...siteHeaders(site, pathname) };
  const type = headers['Content-Type']!;
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (gzip) headers['Content-Encoding'] = 'gzip';
  else headers['Content-Length'] = String(statSync(file).size);
  res.writeHead(status, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file);
  (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
}

async function callFunction(req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    const request = await toWebRequest(req, `http://${req.headers.host ?? 'localhost'}`);
    await sendWebResponse(res, await routeNetlifyFunction(request), request.method);
  } catch (error) {
    console.error('[local functions] request failed', error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
    res.end('Internal error');
  }
}

export function handle(site: StaticSite, req: IncomingMessage, res: ServerResponse): void {
  if ((req.url ?? '').startsWith(FUNCTIONS_PREFIX)) {
    void callFunction(req, res);
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  const file = findFile(site.root, url.pathname);
  if (file) return send(site, req, res, file, 200, url.pathname);
  const rule = matchRedirect(site.rules, url.pathname);
  if (rule && rule.status >= 300 && rule.status < 400) {
    res.writeHead(rule.status, { ...siteHeaders(site, url.pathname), Location: rule.to + url.search }).end();
    return;
  }
  const target = rule ? findFile(site.root, rule.to) : undefined;
  if (rule && target) return send(site, req, res, target, rule.status, url.pathname);
  const notFound = findFile(site.root, '/404');
  if (notFound) return send(site, req, res, notFound, 404, url.pathname);
  res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
}

/**
 * Serves `root` on `host`:`port`. Loopback by default: a development server with test accounts and local
 * admin tools is nobody else's business on the network; `--host 0.0.0.0` (or "::") opens it up on purpose.
 */
export function startSiteServer(root: string, port: number, host = DEFAULT_HOST): Promise<Server> {
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`No built site in ${root}. Run "npm run build" first (or "npm start", which builds).`);
  }
  const site = loadSite(root);
  const server = createServer((req, res) => handle(site, req, res));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

export function buildSite(): void {
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      build: { type: 'boolean', default: false },
      port: { type: 'string', default: process.env.PORT ?? '4321' },
      dir: { type: 'string', default: 'dist' },
      host: { type: 'string', default: DEFAULT_HOST },
    },
  });
  if (values.build) buildSite();
  await startSiteServer(resolve(values.dir), Number(values.port), values.host);
  console.log(`Research Ventures is running at http://localhost:${values.port}`);
}

if (import.meta.main) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
