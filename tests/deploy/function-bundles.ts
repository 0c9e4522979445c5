/**
 * A functions folder bundled the way a Netlify deploy bundles it: Netlify's own bundler
 * (`@netlify/zip-it-and-ship-it`, "zisi") with the `[functions]` settings of netlify.toml. Each check below
 * reads the bundles and returns its problems in plain words, none when the folder is fit to deploy.
 */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { MODULE_FORMAT, zipFunctions, type Config, type FunctionResult, type FunctionsManifest, type NodeBundlerName } from '@netlify/zip-it-and-ship-it';
import StreamZip from 'node-stream-zip';
import { deployConfig, type NetlifyConfig } from './netlify-config.ts';
import { PROJECT_ROOT } from '../../local/netlify/config.ts';

const MB = 1_000_000;

/**
 * Zip size budgets by what a function carries, each about 30 % above today's largest zip of its kind, so that a
 * function which starts to carry the image renderer (satori adds 0.9 MB, sharp 59 MB) or another framework
 * fails here. "plain": the Supabase client and zod (1.26 to 1.33 MB today); "mail": plus nodemailer (1.71 MB);
 * "templates": plus the React Email templates, with React and react-dom/server (2.64 to 2.66 MB; the components are
 * imported one package each, as the barrel package brought Tailwind and Prism along: 3.88 MB);
 * "mcp": the MCP SDK and the build's catalogue (dist/mcp-catalogue.json, netlify.toml included_files), which joins
 * the zip where a build has written it: 1.40 MB with the sample build's. The catalogue grows with the ideas, about
 * 0.9 MB zipped at 10,000 and 9.3 MB at 100,000 (issue 47 allows the zip 25 MB there; scripts/bench-mcp.ts follows
 * it as bundleZipMb), so this budget holds for builds of up to about 35,000 ideas; the records, which would grow
 * ten times faster, are read from the deploy instead (the check on build files below).
 */
export const SIZE_BUDGETS = { plain: 1.75 * MB, mail: 2.25 * MB, templates: 3.5 * MB, mcp: 5 * MB } as const;

interface DeployedFunction {
  budget: keyof typeof SIZE_BUDGETS;
  /** Files of the build (netlify.toml included_files) it carries, where a build has written them; none by default. */
  buildFiles?: string[];
  /** UTC cron, as netlify.toml's comments and the README document it. */
  schedule?: string;
  /** Netlify answers 202 at once and runs it for up to 15 minutes. */
  background?: true;
  /** Netlify's rate limit in front of a public function (config.rateLimit): requests per window of seconds, per client address. */
  rateLimit?: { windowLimit: number; windowSize: number };
}

/**
 * Every function we deploy, by name (its file name in netlify/functions/). The list is the assertion: any
 * top-level file in that folder becomes a function, so a new one is added here on purpose or not at all.
 */
export const DEPLOYED_FUNCTIONS: Record<string, DeployedFunction> = {
  'catalogue-check': { budget: 'plain' },
  'delivery-preview': { budget: 'templates' },
  'delivery-status': { budget: 'plain' },
  'generate-sitemap': { budget: 'plain' },
  'indexnow-submit': { budget: 'plain' },
  mcp: { budget: 'mcp', buildFiles: ['dist/mcp-catalogue.json'], rateLimit: { windowLimit: 60, windowSize: 60 } },
  'oauth-protected-resource': { budget: 'plain', rateLimit: { windowLimit: 60, windowSize: 60 } },
  'scheduled-rebuild': { budget: 'plain', schedule: '30 6 * * 1-5' },
  'send-daily-alerts': { budget: 'templates', schedule: '15 7 * * 1-5' },
  'send-mailing-background': { budget: 'templates', background: true },
  'send-weekly-picks': { budget: 'templates', schedule: '0 8 * * 1' },
  subscribe: { budget: 'templates', rateLimit: { windowLimit: 10, windowSize: 60 } },
  subscription: { budget: 'mail' },
  'trigger-rebuild': { budget: 'plain' },
  'trigger-webhook': { budget: 'plain' },
};

/** The build's folder (netlify.toml's [build] publish), as a zip's paths name it. */
const BUILD_FOLDER = 'dist/';

/** Where the code for tests and for local development lives. */
const TEST_ONLY_FOLDERS = ['local/', 'tests/'];

/** Test frameworks and test tools, by package name. */
const TEST_ONLY_PACKAGE = /^(vitest|@vitest\/.+|playwright|playwright-core|@playwright\/.+|axe-core|@axe-core\/.+|@electric-sql\/pglite.*|fast-check)$/;

