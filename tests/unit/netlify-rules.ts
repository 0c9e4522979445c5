/**
 * A throwaway publish folder holding a build's _redirects or _headers, read with netlify.toml through
 * Netlify's own config reader and matchers (local/netlify/config.ts), for the tests of the rules the build writes.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { headerRules, readNetlifyConfig, redirectRules, temporaryPublishDir } from '../../local/netlify/config.ts';

export interface PublishedRules {
  /** Netlify's headers for an address. */
  headers(path: string): Promise<Record<string, string>>;
  /** Netlify's answer to an address nothing else answers: status and target, or null. */
  redirect(path: string): Promise<{ status: number; to: string } | null>;
  remove(): void;
}

export async function publishRules(files: { _redirects?: string; _headers?: string }): Promise<PublishedRules> {
  const dir = temporaryPublishDir('rules-');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const config = await readNetlifyConfig({ context: 'dev', publishDir: dir });
  const headers = await headerRules(config);
  const redirects = redirectRules(config);
  return {
    headers: async (path) => headers(path),
    async redirect(path) {
      const rule = await redirects.match(new Request(new URL(path, 'http://localhost')));
      return rule ? { status: rule.statusCode, to: rule.targetRelative } : null;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
