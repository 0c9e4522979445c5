/**
 * Lets a command run by plain Node import .tsx modules (the email templates): Node strips types but does not
 * compile JSX. Each .tsx file is compiled by esbuild, the compiler Vite and the functions' bundler already
 * run over the same files, with React's automatic runtime as tsconfig.json's "jsx": "react-jsx".
 *
 * Hooks apply only to modules loaded after registerJsx(), so a command imports its JSX-using modules with a
 * dynamic import() after calling it.
 */
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';

export function registerJsx(): void {
  registerHooks({
    load(url, context, nextLoad) {
      if (!url.startsWith('file:') || !url.endsWith('.tsx')) return nextLoad(url, context);
      const path = fileURLToPath(url);
      const { code } = transformSync(readFileSync(path, 'utf8'), { loader: 'tsx', jsx: 'automatic', format: 'esm', sourcefile: path, sourcemap: 'inline' });
      return { format: 'module', source: code, shortCircuit: true };
    },
  });
}
