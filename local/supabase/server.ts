/**
 * The local Supabase stand-in (development and tests only; production uses hosted Supabase): one node:http
 * server answering what @supabase/supabase-js calls on Supabase's gateway, over PGlite —
 *   /auth/v1/*       Supabase Auth (GoTrue) subset: email + password, magic links / OTP, recovery, PKCE,
 *                    a local stand-in for Google sign-in, the OAuth 2.1 server (auth/oauth-*.ts); mails
 *                    go to the in-memory mailbox
 *   /.well-known/oauth-authorization-server/auth/v1   the OAuth 2.1 server's metadata at the root (RFC 8414)
 *   /rest/v1/*       PostgREST subset, one transaction per request as the JWT's role (RLS applies)
 *   /functions/v1/*  handlers passed in `functions`
 *   /mailbox         the mails, newest first (HTML; JSON at /mailbox/messages, DELETE clears), including
 *                    what its SMTP server (smtp.ts, when smtpPort is given) receives from the functions
 *   /capture/*       stands in for the external addresses of the admin functions (see capture.ts)
 *   /form-mail/<to>  the contact form's form-mail service: the message goes to the mailbox (form-mail.ts)
 * The wire format it honours is docs/supabase-contract.md.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { LOCAL_SUPABASE } from '../config.ts';
import { openLocalDatabase } from '../db/database.ts';
import { routeAuth } from './auth/routes.ts';
import { Capture } from './capture.ts';
import { ensureLocalAuthTables } from './auth/sessions.ts';
import { AUTH_DEFAULTS, type AuthSettings } from './auth/settings.ts';
import { FORM_MAIL_PREFIX, routeFormMail } from './form-mail.ts';
import { routeFunction, type FunctionHandlers } from './functions.ts';
import { HOST_REFUSED, isAllowedHost } from '../allowed-host.ts';
import { corsHeaders, escapeHtml, html, json, sendWebResponse, withCors } from './http.ts';
import { BODY_TOO_LARGE, BodyTooLarge, toWebRequest } from '../web-request.ts';
import { verifyJwt } from './jwt.ts';
import { Mailbox, renderMailboxPage } from './mailbox.ts';
import { startLocalSmtp, type LocalSmtp } from './smtp.ts';
import { routeRest } from './rest/routes.ts';
import { SchemaCache } from './rest/schema-cache.ts';

export interface LocalSupabaseOptions {
  /** Default 54321; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** PGlite data folder (relative to the project root); null = in memory. Default: LOCAL_SUPABASE.dataDir. */
  dataDir?: string | null;
  /** Apply supabase/seed.sql (the demo and admin accounts). Default true. */
  seed?: boolean;
  /** The site URL (redirect_to fallback). Default LOCAL_SUPABASE.siteUrl. */
  siteUrl?: string;
  /** More allowed redirect origins. Default LOCAL_SUPABASE.additionalRedirectUrls. */
  additionalRedirectUrls?: readonly string[];
  /** Handlers for /functions/v1/:name. */
  functions?: FunctionHandlers;
  /** Seconds a rotated refresh token may still be used (Supabase's default 10; 0 = never). */
  refreshTokenReuseInterval?: number;
  /** Print mails (with their links) to the console. Default true. */
  logMail?: boolean;
  /** Run the SMTP server (smtp.ts) on this port (0 picks a free one); unset: no SMTP server. */
  smtpPort?: number;
}

export interface LocalSupabase {
  url: string;
  mailbox: Mailbox;
  /** The SMTP server's port, when one was asked for. */
  smtpPort: number | null;
  capture: Capture;
  close(): Promise<void>;
}

/**
 * Auth routes Supabase's gateway serves without an API key: links opened in a browser, and the OAuth 2.1
 * server's endpoints for third-party clients (an MCP client knows no API key).
 */
const OPEN_AUTH_PATHS = new Set([
  '/verify',
  '/callback',
  '/authorize',
  '/.well-known/jwks.json',
  '/local-google/consent',
  '/.well-known/oauth-authorization-server',
  '/.well-known/openid-configuration',
  '/oauth/clients/register',
  '/oauth/authorize',
  '/oauth/token',
  '/oauth/userinfo',
]);

/** RFC 8414's form of the auth server's metadata address (the well-known part before the issuer's path). */
const ROOT_OAUTH_METADATA = '/.well-known/oauth-authorization-server/auth/v1';

