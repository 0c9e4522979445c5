/**
 * The Content-Security-Policy of every response, written at build time into dist/_headers (Netlify applies
 * it; locally Netlify's emulator does) so that connect-src and form-action name the configured Supabase
 * project and contact-form service, not every *.supabase.co, and the analytics hosts appear only in a build
 * whose pages load the tag. Server-only.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Parser } from 'htmlparser2';
import { DARK_MODE_CSS } from '../email/templates/dark-mode.ts';
import { IDEA_FILES_ROOT, publishedAddress } from '../ideas/published-layout.ts';
import { ANALYTICS } from '../config/constants/engagement.ts';

/** Where the tag script loads from, and the hosts it sends its hits to (as requests and as image pixels). */
const ANALYTICS_SCRIPTS = [new URL(ANALYTICS.tagUrl).origin];
const ANALYTICS_COLLECTORS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
const ANALYTICS_PIXELS = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];

export interface PolicyOrigins {
  /** The Supabase project the browser talks to (REST and auth over http(s), realtime over ws(s)). */
  supabaseUrl: string;
  /** Where the contact form posts. */
  contactFormUrl: string;
  /** Whether the pages carry the analytics tag (PUBLIC_GA_MEASUREMENT_ID is set): see src/analytics/AnalyticsTag.astro. */
  analytics: boolean;
  /** The hashes of the inline scripts and style elements the built pages carry: see inlineHashesOfBuild. */
  hashes: InlineHashes;
}

/** The socket origin next to an http(s) one: realtime uses wss:// (ws:// for a local http stand-in). */
function socketOrigin(origin: URL): string {
  return `${origin.protocol === 'https:' ? 'wss:' : 'ws:'}//${origin.host}`;
}

export function contentSecurityPolicy({ supabaseUrl, contactFormUrl, analytics, hashes }: PolicyOrigins): string {
  const supabase = new URL(supabaseUrl);
  const ifAnalytics = (sources: readonly string[]) => (analytics ? sources : []);
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...ifAnalytics(ANALYTICS_SCRIPTS), ...hashes.script]],
    // What a browser without style-src-elem or style-src-attr (Safari before 26.2, Firefox before 108) applies.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // The <style> elements are Astro's (the component styles it inlines, a small page stylesheet, the island
    // loader's one rule) and the emails' one sheet: a handful of texts, each allowed by its hash, so an injected
    // <style> is not.
    ['style-src-elem', ["'self'", ...hashes.style]],
    // Style attributes stay allowed. Most pages carry them: React islands' server-rendered style={…} (a
    // menu's offset and height, the pull indicator's hidden start, a category chip's colour) and the .astro
    // chips' --chip colour. A browser drops a blocked attribute when it parses the page and hydration does not
    // put it back, so these would render wrong; allowing them one by one needs 'unsafe-hashes' and a hash for
    // every value, category colours included. An attribute styles its own element only: unlike an injected
    // <style>, it cannot select other elements by their attribute values, and img-src still bounds what it loads.
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...ifAnalytics(ANALYTICS_PIXELS)]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", supabase.origin, socketOrigin(supabase), ...ifAnalytics(ANALYTICS_COLLECTORS)]],
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

/** The inline code a page can carry: scripts (script-src) and style elements (style-src-elem). */
const KINDS = ['script', 'style'] as const;
type Kind = (typeof KINDS)[number];

/** Each kind's inline texts, each with the first page it is on. */
export type InlineCode = Record<Kind, Map<string, string>>;

/** Each kind's 'sha256-…' sources. */
export type InlineHashes = Record<Kind, readonly string[]>;

/**
 * Every runnable inline script and every <style> element of the given pages, each with the first page it is
 * on: Astro's island loader and client directives (src/hydration/directive.ts), the site's own `is:inline`
 * scripts, and the component styles Astro inlines, exactly as the build wrote them. The pages are parsed as
 * HTML, so a "<script>" inside an attribute value (a sheet's text in a meta description) is text, not a
 * script. Scripts with a src load from 'self'; data blocks (JSON-LD) never run.
 */
