/**
 * The component project's Vite config: Astro's own (getViteConfig reads astro.config.ts), so .astro files
 * compile as in the build and Astro's Container API can render them. Its own file because Astro's config
 * would change how every other project resolves and transforms modules; vitest.config.ts extends it for the
 * "component" project only.
 */
import { getViteConfig } from 'astro/config';

export default getViteConfig({});
