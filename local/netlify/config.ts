/**
 * netlify.toml and a build's _redirects and _headers as Netlify reads and applies them (development, tests and
 * the link check): the file through Netlify's own @netlify/config, the rules through the matchers its
 * emulator uses. Nothing here parses a rule itself.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { delimiter, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveConfig } from '@netlify/config';
import { parseAllHeaders, type Header } from '@netlify/headers-parser';
import { RedirectsHandler } from '@netlify/redirects';

export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The resolved configuration, with the warnings Netlify would print (a header or redirect rule it could not read, and dropped). */
export type NetlifyConfig = Awaited<ReturnType<typeof resolveConfig>> & { warnings: string[] };

/** Netlify's edge tooling looks for `deno` on PATH: the dev dependency's binary, however the process was started. */
export function putProjectBinOnPath(): void {
  const bin = join(PROJECT_ROOT, 'node_modules', '.bin');
  if (!(process.env.PATH ?? '').split(delimiter).includes(bin)) process.env.PATH = `${bin}${delimiter}${process.env.PATH ?? ''}`;
}

export interface ReadOptions {
  /** 'production' as a deploy's build reads it, 'dev' as `netlify dev` and the local server do. */
  context: 'production' | 'dev';
  /** The folder whose netlify.toml is read (default: the project's). */
  root?: string;
  /**
   * A build to publish instead of netlify.toml's `dist` (absolute): the browser tests and the benchmarks serve
   * builds of their own, and @netlify/config reads that folder's _redirects and _headers with it.
   */
  publishDir?: string;
  /** netlify.toml at another path than `root`'s (the link check's --netlify-toml). */
  netlifyToml?: string;
}

/** netlify.toml, and a build's _redirects and _headers, resolved by Netlify's own @netlify/config. */
export async function readNetlifyConfig({ context, root = PROJECT_ROOT, publishDir, netlifyToml }: ReadOptions): Promise<NetlifyConfig> {
  const resolved = await resolveConfig({
    ...(netlifyToml ? { config: netlifyToml } : {}),
    context,
    cwd: root,
    repositoryRoot: root,
    // Offline: no call to Netlify's API. Buffered: the warnings come back to the caller instead of being printed.
    offline: true,
    buffer: true,
    ...(context === 'dev' ? { mode: 'cli' } : {}),
    // Joined to the root, not resolved: an absolute path would be taken as relative.
    ...(publishDir ? { inlineConfig: { build: { publish: relative(root, publishDir) } } } : {}),
  });
  return { ...resolved, warnings: (resolved.logs?.stderr as string[] | undefined) ?? [] };
}

/** _redirects, then netlify.toml's [[redirects]], matched as Netlify matches them. */
export function redirectRules(config: NetlifyConfig): RedirectsHandler {
  return new RedirectsHandler({ configPath: config.configPath, configRedirects: config.config.redirects ?? [], jwtRoleClaim: '', jwtSecret: '', projectDir: PROJECT_ROOT });
}

/** The headers for an address: every matching rule in order, a later one overriding an earlier one. */
export type HeadersFor = (pathname: string) => Record<string, string>;

/**
 * The published _headers and netlify.toml's [[headers]], read once by Netlify's own parser (the files the
 * emulator reads) and matched as the emulator matches them. A rule Netlify cannot read stops here.
 */
export async function headerRules(config: NetlifyConfig): Promise<HeadersFor> {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [join(config.config.build.publish, '_headers')],
    netlifyConfigPath: config.configPath,
    configHeaders: config.config.headers ?? [],
    minimal: false,
  });
  if (errors.length > 0) throw new Error(`Header rules Netlify cannot read: ${errors.map((error) => error.message).join('; ')}`);
  const rules = headers as Header[];
  return (pathname) => Object.assign({}, ...rules.filter((rule) => rule.forRegExp.test(pathname)).map((rule) => rule.values)) as Record<string, string>;
}

/**
 * A folder for a throwaway build to publish (the tests' small sites): Netlify takes a publish folder only
 * inside the repository, and .netlify/ is git-ignored and outside lint and type checks.
 */
export function temporaryPublishDir(prefix: string): string {
  const parent = join(PROJECT_ROOT, '.netlify', 'publish');
  mkdirSync(parent, { recursive: true });
  return mkdtempSync(join(parent, prefix));
}
