/**
 * A built site served by `local/serve.ts` in its own process, for the benchmarks: the measuring process
 * stays apart from the serving one. Ready once the server answers, however long a loaded machine takes to
 * start it, up to `timeoutMs`; it stops with a clear error if the server exits or never answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as pause } from 'node:timers/promises';

export interface SiteProcess {
  origin: string;
  stop(): Promise<void>;
}

const STARTUP_TIMEOUT_MS = 120_000;
const POLL_MS = 100;

export async function startSiteProcess(dir: string, port: number, timeoutMs = STARTUP_TIMEOUT_MS): Promise<SiteProcess> {
  const origin = `http://localhost:${port}`;
  // A server left on the port by an earlier run would answer in place of the new one, which then fails to
  // listen: every measure would be of the old build.
  if (await answersNow(origin)) throw new Error(`Something already answers on ${origin} (a site server left from an earlier run?): stop it, or choose another port.`);
  // The benchmarks measure pages; building every function would compete with them for the CPU.
  const child = spawn(process.execPath, ['local/serve.ts', '--dir', dir, '--port', String(port), '--no-functions'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`The site server for ${dir} exited (code ${String(code)}) before answering on ${origin}.${stderr ? `\n${stderr.trim()}` : ''}`);
  });
  exited.catch(() => undefined);
  const deadline = AbortSignal.timeout(timeoutMs);
  try {
    await Promise.race([answers(origin, deadline), exited]);
  } catch (error) {
    await stop(child);
    if (deadline.aborted) throw new Error(`The site server for ${dir} did not answer on ${origin} within ${timeoutMs / 1000} s.`, { cause: error });
    throw error;
  }
  return { origin, stop: () => stop(child) };
}

/** Rejects when nothing answers (a refused connection: nothing listens). */
async function answerOnce(origin: string, signal: AbortSignal): Promise<void> {
  const response = await fetch(origin, { signal });
  await response.body?.cancel();
}

const answersNow = (origin: string): Promise<boolean> => answerOnce(origin, AbortSignal.timeout(10_000)).then(() => true, () => false);

/** Polls until the server answers at all (a refused connection means it is not listening yet). */
async function answers(origin: string, deadline: AbortSignal): Promise<void> {
  for (;;) {
    try {
      await answerOnce(origin, deadline);
      return;
    } catch (error) {
      if (deadline.aborted) throw error;
      await pause(POLL_MS);
    }
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exit = once(child, 'exit');
  child.kill();
  await exit;
}
