/**
 * netlify/functions for the local site server (development and tests only): each function built once, as
 * the server starts, by Netlify's bundler, and every call run from that build.
 *
 * @netlify/dev rebuilds a function into a throwaway folder on every call (its way of picking up edits
 * without a file watcher, netlify/primitives#199): 1 to 4 s a call on a quiet machine, many times that on a
 * loaded one, and two calls of one function at once broke each other. It has no option to build once, so
 * the server calls the handler @netlify/dev itself runs functions with (FunctionsHandler, exported by
 * @netlify/functions-dev): the same bundle, routing (by name and by `config.path`), client address (from
 * X-Forwarded-For), client context, environment and scheduled-function event, without the per-call build.
 * An edit to a function takes a restart (`npm start` rebuilds the site as it starts anyway).
 *
 * Building all of them takes about 40 s of CPU, and `npm test` starts two servers (the browser tests', the
 * function tests') from the same sources, as does `npm start` started again. So a finished build is kept,
 * named by a hash of everything a bundle is made from (netlify/, src/, the lockfile, netlify.toml and this
 * folder), and a server whose sources hash the same starts from a copy of it: the bundler's results are handed
 * to the handler as already built (./shared-function-builds.ts).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { FileWatcher, mockLocation, Reactive, type DevEvent } from '@netlify/dev-utils';
import { FunctionsHandler, type FunctionMatch } from '@netlify/functions-dev';
import { PROJECT_ROOT, type NetlifyConfig } from './config.ts';
import { functionsFolder, sourcesKey, type BundlerResults } from './shared-function-builds.ts';

/**
 * The handler builds a function into the folder a call names, and runs the function's last build only when
 * the call names none. It puts its own folder in place of a missing name but passes an empty one on, and to
 * the function an empty name is none.
 */
const LAST_BUILD = '';

/** The registry's events about one function (@netlify/functions-dev types only their name). */
interface FunctionEvent extends DevEvent {
  function?: { name: string; buildError: Error | null };
}

export interface LocalFunctions {
  /** What calling the address does, as Netlify routes it; undefined when the address calls no function. */
  match(request: Request): Promise<FunctionMatch | undefined>;
  /** The folder the functions were built into, which no call writes to again. */
  directory: string;
  /** Started from a copy of a kept build of the same sources, without bundling. */
  fromKeptBuild: boolean;
  close(): Promise<void>;
}

/**
 * The bundler's results as the handler caches them while it builds (keyed by function), recorded for keeping;
 * and, for a copy of a kept build, handed to it as built, so that it runs the copy without bundling. The cache
 * is the handler's own (a private field of @netlify/functions-dev, pinned to one version in package.json):
 * site-server.test fails if a start from a kept build bundles again, or a call does.
 */
function bundlerCache(handler: FunctionsHandler, built: BundlerResults | undefined): () => Promise<BundlerResults> {
  const registry = (handler as unknown as { registry?: { buildCache?: object } }).registry;
  if (typeof registry?.buildCache !== 'object') throw new Error('@netlify/functions-dev no longer keeps a build cache where local/netlify/functions.ts expects it');
  const tasks = new Map<string, Promise<unknown>>();
  const entries: Record<string, { task: Promise<unknown>; timestamp: number }> = {};
  // A cached task never expires: the handler's cache would otherwise build again 300 ms after it was asked.
  for (const [key, result] of Object.entries(built ?? {})) entries[key] = { task: Promise.resolve(result), timestamp: Number.POSITIVE_INFINITY };
  registry.buildCache = new Proxy(entries, {
    set(target, key: string, entry: { task?: Promise<unknown> } | undefined) {
      if (entry?.task) tasks.set(key, entry.task);
      return Reflect.set(target, key, entry);
    },
  });
  return async () => Object.fromEntries(await Promise.all([...tasks].map(async ([key, task]) => [key, await task] as const)));
}

/**
 * Builds every function in netlify.toml's functions directory (about 40 s of CPU; a second from a kept build of
 * the same sources) and resolves once all are built. A function the bundler cannot build stops the start, as
 * it stops a deploy.
 */
export async function buildLocalFunctions(config: NetlifyConfig): Promise<LocalFunctions> {
  const folder = await functionsFolder(sourcesKey());
  const { destPath } = folder;
  const builds = new Map<string, PromiseWithResolvers<void>>();
  const buildOf = (name: string) => builds.get(name) ?? builds.set(name, Promise.withResolvers<void>()).get(name)!;
  const failures: string[] = [];
  // The registry builds a function as it finds it only when it has a file watcher. This one ignores every
  // path: each function is built once and never again.
  const watcher = new FileWatcher({ ignored: [/./] });
  const handler = new FunctionsHandler({
    config: new Reactive(config),
    destPath,
    fileWatcher: watcher,
    // What @netlify/dev passes with geolocation off.
    geolocation: mockLocation,
    projectRoot: PROJECT_ROOT,
    settings: {},
    userFunctionsPath: config.config.functionsDirectory ?? join(PROJECT_ROOT, 'netlify/functions'),
    eventHandler: (event: FunctionEvent) => {
      if (!event.function) return;
      const { name, buildError } = event.function;
      if (event.name === 'FunctionRegisteredEvent') buildOf(name);
      if (event.name === 'FunctionBuildErrorEvent') failures.push(`${name}: ${buildError?.message ?? 'unknown error'}`);
      if (event.name === 'FunctionLoadedEvent' || event.name === 'FunctionBuildErrorEvent') buildOf(name).resolve();
    },
  });
  const bundlerResults = bundlerCache(handler, folder.built);
  const close = async () => {
    await watcher.close();
    rmSync(destPath, { recursive: true, force: true });
  };
  try {
    // A match waits for the registry's scan, which registers (and starts building) every function.
    await handler.match(new Request('http://localhost/'));
    await Promise.all([...builds.values()].map((build) => build.promise));
    if (failures.length > 0) throw new Error(`Netlify's bundler could not build ${failures.join('; ')}`);
  } catch (error) {
    folder.release();
    await close();
    throw error;
  }
  if (!folder.built) folder.keep(await bundlerResults());
  return { match: (request) => handler.match(request, LAST_BUILD), directory: destPath, fromKeptBuild: folder.built !== undefined, close };
}
