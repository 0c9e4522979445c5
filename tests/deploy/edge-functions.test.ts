/**
 * The edge function as a Netlify deploy bundles it: Netlify's own edge bundler (@netlify/edge-bundler, on the
 * `deno` dev dependency) with netlify.toml's [[edge_functions]] declarations, which it reads without running
 * the function, as a deploy without network access must.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundle, type Declaration } from '@netlify/edge-bundler';
import { afterAll, expect, test } from 'vitest';
import { deployConfig } from './netlify-config.ts';
import { PROJECT_ROOT, putProjectBinOnPath } from '../../local/netlify/config.ts';

const out = await mkdtemp(join(tmpdir(), 'rv-edge-'));
afterAll(() => rm(out, { recursive: true, force: true }));

test('idea-files (/idea/*, /og/*) and catalogue (/ideas.json) bundle, and stay small (no catalogue inside, no schema library)', async () => {
  putProjectBinOnPath();
  const { config } = await deployConfig(PROJECT_ROOT);
  const declarations = (config as unknown as { edge_functions: Declaration[] }).edge_functions;
  const routes = [['idea-files', '/idea/*'], ['idea-files', '/og/*'], ['catalogue', '/ideas.json']];
  expect(declarations.map((declaration) => [declaration.function, 'path' in declaration ? declaration.path : declaration.pattern])).toEqual(routes);
  const logged: string[] = [];
  const { functions, manifest } = await bundle([join(PROJECT_ROOT, 'netlify', 'edge-functions')], out, declarations, {
    basePath: PROJECT_ROOT,
    systemLogger: () => {},
    userLogger: (...words: unknown[]) => logged.push(words.join(' ')),
  });
  expect(functions.map(({ name }) => name).sort()).toEqual(['catalogue', 'idea-files']);
  // The catalogue's answers are cached by the CDN (netlify.toml cache = "manual"): Netlify runs it after its cache.
  expect(manifest?.routes.map((route) => [route.function, route.path])).toEqual(routes.slice(0, 2));
  expect(manifest?.post_cache_routes.map((route) => [route.function, route.path])).toEqual(routes.slice(2));
  const [eszip] = manifest!.bundles;
  const { size } = await stat(join(out, eszip!.asset));
  expect(size).toBeLessThan(100_000);
}, 180_000);
