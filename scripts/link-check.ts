/**
 * Link check over a built site: every internal href, src, srcset, og/twitter image and CSS url() must
 * name a file of the build, or a _redirects / netlify.toml rule that sends it to one (a 404 rule does not
 * count). The ideas' addresses are resolved as the edge function resolves them, through the bucket indexes
 * (src/ideas/published-layout.ts), and each idea page is checked at its address; /ideas.json likewise, through
 * the parts file its edge function reads (src/open-data/catalogue-parts.build.ts). Links to other sites are not
 * fetched; links with a scheme other than http(s), mailto and tel (javascript:, data: pages) are reported.
 *
 *   node scripts/link-check.ts dist [--site https://researchventures.ai]   (a folder inside the repository, as Netlify requires)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import type { RedirectsHandler } from '@netlify/redirects';
import { readNetlifyConfig, redirectRules } from '../local/netlify/config.ts';
import { OPEN_DATA } from '../src/config/constants/open-data.ts';
import type { CatalogueParts } from '../src/open-data/catalogue-parts.build.ts';
import {
  answerIdeaAddress,
  bucketIndexPath,
  bucketOf,
  type BucketIndex,
  ogImageLocation,
  publishedAddress,
  readIdeaAddress,
} from '../src/ideas/published-layout.ts';

export interface BrokenLink {
  /** Site path of the page or stylesheet that holds the link. */
  from: string;
  link: string;
  reason: string;
}

export interface LinkReport {
  pages: number;
  stylesheets: number;
  /** Internal links and assets checked (each distinct link once per file). */
  checked: number;
  broken: BrokenLink[];
}

const ATTRIBUTE = /\s(href|src|srcset|poster|content)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const IMAGE_META = /<meta\s[^>]*(?:property|name)\s*=\s*["'](?:og:image|og:image:url|twitter:image)["'][^>]*>/gi;
const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/g;
const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'", '#x27': "'", '#34': '"' };

function decodeEntities(value: string): string {
  return value.replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole);
}

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => statSync(join(dir, name)).isFile());
}

function sitePath(dir: string, file: string): string {
  return publishedAddress(`/${relative(dir, file).split(sep).join('/')}`);
}

/** The links of one HTML page: attribute values (srcset split into its URLs) and social image metas. */
export function htmlLinks(html: string): string[] {
  const links: string[] = [];
  const withoutMetas = html.replace(IMAGE_META, (meta) => {
    const content = /\scontent\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(meta);
    if (content) links.push(decodeEntities(content[1] ?? content[2] ?? ''));
    return '';
  });
  for (const match of withoutMetas.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    const value = decodeEntities(match[2] ?? match[3] ?? '');
    // Other metas' content is text (descriptions, titles), not a link.
    if (name === 'content') continue;
    if (name === 'srcset') links.push(...value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '').filter(Boolean));
    else links.push(value);
  }
  return links;
}

export function cssLinks(css: string): string[] {
  return [...css.matchAll(CSS_URL)].map((match) => (match[1] ?? match[2] ?? match[3] ?? '').trim()).filter(Boolean);
}

type Classified = { kind: 'internal'; path: string } | { kind: 'external' } | { kind: 'bad'; reason: string };

export function classify(link: string, from: string, site: URL): Classified {
  const trimmed = link.trim();
  if (!trimmed || trimmed.startsWith('#')) return { kind: 'external' };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme && !['http', 'https', 'mailto', 'tel'].includes(scheme)) return { kind: 'bad', reason: `${scheme}: link` };
  if (scheme === 'mailto' || scheme === 'tel') return { kind: 'external' };
  let url: URL;
  try {
    url = new URL(trimmed, new URL(from, site));
  } catch {
    return { kind: 'bad', reason: 'not a URL' };
  }
  if (url.origin !== site.origin) return { kind: 'external' };
  return { kind: 'internal', path: url.pathname };
}

/** A file of the build for the path (Astro's file format: /about -> about.html), else null. */
function fileFor(dir: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const clean = posix.normalize(decoded);
  const candidates = clean.endsWith('/') ? [`${clean}index.html`] : [clean, `${clean}.html`, `${clean}/index.html`];
  return candidates.find((candidate) => existsSync(join(dir, candidate)) && statSync(join(dir, candidate)).isFile()) ?? null;
}

