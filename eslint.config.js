/**
 * `npm run lint`: TypeScript, the React hooks rules and jsx-a11y over the islands, the Astro plugin (with its
 * jsx-a11y rules) over the pages and components. Types themselves are `npm run check`'s job (`astro check`).
 */
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores(['dist/', 'dist-e2e/', '.astro/', '.netlify/', 'bench/tmp/', 'test-results/', 'playwright-report/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs['flat/recommended'],
  astro.configs['flat/jsx-a11y-recommended'],
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The Astro config above already registers the jsx-a11y plugin (for every file): only its rules here.
      ...jsxA11y.flatConfigs.recommended.rules,
      // The two classic hooks rules. The plugin's recommended set adds the React Compiler's rules (refs read
      // while rendering, setState in an effect, ...): they vet code for the compiler, which this site does not
      // use, and fire ~90 times on working code whose rewrite would change behaviour.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // An underscore marks a name left out on purpose (`const { secret: _secret, ...rest } = row`).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // A variable that a callback reads before its single assignment (an unsubscriber) cannot be const.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  // Its one-line session hint runs in every page's head before the first paint: written tight on purpose.
  { files: ['src/layouts/BaseLayout.astro/*'], rules: { 'no-empty': 'off', '@typescript-eslint/no-unused-expressions': 'off', '@typescript-eslint/no-unused-vars': 'off' } },
);