export function inlineCode(pages: Iterable<BuiltPage>): InlineCode {
  const code: InlineCode = { script: new Map(), style: new Map() };
  for (const page of pages) {
    // Parsing every page costs seconds at 10,000 ideas; a page whose script- and style-like texts are all
    // found already by parsing holds nothing new, and any other page (new code, or "<script>" in an
    // attribute) is parsed.
    const rough = roughInlineCode(page.html);
    if (!KINDS.every((kind) => rough[kind].every((body) => code[kind].has(body)))) addParsedCode(page, code);
  }
  return code;
}

/** The texts of what looks like a runnable inline script or a style element, read roughly: a superset of a page's. */
function roughInlineCode(html: string): Record<Kind, string[]> {
  const script: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!/\ssrc\s*=/i.test(attributes) && RUNNABLE_TYPE.test(type.trim())) script.push(body);
  }
  const style = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body = '']) => body);
  return { script, style };
}

function addParsedCode({ path, html }: BuiltPage, code: InlineCode): void {
  let open: { kind: Kind; body: string } | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'style') open = { kind: name, body: '' };
      if (name === 'script' && attributes.src === undefined && RUNNABLE_TYPE.test((attributes.type ?? '').trim())) open = { kind: name, body: '' };
    },
    ontext(text) {
      if (open) open.body += text;
    },
    onclosetag(name) {
      if (open?.kind !== name) return;
      if (!code[open.kind].has(open.body)) code[open.kind].set(open.body, path);
      open = undefined;
    },
  });
  parser.end(html);
}

/** The 'sha256-…' sources of the given texts, sorted and without repeats. */
export function hashSources(bodies: Iterable<string>): string[] {
  return [...new Set(bodies)].map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`).sort();
}

/**
 * Hashing what the build wrote would also allow a script or style that reached a page through the sheet, were
 * its text ever left unescaped. So no inline code may carry a sheet's text: the build stops instead of
 * trusting it.
 */
export function assertNoSheetCode(code: InlineCode, sheetTexts: readonly string[]): void {
  for (const kind of KINDS) {
    for (const [body, page] of code[kind]) {
      const text = body.trim();
      if (text && sheetTexts.some((sheetText) => sheetText.includes(text))) {
        const effect = kind === 'script' ? 'it would run on the site' : 'it would restyle the site';
        throw new Error(`The inline ${kind} ${JSON.stringify(text.slice(0, 80))} on ${page} is text from the sheet: ${effect}. Escape it; the Content-Security-Policy will not allow it.`);
      }
    }
  }
}

function* builtPages(dir: string): Generator<BuiltPage> {
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.html')) yield { path: publishedAddress(`/${file}`), html: readFileSync(join(dir, file), 'utf8') };
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
 * Style elements a page shows that its HTML does not hold: the admin page previews emails in a srcdoc frame,
 * and such a frame takes its page's policy.
 */
const RUNTIME_STYLES = [DARK_MODE_CSS];

/**
 * The hashes the build in `dir` needs: its pages' inline scripts and style elements, after checking that none
 * of them is text of an idea (each idea's published JSON, /idea/{slug}-{n}.json, holds all of its sheet text;
 * the build keeps them under /idea-files/json/), and the styles of RUNTIME_STYLES.
 */
export function inlineHashesOfBuild(dir: string): InlineHashes {
  const code = inlineCode(builtPages(dir));
  const folder = join(dir, IDEA_FILES_ROOT, 'json');
  const ideaFiles = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json'));
  // One file at a time: every idea's texts at once were gigabytes at 100,000 ideas (issue 47).
  for (const file of ideaFiles) assertNoSheetCode(code, strings(JSON.parse(readFileSync(join(folder, file), 'utf8'))));
  return { script: hashSources(code.script.keys()), style: hashSources([...code.style.keys(), ...RUNTIME_STYLES]) };
}

/** dist/_headers: the policy for every path (netlify.toml keeps the other headers). */
export function headersFile(policy: string): string {
  return `/*\n  Content-Security-Policy: ${policy}\n`;
}
