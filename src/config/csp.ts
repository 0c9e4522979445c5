/**
 * The Content-Security-Policy of every response, written at build time into dist/_headers (Netlify applies
 * it; locally Netlify's emulator does) so that connect-src and form-action name the configured Supabase project and
 * contact-form service, not every *.supabase.co. Server-only.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Parser } from 'htmlparser2';

/** The analytics tag's collectors. */
const ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

export interface PolicyOrigins {
  /** The Supabase project the browser talks to (REST and auth over http(s), realtime over ws(s)). */
  supabaseUrl: string;
  /** Where the contact form posts. */
  contactFormUrl: string;
  /** script-src sources of the inline scripts the built pages carry: see scriptHashesOfBuild. */
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

/** A built page: its path in the build and its HTML. */
export interface BuiltPage {
  path: string;
  html: string;
}

/**
 * Every runnable inline script of the given pages, each with the first page it is on: Astro's island loader
 * and client directives (src/hydration/directive.ts) and the site's own `is:inline` scripts, exactly as the
 * build wrote them. The pages are parsed as HTML, so a "<script>" inside an attribute value (a sheet's text in
 * a meta description) is text, not a script. Scripts with a src load from 'self'; data blocks (JSON-LD) never
 * run.
 */
export function inlineScripts(pages: Iterable<BuiltPage>): Map<string, string> {
  const scripts = new Map<string, string>();
  for (const page of pages) {
    // Parsing every page costs seconds at 10,000 ideas; a page whose script-like text is all scripts already
    // found by parsing holds nothing new, and any other page (a new script, or "<script>" in an attribute)
    // is parsed.
    if (!scriptLikeTexts(page.html).every((body) => scripts.has(body))) addParsedScripts(page, scripts);
  }
  return scripts;
}

/** The texts of what looks like a runnable inline script, read roughly: a superset of a page's scripts. */
function scriptLikeTexts(html: string): string[] {
  const texts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!/\ssrc\s*=/i.test(attributes) && RUNNABLE_TYPE.test(type.trim())) texts.push(body);
  }
  return texts;
}

function addParsedScripts({ path, html }: BuiltPage, scripts: Map<string, string>): void {
  let body: string | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'script' && attributes.src === undefined && RUNNABLE_TYPE.test((attributes.type ?? '').trim())) body = '';
    },
    ontext(text) {
      if (body !== undefined) body += text;
    },
    onclosetag(name) {
      if (name !== 'script' || body === undefined) return;
      if (!scripts.has(body)) scripts.set(body, path);
      body = undefined;
    },
  });
  parser.end(html);
}

/** The 'sha256-…' script-src sources of the given script texts, sorted and without repeats. */
export function scriptHashes(bodies: Iterable<string>): string[] {
  return [...new Set(bodies)].map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`).sort();
}

/**
 * Hashing what the build wrote would also allow a script that reached a page through the sheet, were its text
 * ever left unescaped. So no inline script may carry a sheet's text: the build stops instead of trusting it.
 */
export function assertNoSheetScripts(scripts: Map<string, string>, sheetTexts: readonly string[]): void {
  for (const [body, page] of scripts) {
    const script = body.trim();
    if (script && sheetTexts.some((text) => text.includes(script))) {
      throw new Error(`The inline script ${JSON.stringify(script.slice(0, 80))} on ${page} is text from the sheet: it would run on the site. Escape it; the Content-Security-Policy will not allow it.`);
    }
  }
}

function* builtPages(dir: string): Generator<BuiltPage> {
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.html')) yield { path: `/${file}`, html: readFileSync(join(dir, file), 'utf8') };
  }
}

/** Every string in a value (an idea's JSON): the texts a sheet row put on the site. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/**
 * The script-src hashes the build in `dir` needs: its pages' inline scripts, after checking that none of them
 * is text of an idea (each idea's published JSON, /idea/{slug}-{n}.json, holds all of its sheet text).
 */
export function scriptHashesOfBuild(dir: string): string[] {
  const scripts = inlineScripts(builtPages(dir));
  const ideaFiles = readdirSync(join(dir, 'idea')).filter((file) => file.endsWith('.json'));
  assertNoSheetScripts(scripts, ideaFiles.flatMap((file) => strings(JSON.parse(readFileSync(join(dir, 'idea', file), 'utf8')))));
  return scriptHashes(scripts.keys());
}

/** dist/_headers: the policy for every path (netlify.toml keeps the other headers). */
export function headersFile(policy: string): string {
  return `/*\n  Content-Security-Policy: ${policy}\n`;
}
