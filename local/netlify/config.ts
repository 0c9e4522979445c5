/**
 * The parts of netlify.toml the local server applies (development and tests only): [[headers]] and
 * [[redirects]], and the build's dist/_headers. A small reader for the plain subset netlify.toml uses here (tables, `key = "string"` and
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

const isPattern = (pattern: string) => pattern.split('/').some((part) => part === '*' || part.startsWith(':'));

function patternRegex(pattern: string): RegExp {
  const regex = pattern
    .split('/')
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${regex}/?$`);
}

/** Netlify's path pattern: '*' at the end matches the rest (splat), ':name' one segment. */
export function pathMatches(pattern: string, pathname: string): boolean {
  return patternRegex(pattern).test(pathname);
}

/**
 * The rules matching a path, in file order. Compiled once per rule list: a build's _headers names every
 * per-idea file exactly (about 13,000 rules at 10,000 ideas), and one RegExp per rule per request made each
 * response wait on the local server.
 */
function ruleMatcher(rules: readonly HeaderRule[]): (pathname: string) => HeaderRule[] {
  const exact = new Map<string, number[]>();
  const patterns: { index: number; regex: RegExp }[] = [];
  rules.forEach((rule, index) => {
    if (isPattern(rule.for)) patterns.push({ index, regex: patternRegex(rule.for) });
    else exact.set(rule.for, [...(exact.get(rule.for) ?? []), index]);
  });
  return (pathname) => {
    // An exact rule matches its path with or without one trailing slash, as the pattern's `/?$` does.
    const keys = pathname.endsWith('/') && pathname !== '/' ? [pathname, pathname.slice(0, -1)] : [pathname];
    const indices = [...keys.flatMap((key) => exact.get(key) ?? []), ...patterns.filter(({ regex }) => regex.test(pathname)).map(({ index }) => index)];
    return indices.sort((a, b) => a - b).map((index) => rules[index]!);
  };
}

const matchers = new WeakMap<readonly HeaderRule[], (pathname: string) => HeaderRule[]>();

/** The headers for a path: every matching rule in file order, a later rule overriding an earlier one. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  let match = matchers.get(rules);
  if (!match) matchers.set(rules, (match = ruleMatcher(rules)));
  return Object.assign({}, ...match(pathname).map((rule) => rule.values));
}

/**
 * A _headers file (Netlify's format: a path pattern at the start of a line, then indented `Name: value`
 * lines), as the build writes it into dist/.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split('\n').forEach((rawLine, index) => {
    if (!rawLine.trim() || rawLine.trim().startsWith('#')) return;
    if (!/^\s/.test(rawLine)) {
      rules.push({ for: rawLine.trim(), values: {} });
      return;
    }
    const pair = /^\s+([A-Za-z0-9-]+):\s*(.*)$/.exec(rawLine);
    const rule = rules.at(-1);
    if (!pair || !rule) throw new Error(`_headers line ${index + 1}: cannot read "${rawLine.trim()}"`);
    rule.values[pair[1]!] = pair[2]!.trim();
  });
  return rules;
}