/** Why an idea address does not resolve as the edge function answers it, null when it does, undefined when it is no idea's. */
function unresolvedIdea(dir: string, pathname: string): string | null | undefined {
  const address = readIdeaAddress(pathname);
  if (address.kind === 'other') return undefined;
  if (address.kind === 'og') return fileFor(dir, ogImageLocation(address.number)) ? null : `no image at ${ogImageLocation(address.number)}`;
  const index = join(dir, bucketIndexPath(bucketOf(address.number)));
  const entries = existsSync(index) ? (JSON.parse(readFileSync(index, 'utf8')) as BucketIndex) : {};
  const answer = answerIdeaAddress(address, entries[String(address.number)]);
  if (answer.kind === 'not-found') return 'no idea at this address (Idea Not Found)';
  if (answer.kind === 'redirect') return unresolvedIdea(dir, answer.location) ?? null;
  return fileFor(dir, answer.location) ? null : `the bucket index names ${answer.location}, which does not exist`;
}

/** Why /ideas.json does not resolve as its edge function answers it, null when it does, undefined for any other path. */
function unresolvedCatalogue(dir: string, pathname: string): string | null | undefined {
  if (pathname !== OPEN_DATA.cataloguePath) return undefined;
  if (!fileFor(dir, OPEN_DATA.catalogueParts.path)) return `no parts file at ${OPEN_DATA.catalogueParts.path}`;
  const { chunks } = JSON.parse(readFileSync(join(dir, OPEN_DATA.catalogueParts.path), 'utf8')) as CatalogueParts;
  const missing = chunks.find((address) => !fileFor(dir, address));
  return missing ? `the parts file names ${missing}, which does not exist` : null;
}

/** Why the path does not resolve, or null when it does (directly or through one redirect, as Netlify matches it). */
export async function unresolved(dir: string, pathname: string, rules: RedirectsHandler): Promise<string | null> {
  const idea = unresolvedIdea(dir, pathname);
  if (idea !== undefined) return idea;
  const catalogue = unresolvedCatalogue(dir, pathname);
  if (catalogue !== undefined) return catalogue;
  if (fileFor(dir, pathname)) return null;
  const rule = await rules.match(new Request(new URL(pathname, 'http://localhost')));
  if (!rule) return 'no such file and no redirect';
  if (rule.statusCode >= 400) return `answered by a ${rule.statusCode} rule (${rule.targetRelative})`;
  if (rule.external) return null;
  const target = rule.target.pathname;
  return fileFor(dir, target) ? null : `redirects to ${target}, which does not exist`;
}

export async function checkLinks(dir: string, options: { site: string; netlifyToml?: string }): Promise<LinkReport> {
  const site = new URL(options.site);
  const rules = redirectRules(await readNetlifyConfig({ context: 'dev', publishDir: resolve(dir), netlifyToml: options.netlifyToml }));
  const all = files(dir);
  const report: LinkReport = { pages: 0, stylesheets: 0, checked: 0, broken: [] };
  for (const name of all) {
    const isHtml = name.endsWith('.html');
    const isCss = name.endsWith('.css');
    if (!isHtml && !isCss) continue;
    const from = sitePath(dir, join(dir, name));
    const text = readFileSync(join(dir, name), 'utf8');
    if (isHtml) report.pages += 1;
    else report.stylesheets += 1;
    for (const link of new Set(isHtml ? htmlLinks(text) : cssLinks(text))) {
      const target = classify(link, from, site);
      if (target.kind === 'external') continue;
      report.checked += 1;
      const reason = target.kind === 'bad' ? target.reason : await unresolved(dir, target.path, rules);
      if (reason) report.broken.push({ from, link, reason });
    }
  }
  return report;
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { site: { type: 'string', default: 'http://localhost:4321' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || positionals.length !== 1) {
    console.log('Usage: node scripts/link-check.ts <built site dir> [--site <the origin it was built for>]');
    process.exit(values.help ? 0 : 2);
  }
  const report = await checkLinks(positionals[0]!, { site: values.site });
  for (const broken of report.broken) console.error(`${broken.from}: ${broken.link} (${broken.reason})`);
  console.log(`${report.checked} links in ${report.pages} pages and ${report.stylesheets} stylesheets, ${report.broken.length} broken.`);
  process.exit(report.broken.length > 0 ? 1 : 0);
}