export interface FunctionBundle {
  name: string;
  /** The function's file, relative to the repository. */
  source: string;
  moduleFormat?: string;
  /**
   * What esbuild warned about, as Netlify's build log lists it ("Functions bundled with warnings"). Only a v1
   * function (one without a default-exported handler) is bundled by esbuild with warnings kept: zisi bundles v2 functions with
   * nft, running esbuild at log level "error", and reports no warnings for them.
   */
  warnings: string[];
  /** Why esbuild failed, when zisi fell back to its legacy bundler (also in Netlify's build log). */
  errors: string[];
  /** The zip's size in bytes. */
  size: number;
  /**
   * The zip's files (relative to its root, the folder common to all of them: here the repository) and the source
   * files bundled into its main file (relative to the repository): the functions' own code and what it imports
   * from src/ is bundled, so only this list shows a file from tests/ or local/.
   */
  contents: string[];
  /** From the manifest that the deploy hands to Netlify. */
  schedule?: string;
  invocationMode?: string;
  /** The rate limit as the manifest hands it to Netlify (zisi drops a config.rateLimit it cannot read, silently). */
  rateLimit?: { windowLimit: number; windowSize: number; aggregate: string[] };
}

/** A manifest entry's traffic rules, as zisi writes them from config.rateLimit. */
interface TrafficRules {
  action?: { config?: { rateLimitConfig?: { windowLimit: number; windowSize: number }; aggregate?: { keys: { type: string }[] } } };
}

/**
 * Bundles `functionsDirectory` (by default the one netlify.toml names) into a temporary folder, lists and
 * measures each zip, and removes the folder.
 */
