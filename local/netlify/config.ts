/**
 * The parts of netlify.toml the local server applies (development and tests only): [[headers]] and
 * [[redirects]]. A small reader for the plain subset netlify.toml uses here (tables, `key = "string"` and
 * `key = number` lines, comments), so local responses carry exactly the production headers.
 */
import { readFileSync } from 'node:fs';

export interface HeaderRule {
  for: string;
  values: Record<string, string>;
}

export interface TomlRedirect {
  from: string;
  to: string;
  status: number;
}

export interface NetlifyConfig {
  headers: HeaderRule[];
  redirects: TomlRedirect[];
}

function readValue(raw: string, line: number): string | number {
  const text = raw.trim();
  const quoted = /^"((?:[^"\\]|\\.)*)"$/.exec(text) ?? /^'([^']*)'$/.exec(text);
  if (quoted) return text.startsWith('"') ? (JSON.parse(`"${quoted[1]}"`) as string) : quoted[1]!;
  if (/^\d+$/.test(text)) return Number(text);
  throw new Error(`netlify.toml line ${line}: unsupported value ${text}`);
}

export function parseNetlifyToml(text: string): NetlifyConfig {
  const config: NetlifyConfig = { headers: [], redirects: [] };
  let section = '';
  let header: HeaderRule | null = null;
  let redirect: Partial<TomlRedirect> | null = null;
  text.split('\n').forEach((rawLine, index) => {
    const line = rawLine.trim();
    if (!line || line.startsWith('#')) return;
    const table = /^\[\[?([^\]]+)\]\]?$/.exec(line);
    if (table) {
      section = table[1]!.trim();
      if (line.startsWith('[[headers]]')) config.headers.push((header = { for: '', values: {} }));
      if (line.startsWith('[[redirects]]')) config.redirects.push((redirect = {}) as TomlRedirect);
      return;
    }
    const pair = /^([A-Za-z0-9_.-]+)\s*=\s*(.+)$/.exec(line);
    if (!pair) throw new Error(`netlify.toml line ${index + 1}: cannot read "${line}"`);
    const [, key, raw] = pair;
    if (section === 'headers' && key === 'for' && header) header.for = String(readValue(raw!, index + 1));
    else if (section === 'headers.values' && header) header.values[key!] = String(readValue(raw!, index + 1));
    else if (section === 'redirects' && redirect) Object.assign(redirect, { [key!]: readValue(raw!, index + 1) });
  });
  return config;
}

export function loadNetlifyConfig(path = 'netlify.toml'): NetlifyConfig {
  return parseNetlifyToml(readFileSync(path, 'utf8'));
}

/** Netlify's path pattern: '*' at the end matches the rest (splat), ':name' one segment. */
export function pathMatches(pattern: string, pathname: string): boolean {
  const regex = pattern
    .split('/')
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${regex}/?$`).test(pathname);
}

/** The headers for a path: every matching rule in file order, a later rule overriding an earlier one. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => pathMatches(rule.for, pathname)).map((rule) => rule.values));
}

/**
 * The local stand-in's origin added to connect-src (Supabase) and form-action (its form-mail endpoint stands
 * in for the contact form's service): the one local difference from production.
 */
export function withLocalOrigin(headers: Record<string, string>, origin: string | undefined): Record<string, string> {
  const csp = headers['Content-Security-Policy'];
  if (!csp || !origin) return headers;
  const widened = csp.replace(/connect-src ([^;]*)/, `connect-src $1 ${origin}`).replace(/form-action ([^;]*)/, `form-action $1 ${origin}`);
  return { ...headers, 'Content-Security-Policy': widened };
}
