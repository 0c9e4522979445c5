import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { init } from 'es-module-lexer';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fillIslandModules, staticImportClosure } from '../../src/integrations/island-modules.build.ts';

/** A built site's _astro folder in small: an island three import levels deep, a dynamic import, a shared chunk, a page script. */
const files = {
  'Feed.abc.js': 'import{a}from"./react.1.js";import{b}from"./store.2.js";const lazy=()=>import("./Dialog.3.js");export default a+b;',
  'react.1.js': 'import"./runtime.4.js";export const a=1;',
  'store.2.js': 'import{a}from"./react.1.js";import{t}from"./toast.5.js";export const b=a+t;',
  'toast.5.js': 'export const t=1;',
  'runtime.4.js': 'export{};',
  'Dialog.3.js': 'import"./huge.6.js";export{};',
  'huge.6.js': 'export{};',
  'client.7.js': 'import"./react.1.js";export default 1;',
  'page.8.js': 'import"./tiny.10.js";if(location.search)import("./search.9.js");',
  'tiny.10.js': 'export{};',
  'search.9.js': 'import"./react.1.js";export{};',
};
let root: string;

beforeAll(async () => {
  await init;
  root = mkdtempSync(join(tmpdir(), 'island-modules-'));
  mkdirSync(join(root, '_astro'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, '_astro', name), text);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the modules an island needs before it can hydrate', () => {
  test('every static import, however deep, each once; a dynamic import stays out', () => {
    expect(staticImportClosure(root, '/_astro/Feed.abc.js')).toEqual(['/_astro/Feed.abc.js', '/_astro/react.1.js', '/_astro/runtime.4.js', '/_astro/store.2.js', '/_astro/toast.5.js']);
  });

  test('a page script’s own import() counts: it is what the page loads for the addresses that need the island at once', () => {
    expect(staticImportClosure(root, '/_astro/page.8.js', { entryDynamic: true })).toEqual(['/_astro/page.8.js', '/_astro/tiny.10.js', '/_astro/search.9.js', '/_astro/react.1.js', '/_astro/runtime.4.js']);
    expect(staticImportClosure(root, '/_astro/page.8.js')).toEqual(['/_astro/page.8.js', '/_astro/tiny.10.js']);
  });

  test('a page names them for its placeholder: its own scripts first, then the island’s component and renderer', () => {
    const page = [
      '<head><script type="module" src="/_astro/page.8.js"></script></head>',
      '<script data-island-modules="Feed">preload()</script>',
      '<astro-island uid="x" component-url="/_astro/Feed.abc.js" renderer-url="/_astro/client.7.js" ssr></astro-island>',
    ].join('');
    const filled = fillIslandModules(page, root);
    expect(/data-island-modules="([^"]*)"/.exec(filled)?.[1]?.split(' ')).toEqual([
      '/_astro/page.8.js',
      '/_astro/tiny.10.js',
      '/_astro/search.9.js',
      '/_astro/react.1.js',
      '/_astro/runtime.4.js',
      '/_astro/Feed.abc.js',
      '/_astro/store.2.js',
      '/_astro/toast.5.js',
      '/_astro/client.7.js',
    ]);
    expect(filled.replace(/data-island-modules="[^"]*"/, '')).toBe(page.replace('data-island-modules="Feed"', ''));
  });

  test('a placeholder for an island the page does not have fails the build, naming it', () => {
    expect(() => fillIslandModules('<script data-island-modules="Missing"></script>', root)).toThrow('island Missing');
  });
});
