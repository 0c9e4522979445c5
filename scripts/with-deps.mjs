#!/usr/bin/env node
/**
 * Usage: node scripts/with-deps.mjs <npm script> [args...]
 *
 * Lets `npm start` and `npm test` work on a fresh clone: installs dependencies when node_modules is
 * missing or older than package-lock.json, then runs the npm script, which then runs on the Node 24 that
 * the `node` dev dependency puts first on PATH. Plain JavaScript because it must run on the system Node 20.
 */
import { existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const [script, ...args] = process.argv.slice(2);
if (!script || script === '--help') {
  console.log('Usage: node scripts/with-deps.mjs <npm script> [args...]');
  process.exit(script ? 0 : 1);
}

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const installed = 'node_modules/.package-lock.json';
const stale = !existsSync(installed) || statSync('package-lock.json').mtimeMs > statSync(installed).mtimeMs;
if (stale) {
  console.log('Installing dependencies (npm install)...');
  run('npm', ['install', '--no-audit', '--no-fund']);
}
run('npm', ['run', '--silent', script, ...(args.length > 0 ? ['--', ...args] : [])]);