async function apiKeyProblem(req: Request, jwtSecret: string): Promise<Response | null> {
  const apikey = req.headers.get('apikey') ?? new URL(req.url).searchParams.get('apikey');
  if (!apikey) {
    return json({ message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' }, 401);
  }
  const key = await verifyJwt(apikey, jwtSecret);
  if (!key.ok || (key.payload.role !== 'anon' && key.payload.role !== 'service_role')) {
    return json({ message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' }, 401);
  }
  return null;
}

function indexPage(url: string): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Local Supabase stand-in · Research Ventures</title>
<style>body { font: 16px/1.5 system-ui, sans-serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; } code { background: #f3f3f3; padding: 0 .25rem; }</style>
</head>
<body><main>
<h1>Local Supabase stand-in</h1>
<p>A small development and test replacement for hosted Supabase, used by <code>npm start</code> and the tests of Research Ventures.
It is <strong>not</strong> Supabase: it answers the subset of the Auth and PostgREST APIs the site uses, over an embedded PGlite database.</p>
<ul>
<li>API URL: <code>${e(url)}</code></li>
<li><a href="/mailbox">Mailbox</a>: confirmation, magic-link and password-reset mails (nothing is really sent)</li>
<li>Auth: <code>/auth/v1</code> · REST: <code>/rest/v1</code> · Functions: <code>/functions/v1</code></li>
</ul>
</main></body></html>`;
}

export async function startLocalSupabase(options: LocalSupabaseOptions = {}): Promise<LocalSupabase> {
  const host = options.host ?? LOCAL_SUPABASE.host;
  const dataDir = options.dataDir === undefined ? LOCAL_SUPABASE.dataDir : options.dataDir;
  const log = options.logMail === false ? null : (line: string) => console.log(line);
  const db: PGlite = await openLocalDatabase({ dataDir: dataDir ?? undefined, seed: options.seed ?? true });
  try {
    await ensureLocalAuthTables(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  const mailbox = new Mailbox(log);
  const capture = new Capture();
  const cache = new SchemaCache(db, 'public');
  const functions = options.functions ?? {};
  const settings: AuthSettings = {
    apiUrl: '', // set once the port is known
    jwtSecret: LOCAL_SUPABASE.jwtSecret,
    siteUrl: options.siteUrl ?? LOCAL_SUPABASE.siteUrl,
    additionalRedirectUrls: options.additionalRedirectUrls ?? LOCAL_SUPABASE.additionalRedirectUrls,
    ...AUTH_DEFAULTS,
    refreshTokenReuseInterval: options.refreshTokenReuseInterval ?? AUTH_DEFAULTS.refreshTokenReuseInterval,
  };

  /** The origins of the sites this stand-in serves: the only ones whose pages may read its answers. */
  const allowedOrigins = new Set(
    [settings.siteUrl, ...settings.additionalRedirectUrls].flatMap((url) => {
      try {
        return [new URL(url).origin];
      } catch {
        return [];
      }
    }),
  );

  async function handle(req: Request): Promise<Response> {
    const { pathname } = new URL(req.url);
    if (req.method === 'OPTIONS') {
      const headers = corsHeaders(req, true, allowedOrigins);
      return new Response(null, { status: headers['Access-Control-Allow-Origin'] ? 200 : 403, headers });
    }
    if (pathname === '/' || pathname === '') return html(indexPage(settings.apiUrl));
    if (pathname === '/mailbox' || pathname === '/mailbox/') return html(renderMailboxPage(mailbox.list()));
    if (pathname === '/mailbox/messages') {
      if (req.method === 'DELETE') {
        mailbox.clear();
        return new Response(null, { status: 204 });
      }
      return json(mailbox.list(), 200, { 'Cache-Control': 'no-store' });
    }
    if (pathname.startsWith('/capture/')) return await capture.handle(req, pathname.slice('/capture'.length));
    if (pathname.startsWith(FORM_MAIL_PREFIX)) {
      return await routeFormMail({ mailbox, policy: settings }, req, decodeURIComponent(pathname.slice(FORM_MAIL_PREFIX.length)));
    }
    if (pathname === ROOT_OAUTH_METADATA) {
      return await routeAuth({ db, mailbox, settings }, req, '/.well-known/oauth-authorization-server');
    }
    if (pathname.startsWith('/auth/v1/')) {
      const path = pathname.slice('/auth/v1'.length);
      if (!OPEN_AUTH_PATHS.has(path)) {
        const problem = await apiKeyProblem(req, settings.jwtSecret);
        if (problem) return problem;
      }
      return await routeAuth({ db, mailbox, settings }, req, path);
    }
    if (pathname === '/rest/v1' || pathname.startsWith('/rest/v1/')) {
      return await routeRest({ db, cache, jwtSecret: settings.jwtSecret }, req, pathname.slice('/rest/v1'.length));
    }
    const fn = /^\/functions\/v1\/([^/]+)\/?$/.exec(pathname);
    if (fn) return await routeFunction(req, decodeURIComponent(fn[1]), functions);
    return json({ message: 'no Route matched with those values' }, 404);
  }

  async function safeHandle(req: Request): Promise<Response> {
    try {
      return withCors(req, await handle(req), allowedOrigins);
    } catch (error) {
      console.error('[local-supabase] unexpected error', req.method, req.url, error);
      const message = error instanceof Error ? error.message : String(error);
      return withCors(req, json({ code: 'unexpected_failure', message }, 500), allowedOrigins);
    }
  }

  let origin = '';
  const server: Server = createServer((nodeReq, nodeRes) => {
    void (async () => {
      try {
        if (!isAllowedHost(nodeReq.headers.host)) {
          nodeRes.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' }).end(HOST_REFUSED);
          return;
        }
        const req = await toWebRequest(nodeReq, origin);
        await sendWebResponse(nodeRes, await safeHandle(req), req.method);
      } catch (error) {
        if (error instanceof BodyTooLarge) {
          nodeRes.writeHead(413, { 'Content-Type': 'text/plain; charset=utf-8' }).end(BODY_TOO_LARGE);
          return;
        }
        console.error('[local-supabase] request failed', error);
        if (!nodeRes.headersSent) nodeRes.writeHead(500, { 'Content-Type': 'text/plain' });
        nodeRes.end('Internal error');
      }
    })();
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? LOCAL_SUPABASE.port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await db.close();
    throw error;
  }
  let smtp: LocalSmtp | null = null;
  if (options.smtpPort !== undefined) {
    try {
      smtp = await startLocalSmtp(mailbox, options.smtpPort, host);
    } catch (error) {
      server.close();
      await db.close();
      throw error;
    }
  }
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  origin = url;
  settings.apiUrl = url;

  let closed = false;
  return {
    url,
    mailbox,
    smtpPort: smtp?.port ?? null,
    capture,
    async close() {
      if (closed) return;
      closed = true;
      await smtp?.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await db.close();
    },
  };
}
