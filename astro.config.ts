import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { satteri } from '@astrojs/markdown-satteri';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { assertProductionConfig, buildCacheDir, siteUrl } from './src/config/env.server.ts';
import { isIndexablePath } from './src/config/site.ts';
import { sessionIslands } from './src/hydration/integration.build.ts';
import { ideasCatalogue } from './src/integrations/ideas-catalogue.build.ts';
import { islandModules } from './src/integrations/island-modules.build.ts';
import { netlifyFiles } from './src/integrations/netlify-files.build.ts';
import { ogImages } from './src/integrations/og-images.build.ts';

// A live site must never be built to talk to the local stand-in: the build stops, naming the variable.
assertProductionConfig();

// Fully static: every page is a file in dist/. No adapter, so no catch-all server function can answer
// an unknown path; Netlify serves dist/404.html (and the _redirects rules) instead. See README.
export default defineConfig({
  site: siteUrl(),
  output: 'static',
  trailingSlash: 'never',
  // A weekday build renders only the pages whose cacheKey (src/pages/_page-cache-key.ts) or code changed, and
  // copies the others from the last build's cache in cacheDir (node_modules/.astro, which Netlify keeps between
  // builds). Four pages at a time: Astro's incremental build skips, copies and records pages the same at any
  // concurrency, and one at a time the main thread waited on each page's file writes (its output and its copy
  // in the cache) and each Open Graph image's encode (docs/performance.md, "A Monday's build").
  experimental: { incrementalBuild: true },
  build: { format: 'file', concurrency: Number(process.env.BUILD_CONCURRENCY ?? 4) },
  devToolbar: { enabled: false },
  // The browser tests' build runs beside the integration tests' builds (scripts/side-by-side.ts): its own
  // content store and caches keep them from reading each other's half-written files.
  cacheDir: buildCacheDir(),
  integrations: [ideasCatalogue(), ogImages(), react(), sessionIslands(), sitemap({ filter: (page) => isIndexablePath(new URL(page).pathname) }), islandModules(), netlifyFiles()],
  // The legal pages' Markdown (src/content/legal/) keeps its section ids ({#id}) and its straight quotes.
  markdown: { processor: satteri({ features: { headingAttributes: true, smartPunctuation: false } }) },
  // Source maps only for the browser suite's coverage run (scripts/coverage.ts): they lead its V8 coverage back to src/.
  vite: { plugins: [tailwindcss()], ...(process.env.COVERAGE === '1' ? { build: { sourcemap: 'hidden' as const } } : {}) },
});
