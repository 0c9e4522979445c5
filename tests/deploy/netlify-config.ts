/**
 * netlify.toml as Netlify's build reads it: `@netlify/config`'s `resolveConfig`, offline, in the production
 * context. Shared by the netlify.toml tests and the function bundling, which takes its settings from here as a
 * deploy does.
 */
import { resolve } from 'node:path';
import { resolveConfig } from '@netlify/config';

/** The repository root, where netlify.toml and package.json live. */
export const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** The settings of one `[functions]` or `[functions."<glob>"]` table, with netlify.toml's key names. */
export interface FunctionsSettings {
  node_bundler?: string;
  included_files?: string[];
  external_node_modules?: string[];
  ignored_node_modules?: string[];
  schedule?: string;
  name?: string;
}

/** The parts of the resolved configuration the tests read; paths come back absolute. */
export interface NetlifyConfig {
  build: { command?: string; publish: string; environment: Record<string, string> };
  functionsDirectory?: string;
  /** Keyed by function-name glob; the plain `[functions]` table is `*`. */
  functions: Record<string, FunctionsSettings>;
  redirects: { from: string; to: string; status?: number }[];
  headers: { for: string; values: Record<string, string> }[];
}

export interface ResolvedNetlifyConfig {
  config: NetlifyConfig;
  /**
   * What `resolveConfig` would print as warnings: it keeps going past a header or redirect rule it cannot read
   * (dropping that rule), where a broken file or an invalid value makes it throw.
   */
  warnings: string[];
}

/**
 * Resolves the netlify.toml in `root`. Besides the file, `resolveConfig` merges in `<publish>/_headers` and
 * `<publish>/_redirects` when a build has written them.
 */
export async function readNetlifyConfig(root: string): Promise<ResolvedNetlifyConfig> {
  // `buffer` collects the warnings instead of printing them; `offline` keeps it from asking Netlify's API.
  const { config, logs } = await resolveConfig({ cwd: root, repositoryRoot: root, context: 'production', offline: true, buffer: true });
  return { config, warnings: logs.stderr };
}
