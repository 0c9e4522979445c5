/**
 * netlify.toml read by Netlify's own reader, `@netlify/config`, so that a typo fails here and not in a deploy.
 * It throws on broken TOML and on an invalid value of a setting it knows (a bundler name, a cron schedule, a
 * path that is not a string); a header or redirect rule it cannot read it drops with a warning, which fails the
 * first test below; an unknown key (`pubish`, `stauts`, `[[redirect]]`) it ignores without a word, so the tests
 * below check the values a deploy depends on.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployConfig, type ResolvedNetlifyConfig } from './netlify-config.ts';
import { PROJECT_ROOT } from '../../local/netlify/config.ts';

const NETLIFY_TOML = readFileSync(join(PROJECT_ROOT, 'netlify.toml'), 'utf8');

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/**
 * Resolves `toml` as the netlify.toml of an otherwise empty folder, so the result is the file's alone, without
 * the build's dist/_headers and dist/_redirects that resolveConfig would merge in.
 */
async function resolveAlone(toml: string): Promise<ResolvedNetlifyConfig & { root: string }> {
  const root = mkdtempSync(join(tmpdir(), 'rv-netlify-toml-'));
  roots.push(root);
  writeFileSync(join(root, 'netlify.toml'), toml);
  return { root, ...(await deployConfig(root)) };
}

describe('netlify.toml, as Netlify reads it', () => {
  let read: Awaited<ReturnType<typeof resolveAlone>>;
  beforeAll(async () => {
    read = await resolveAlone(NETLIFY_TOML);
  });

  it('reads without a warning', () => {
    expect(read.warnings).toEqual([]);
  });

  it('builds with npm run build and publishes dist/', () => {
    expect(read.config.build.command).toBe('npm run build');
    expect(read.config.build.publish).toBe(join(read.root, 'dist'));
  });

  it('bundles the functions in netlify/functions, with esbuild', () => {
    expect(read.config.functionsDirectory).toBe(join(read.root, 'netlify', 'functions'));
    expect(read.config.functions['*']).toEqual(expect.objectContaining({ node_bundler: 'esbuild' }));
  });

  it('answers an unknown /idea/ address with the "Idea Not Found" page and a 404', () => {
    expect(read.config.redirects).toContainEqual(expect.objectContaining({ from: '/idea/*', to: '/idea-not-found', status: 404 }));
  });

  it('sends the security headers everywhere, and lets hashed files and the open data be cached or read anywhere', () => {
    expect(read.config.headers).toContainEqual(
      expect.objectContaining({
        for: '/*',
        values: expect.objectContaining({ 'Strict-Transport-Security': expect.stringMatching(/^max-age=\d+/), 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY' }),
      }),
    );
    expect(read.config.headers).toContainEqual(expect.objectContaining({ for: '/_astro/*', values: { 'Cache-Control': 'public, max-age=31536000, immutable' } }));
    expect(read.config.headers.map((rule) => rule.for)).toEqual(
      expect.arrayContaining(['/open-data/catalogue/*', '/llms.txt', '/schemas/*', '/idea/*', '/discover/latest.json', '/discover/data/*', '/workspace/data/*']),
    );
  });
});

describe('a typo in netlify.toml fails here, not in a deploy', () => {
  it.each([
    ['an unclosed string', '[[redirects]]\n  from = "/old\n  to = "/new"', /Could not parse configuration file/],
    ['a misspelt bundler', '[functions."subscribe"]\n  node_bundler = "esbuid"', /functions\.subscribe\.node_bundler must be one of/],
    ['a schedule that is not cron', '[functions."send-daily-alerts"]\n  schedule = "15 7 * * mon-fry"', /functions\.send-daily-alerts\.schedule must be a valid cron expression/],
  ])('%s makes @netlify/config throw', async (_, typo, error) => {
    await expect(resolveAlone(`${NETLIFY_TOML}\n${typo}\n`)).rejects.toThrow(error);
  });

  it.each([
    ['a header rule without "for"', '[[headers]]\n  fro = "/x"\n  [headers.values]\n    X-Test = "1"', /headers have syntax errors[^]*Missing "for" field/],
    ['a redirect without "to"', '[[redirects]]\n  from = "/a"\n  too = "/b"', /redirects have syntax errors[^]*Missing "to" field/],
  ])('%s is dropped with a warning, which fails the first test above', async (_, typo, warning) => {
    const { warnings } = await resolveAlone(`${NETLIFY_TOML}\n${typo}\n`);
    expect(warnings).toEqual([expect.stringMatching(warning)]);
  });
});
