/**
 * netlify.toml as Netlify's build reads it, in the production context (local/netlify/config.ts reads it), typed
 * for the netlify.toml tests and the function bundling, which takes its settings from here as a deploy does.
 */
import { readNetlifyConfig } from '../../local/netlify/config.ts';

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
  /** What Netlify would print as warnings: it keeps going past a rule it cannot read, where a broken file or an invalid value makes it throw. */
  warnings: string[];
}

/**
 * netlify.toml in `root` as a deploy's build reads it (the production context), typed for these tests. Besides
 * the file, it merges in `<publish>/_headers` and `<publish>/_redirects` when a build has written them.
 */
export async function deployConfig(root: string): Promise<ResolvedNetlifyConfig> {
  const { config, warnings } = await readNetlifyConfig({ context: 'production', root });
  return { config, warnings };
}
