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
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { FileWatcher, mockLocation, Reactive, type DevEvent } from '@netlify/dev-utils';
import { FunctionsHandler, type FunctionMatch } from '@netlify/functions-dev';
import { PROJECT_ROOT, type NetlifyConfig } from './config.ts';

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
  close(): Promise<void>;
}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * A folder of this server's own, named by its process: `npm start` and the browser tests may run from one
 * checkout at once, and two builds into one folder delete each other's files. A server stopped outright (as
 * Playwright stops its web server) leaves its build behind, over 100 MB: the builds of processes that are
 * gone are removed here.
 */
function buildFolder(): string {
  const parent = join(PROJECT_ROOT, '.netlify', 'functions-serve');
  mkdirSync(parent, { recursive: true });
  for (const name of readdirSync(parent)) {
    const pid = /^built-(\d+)-/.exec(name)?.[1];
    if (pid && !isRunning(Number(pid))) rmSync(join(parent, name), { recursive: true, force: true });
  }
  return mkdtempSync(join(parent, `built-${process.pid}-`));
}

/**
 * Builds every function in netlify.toml's functions directory (about half a minute of CPU) and resolves once
 * all are built. A function the bundler cannot build stops the start, as it stops a deploy.
 */
export async function buildLocalFunctions(config: NetlifyConfig): Promise<LocalFunctions> {
  const destPath = buildFolder();
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
  const close = async () => {
    await watcher.close();
    rmSync(destPath, { recursive: true, force: true });
  };
  // A match waits for the registry's scan, which registers (and starts building) every function.
  await handler.match(new Request('http://localhost/'));
  await Promise.all([...builds.values()].map((build) => build.promise));
  if (failures.length > 0) {
    await close();
    throw new Error(`Netlify's bundler could not build ${failures.join('; ')}`);
  }
  return { match: (request) => handler.match(request, LAST_BUILD), directory: destPath, close };
}
