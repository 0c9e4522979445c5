/**
 * `npm run lint`: TypeScript, the React hooks rules and jsx-a11y over the islands, the Astro plugin (with its
 * jsx-a11y rules) over the pages and components, and the import boundaries between what ships to the browser,
 * what runs on the server or at build time, and the local stand-ins. Types themselves are `npm run check`'s
 * job (`astro check`).
 */
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Where code runs is in its path, and a rule, not only a file's header comment: bundle size and secrets
 * depend on it. Under src/, a file runs anywhere, the browser included, unless its name says otherwise:
 * `*.build.ts(x)` runs only at build time, `*.server.ts(x)` only on the server (functions, and the build).
 * Astro's own entry points are build-time by their place: src/pages/ (routes; their <script> blocks ship)
 * and src/content.config.ts. So the browser zone is an allow list: a file in it may import only files of
 * it, and a new folder is in it without editing this file. Each boundary is a pattern over import
 * specifiers (relative paths included), checked for static imports and for import() alike, since islands
 * load their dialogs lazily. tests/unit/lint-boundaries.test.ts holds every file's header against these zones.
 */

/** Runs anywhere: every source file under src/ but the build and server ones. .astro files' <script> blocks too (below). */
const BROWSER = ['src/**/*.{ts,tsx}'];
const NOT_BROWSER = ['src/**/*.{build,server}.{ts,tsx}', 'src/pages/**/*.{ts,tsx}', 'src/content.config.ts', 'src/env.d.ts'];
/** The <script> blocks of .astro files, pages' included (their frontmatter runs at build time). */
const ASTRO_SCRIPTS = ['**/*.astro/*'];

const boundary = (regex, message) => ({ regex, message });
const LOCAL = boundary('(^|/)local/', 'local/ holds development stand-ins: only local/, tests/ and scripts/ may import it.');
const NODE = boundary(`^(node:.*|${builtinModules.join('|')})$`, 'Browser code cannot use Node built-ins.');
const SERVER = boundary(
  '^astro:content$|\\.(build|server)\\.tsx?$|(^|/)(netlify|pages)/',
  'Build-time and server code (*.build.ts, *.server.ts, src/pages/, netlify/, the collection) must not ship to the browser.',
);
const CLIENT_STATE = boundary('(^|/)(islands|stores)/', 'Functions run on the server: islands and stores are browser code.');

function importBoundaries(...boundaries) {
  return {
    'no-restricted-imports': ['error', { patterns: boundaries }],
    // The same patterns for import(). A selector's regex ends at its first slash, so slashes are written \x2F.
    'no-restricted-syntax': [
      'error',
      ...boundaries.map(({ regex, message }) => ({ selector: `ImportExpression > Literal.source[value=/${regex.replaceAll('/', '\\x2F')}/]`, message })),
    ],
  };
}

export default defineConfig(
  globalIgnores(['dist/', 'dist-e2e/', '.astro/', '.netlify/', 'bench/tmp/', 'test-results/', 'playwright-report/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs['flat/recommended'],
  astro.configs['flat/jsx-a11y-recommended'],
  {
    // Components, and hooks in their own .ts files (useThing.ts).
    files: ['**/*.tsx', '**/use[A-Z]*.ts'],
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
  // Later blocks replace a rule's options rather than add to them: each zone repeats the local/ boundary.
  { ignores: ['local/**', 'tests/**', 'scripts/**'], rules: importBoundaries(LOCAL) },
  { files: ['netlify/**'], rules: importBoundaries(LOCAL, CLIENT_STATE) },
  { files: BROWSER, ignores: NOT_BROWSER, rules: importBoundaries(LOCAL, NODE, SERVER) },
  { files: ASTRO_SCRIPTS, rules: importBoundaries(LOCAL, NODE, SERVER) },
  // Its one-line session hint runs in every page's head before the first paint: written tight on purpose.
  { files: ['src/layouts/BaseLayout.astro/*'], rules: { 'no-empty': 'off', '@typescript-eslint/no-unused-expressions': 'off', '@typescript-eslint/no-unused-vars': 'off' } },
);
