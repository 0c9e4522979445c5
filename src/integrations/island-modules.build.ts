/**
 * Build time: names, in a page, every module an island needs before it can hydrate. A browser finds an
 * island's imports one level at a time (the chunk, then its imports, then theirs: six round trips for the
 * discover feed), and Rolldown hoists no transitive imports into the chunk. A script that knows the island
 * is wanted at once (a search link) can then preload them all in one round (issue 45: a cold search link
 * on a phone).
 *
 * The page carries `data-island-modules="<component>"` on an element; once the pages are written this
 * replaces it with the space-separated addresses of the page's own module scripts with what they import
 * (with import() too: the prefetch a search link loads), then the island's component and renderer chunks
 * and all they import statically. The island's own import() calls stay out: it loads them when it needs them.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { init, parse } from 'es-module-lexer';

const PLACEHOLDER = /data-island-modules="([A-Za-z]+)"/g;

/** The relative imports of the module at `address` (under the site's root), as addresses: static or dynamic. */
function importsOf(root: string, address: string, kind: 'static' | 'dynamic'): string[] {
  const [imports] = parse(readFileSync(join(root, address), 'utf8'));
  return imports.flatMap(({ n: specifier, d }) => ((d === -1) === (kind === 'static') && specifier?.startsWith('.') ? [new URL(specifier, `http://site${address}`).pathname] : []));
}

/**
 * The module at `url` (an address under the site's root) and every module it imports statically, each once;
 * with `entryDynamic`, also what the entry itself imports with import() and their static imports (a page
 * script that loads its work only for some addresses).
 */
export function staticImportClosure(root: string, url: string, { entryDynamic = false } = {}): string[] {
  const seen = new Set<string>();
  const visit = (address: string) => {
    if (seen.has(address)) return;
    seen.add(address);
    for (const next of importsOf(root, address, 'static')) visit(next);
  };
  visit(url);
  if (entryDynamic) for (const next of importsOf(root, url, 'dynamic')) visit(next);
  return [...seen];
}

/** The chunks of the island whose component file is named `component` in this page, from its astro-island element. */
function islandEntries(html: string, component: string): string[] {
  for (const [element] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const componentUrl = /component-url="([^"]+)"/.exec(element)?.[1];
    if (!componentUrl?.includes(`/${component}.`)) continue;
    const rendererUrl = /renderer-url="([^"]+)"/.exec(element)?.[1];
    return rendererUrl ? [componentUrl, rendererUrl] : [componentUrl];
  }
  throw new Error(`A page asks for the modules of island ${component}, but has no such island.`);
}

/** The page's own module scripts (the search prefetch's loader): they come first, as the page starts them first. */
function pageScripts(html: string): string[] {
  return [...html.matchAll(/<script type="module" src="(\/[^"]+)"/g)].map((match) => match[1]!);
}

/** The page's HTML with each placeholder filled in. */
export function fillIslandModules(html: string, root: string): string {
  return html.replace(PLACEHOLDER, (_, component: string) => {
    const scripts = pageScripts(html).flatMap((entry) => staticImportClosure(root, entry, { entryDynamic: true }));
    const modules = new Set([...scripts, ...islandEntries(html, component).flatMap((entry) => staticImportClosure(root, entry))]);
    return `data-island-modules="${[...modules].join(' ')}"`;
  });
}

export function islandModules(): AstroIntegration {
  return {
    name: 'island-modules',
    hooks: {
      'astro:build:done': async ({ dir, pages, logger }) => {
        await init;
        const root = fileURLToPath(dir);
        let filled = 0;
        // Only the pages that can carry one: the discover page and its category landings (an idea page never does).
        for (const { pathname } of pages.filter((page) => page.pathname.startsWith('discover'))) {
          const file = join(root, `${pathname.replace(/\/$/, '')}.html`);
          if (!existsSync(file)) continue;
          const html = readFileSync(file, 'utf8');
          const next = fillIslandModules(html, root);
          if (next === html) continue;
          writeFileSync(file, next);
          filled++;
        }
        logger.info(`island modules named in ${filled} pages`);
      },
    },
  };
}
