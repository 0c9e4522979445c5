/**
 * The Content-Security-Policy of every response, written at build time into dist/_headers (Netlify applies
 * it; local/serve.ts too) so that connect-src and form-action name the configured Supabase project and
 * contact-form service, not every *.supabase.co. Server-only.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The analytics tag's collectors. */
const ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

export interface PolicyOrigins {
  /** The Supabase project the browser talks to (REST and auth over http(s), realtime over ws(s)). */
  supabaseUrl: string;
  /** Where the contact form posts. */
  contactFormUrl: string;
  /** script-src sources of the inline scripts the built pages carry: see inlineScriptHashes. */
  scriptHashes: readonly string[];
}

/** The socket origin next to an http(s) one: realtime uses wss:// (ws:// for a local http stand-in). */
function socketOrigin(origin: URL): string {
  return `${origin.protocol === 'https:' ? 'wss:' : 'ws:'}//${origin.host}`;
}

export function contentSecurityPolicy({ supabaseUrl, contactFormUrl, scriptHashes }: PolicyOrigins): string {
  const supabase = new URL(supabaseUrl);
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", 'https://www.googletagmanager.com', ...scriptHashes]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'https://*.google-analytics.com', 'https://*.googletagmanager.com']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", supabase.origin, socketOrigin(supabase), ...ANALYTICS]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", new URL(contactFormUrl).origin]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** `type` values that make a <script> run (HTML's JavaScript MIME types, modules, import maps); any other is a data block such as JSON-LD. */
const RUNNABLE_TYPE = /^(|module|importmap|(text|application)\/(x-)?(java|ecma)script)$/i;

/**
 * The 'sha256-…' sources of every inline script in the given pages, sorted and without repeats: Astro's
 * island loader and client directives (src/hydration/directive.ts) and the site's own `is:inline` scripts,
 * exactly as the build wrote them, so no hash is kept by hand and a changed script cannot go unlisted.
 * Scripts with a src load from 'self'; data blocks (JSON-LD) never run and need no hash.
 */
export function inlineScriptHashes(pages: Iterable<string>): string[] {
  const scripts = new Set<string>();
  for (const html of pages) {
    for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
      if (!/\ssrc\s*=/i.test(attributes) && RUNNABLE_TYPE.test(type.trim())) scripts.add(body);
    }
  }
  return [...scripts].map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`).sort();
}

function* builtPages(dir: string): Generator<string> {
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.html')) yield readFileSync(join(dir, file), 'utf8');
  }
}

/** The script-src hashes the build in `dir` needs: its pages' inline scripts. */
export function scriptHashesOfBuild(dir: string): string[] {
  return inlineScriptHashes(builtPages(dir));
}

/** dist/_headers: the policy for every path (netlify.toml keeps the other headers). */
export function headersFile(policy: string): string {
  return `/*\n  Content-Security-Policy: ${policy}\n`;
}
