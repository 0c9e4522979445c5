/**
 * Usage: node scripts/side-by-side.ts <npm script> <npm script>...
 *
 * Runs npm scripts at the same time and prints their output one script after another, in the order given:
 * the first live, each later one from the moment the ones before it have finished (what it printed meanwhile
 * first). Exits with the first non-zero exit code, after every script has finished, so one run reports every
 * failure.
 *
 * Why: on a 2-core machine no single suite keeps both cores busy. Vitest's projects wait on databases and
 * builds in turn; the browser suite waits on throttled pages and the network. ESLint and `astro check` are
 * single-threaded. Side by side they fill each other's idle time, and the output still reads as if each ran alone.
 */
import { spawn, type ChildProcess } from 'node:child_process';

interface Running {
  name: string;
  child: ChildProcess;
  chunks: Buffer[];
  live: boolean;
  exit: Promise<number>;
}

const names = process.argv.slice(2);
if (names.length === 0 || names.includes('--help')) {
  console.log('Usage: node scripts/side-by-side.ts <npm script> <npm script>...');
  process.exit(names.length === 0 ? 1 : 0);
}

function start(name: string, live: boolean): Running {
  const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
  const running: Running = { name, child, chunks: [], live, exit: Promise.resolve(0) };
  const take = (chunk: Buffer) => (running.live ? process.stdout.write(chunk) : running.chunks.push(chunk));
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  running.exit = new Promise((resolve) => {
    child.on('error', (error) => {
      take(Buffer.from(`Could not start npm run ${name}: ${error.message}\n`));
      resolve(1);
    });
    // 'close', not 'exit': the output is all read by then.
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  return running;
}

const runs = names.map((name, index) => start(name, index === 0));
// A Ctrl-C reaches the scripts too (one process group): this process only waits for them to stop. A stop
// sent to this process alone is passed on.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => runs.forEach((run) => run.child.kill('SIGTERM')));
const codes: number[] = [];
for (const [index, run] of runs.entries()) {
  if (index > 0) {
    console.log(`\n── npm run ${run.name} (started together with npm run ${runs[0]!.name}) ──\n`);
    process.stdout.write(Buffer.concat(run.chunks));
    run.chunks = [];
    run.live = true;
  }
  codes.push(await run.exit);
}

const failed = runs.filter((_, index) => codes[index] !== 0);
if (failed.length > 0) console.error(`\nFailed: ${failed.map((run) => `npm run ${run.name} (exit ${codes[runs.indexOf(run)]})`).join(', ')}`);
process.exit(codes.find((code) => code !== 0) ?? 0);
