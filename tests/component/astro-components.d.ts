/**
 * What `tsc` sees of an .astro file imported from a test: a component for Astro's Container API. Astro's own
 * types for .astro files come from its language tools (`astro check`), which plain `tsc` does not load.
 */
declare module '*.astro' {
  const Component: import('astro/runtime/server/index.js').AstroComponentFactory;
  export default Component;
}