export async function bundleFunctions(functionsDirectory?: string): Promise<FunctionBundle[]> {
  const { config } = await deployConfig(PROJECT_ROOT);
  const sources = functionsDirectory ?? config.functionsDirectory;
  if (!sources) throw new Error('netlify.toml names no functions directory');
  const out = await mkdtemp(join(tmpdir(), 'rv-function-zips-'));
  try {
    const manifestPath = join(out, 'manifest.json');
    const results = await zipFunctions(sources, out, { basePath: PROJECT_ROOT, repositoryRoot: PROJECT_ROOT, config: zisiConfig(config), manifest: manifestPath });
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as FunctionsManifest;
    const bundles = await Promise.all(results.map((result) => describeBundle(result, manifest)));
    return bundles.sort((a, b) => a.name.localeCompare(b.name));
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

/**
 * netlify.toml's `[functions]` settings in zisi's terms, translated as Netlify's build does
 * (netlify/build, packages/build/src/plugins_core/functions/zisi.ts): "esbuild" there means esbuild with zisi's
 * legacy bundler as the fallback, and the Node version is the one the build runs, NODE_VERSION.
 */
function zisiConfig({ functions, build }: NetlifyConfig): Config {
  return Object.fromEntries(
    Object.entries(functions).map(([glob, settings]) => [
      glob,
      {
        externalNodeModules: settings.external_node_modules,
        includedFiles: settings.included_files,
        includedFilesBasePath: PROJECT_ROOT,
        ignoredNodeModules: settings.ignored_node_modules,
        name: settings.name,
        // @netlify/config has checked the value against zisi's bundler names.
        nodeBundler: settings.node_bundler === 'esbuild' ? 'esbuild_zisi' : (settings.node_bundler as NodeBundlerName | undefined),
        nodeVersion: build.environment.NODE_VERSION,
        schedule: settings.schedule,
      },
    ]),
  );
}

async function describeBundle(result: FunctionResult, manifest: FunctionsManifest): Promise<FunctionBundle> {
  const zip = new StreamZip.async({ file: result.path });
  let entries: string[];
  try {
    entries = Object.keys(await zip.entries());
  } finally {
    await zip.close();
  }
  const listed = manifest.functions.find((deployed) => deployed.name === result.name);
  const rules = (listed as { trafficRules?: TrafficRules } | undefined)?.trafficRules?.action?.config;
  return {
    name: result.name,
    source: relative(PROJECT_ROOT, result.mainFile),
    moduleFormat: result.outputModuleFormat,
    warnings: (result.bundlerWarnings ?? []).map(describeMessage),
    errors: (result.bundlerErrors ?? []).map(describeMessage),
    size: (await stat(result.path)).size,
    contents: [...entries, ...(result.inputs ?? []).map((input) => relative(PROJECT_ROOT, input))],
    schedule: listed?.schedule,
    invocationMode: listed?.invocationMode,
    rateLimit: rules?.rateLimitConfig && { ...rules.rateLimitConfig, aggregate: (rules.aggregate?.keys ?? []).map((key) => key.type) },
  };
}

/** esbuild's message, which zisi passes on untyped. */
interface BundlerMessage {
  text?: string;
  location?: { file: string; line: number; column: number } | null;
}

function describeMessage(message: object): string {
  const { text = JSON.stringify(message), location } = message as BundlerMessage;
  return location ? `${location.file}:${location.line}:${location.column}: ${text}` : text;
}

const deployed = (name: string): DeployedFunction | undefined => (Object.hasOwn(DEPLOYED_FUNCTIONS, name) ? DEPLOYED_FUNCTIONS[name] : undefined);

/** The package a path inside node_modules belongs to (the innermost one, for a nested node_modules). */
function packageOf(path: string): string | undefined {
  const parts = path.split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return undefined;
  const [scope, name] = parts.slice(at + 1);
  return scope?.startsWith('@') ? `${scope}/${name}` : scope;
}

function testOnlyKind(path: string): string | undefined {
  const folder = TEST_ONLY_FOLDERS.find((prefix) => path.startsWith(prefix));
  if (folder) return `code from ${folder}`;
  const name = packageOf(path);
  return name && TEST_ONLY_PACKAGE.test(name) ? `the test-only package ${name}` : undefined;
}

const megabytes = (bytes: number) => `${(bytes / MB).toFixed(2)} MB`;
const quoted = (schedule: string | undefined) => (schedule ? `"${schedule}"` : 'none');
const perWindow = (limit: { windowLimit: number; windowSize: number } | undefined) => (limit ? `${limit.windowLimit} per ${limit.windowSize} s` : 'none');

type Check = (bundles: FunctionBundle[]) => string[];

/** Each check by what it asserts, so that the tests can be named after them. */
export const CHECKS: Record<string, Check> = {
  'exactly the product functions are bundled': (bundles) => {
    const names = new Set(bundles.map((bundle) => bundle.name));
    return [
      ...bundles
        .filter((bundle) => !deployed(bundle.name))
        .map((bundle) => `${bundle.name}: ${bundle.source} would be deployed as a function, but it is not one of the product's functions`),
      ...Object.keys(DEPLOYED_FUNCTIONS)
        .filter((name) => !names.has(name))
        .map((name) => `${name}: not among the bundled functions`),
    ];
  },

  'every bundle is an ES module': (bundles) =>
    bundles.filter((bundle) => bundle.moduleFormat !== MODULE_FORMAT.ESM).map((bundle) => `${bundle.name}: bundled as ${bundle.moduleFormat ?? 'an unknown format'}, not as an ES module`),

  'the bundler reports no warning and no error': (bundles) =>
    bundles.flatMap((bundle) => [
      ...bundle.warnings.map((warning) => `${bundle.name}: bundler warning at ${warning}`),
      ...bundle.errors.map((error) => `${bundle.name}: the chosen bundler failed (zisi fell back to its legacy one) at ${error}`),
    ]),

  'no bundle carries local/, tests/ or a test framework': (bundles) =>
    bundles.flatMap((bundle) => {
      const found = new Map<string, string[]>();
      for (const path of bundle.contents) {
        const kind = testOnlyKind(path);
        if (kind) found.set(kind, [...(found.get(kind) ?? []), path]);
      }
      return [...found].map(([kind, [first, ...more]]) => `${bundle.name}: carries ${kind}: ${first}${more.length ? ` and ${more.length} more files` : ''}`);
    }),

  // The MCP function's records and word files are read from its deploy, not carried (src/mcp/catalogue.server.ts): a zip
  // that carried them would grow with every idea, past Netlify's 50 MB zipped at about 40,000 ideas.
  'a function carries no file of the build but those documented': (bundles) =>
    bundles.flatMap((bundle) => {
      const allowed = deployed(bundle.name)?.buildFiles ?? [];
      return bundle.contents.filter((path) => path.startsWith(BUILD_FOLDER) && !allowed.includes(path)).map((path) => `${bundle.name}: carries ${path}, a file of the build it does not document`);
    }),

  'each zip stays within its size budget': (bundles) =>
    bundles.flatMap((bundle) => {
      const tier = deployed(bundle.name)?.budget;
      if (!tier || bundle.size <= SIZE_BUDGETS[tier]) return [];
      return [`${bundle.name}: the zip is ${megabytes(bundle.size)}, over the ${tier} budget of ${megabytes(SIZE_BUDGETS[tier])}`];
    }),

  'the schedules are the documented ones, and the mailing runs in the background': (bundles) =>
    bundles.flatMap((bundle) => {
      const expected = deployed(bundle.name);
      const problems: string[] = [];
      if (bundle.schedule !== expected?.schedule) {
        problems.push(`${bundle.name}: schedule ${quoted(bundle.schedule)} in the bundle, ${quoted(expected?.schedule)} documented`);
      }
      if ((bundle.invocationMode === 'background') !== Boolean(expected?.background)) {
        problems.push(`${bundle.name}: invoked as ${bundle.invocationMode ?? 'a plain function'}, ${expected?.background ? '' : 'not '}meant to run in the background`);
      }
      return problems;
    }),

  'the public functions are rate limited by Netlify per client address, as documented': (bundles) =>
    bundles.flatMap((bundle) => {
      const expected = deployed(bundle.name)?.rateLimit;
      const actual = bundle.rateLimit;
      const same = expected && actual ? actual.windowLimit === expected.windowLimit && actual.windowSize === expected.windowSize && actual.aggregate.includes('ip') : !expected && !actual;
      return same ? [] : [`${bundle.name}: rate limit ${perWindow(actual)}${actual && !actual.aggregate.includes('ip') ? ' (not per client address)' : ''} in the bundle, ${perWindow(expected)} documented`];
    }),
};

/** Every check's problems with `functionsDirectory` (by default the one netlify.toml names). */
export async function functionBundleProblems(functionsDirectory?: string): Promise<string[]> {
  const bundles = await bundleFunctions(functionsDirectory);
  return Object.values(CHECKS).flatMap((check) => check(bundles));
}
