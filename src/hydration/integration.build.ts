/**
 * Build time: registers `client:session` (./directive.ts), the hydration of the islands a guest may never
 * use, so content pages ship no React until one is wanted.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export function sessionIslands(): AstroIntegration {
  return {
    name: 'session-islands',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'session', entrypoint: fileURLToPath(new URL('./directive.ts', import.meta.url)) });
      },
    },
  };
}
