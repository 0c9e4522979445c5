// scripts/side-by-side.ts on two real npm scripts: the second finishes first, yet its output comes after the
// first's, under its own heading, and the first non-zero exit code is the runner's.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, test } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'rv-side-by-side-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// "first" prints only once "second" has finished, so the order of the output is the runner's doing.
const waitForSecond = `const fs=require('fs');const done=()=>{console.log('first: output');process.exit(Number(process.env.FIRST_EXIT))};fs.watch('.',()=>{if(fs.existsSync('second-done'))done()});if(fs.existsSync('second-done'))done()`;
writeFileSync(
  join(dir, 'package.json'),
  JSON.stringify({
    scripts: {
      first: `node -e "${waitForSecond}"`,
      second: `node -e "console.log('second: output');console.error('second: on stderr');require('fs').writeFileSync('second-done','');process.exit(Number(process.env.SECOND_EXIT))"`,
    },
  }),
);

function run(firstExit: number, secondExit: number) {
  const result = spawnSync(process.execPath, [resolve('scripts/side-by-side.ts'), 'first', 'second'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, FIRST_EXIT: String(firstExit), SECOND_EXIT: String(secondExit) },
    timeout: 60_000,
  });
  rmSync(join(dir, 'second-done'), { force: true });
  return { status: result.status, out: result.stdout, err: result.stderr };
}

test('prints each script whole, in the order given, though the second finished first', () => {
  const { status, out } = run(0, 0);
  expect(status).toBe(0);
  const first = out.indexOf('first: output');
  const heading = out.indexOf('── npm run second (started together with npm run first) ──');
  expect(first).toBeGreaterThanOrEqual(0);
  expect(heading).toBeGreaterThan(first);
  expect(out.indexOf('second: output')).toBeGreaterThan(heading);
  expect(out.indexOf('second: on stderr')).toBeGreaterThan(heading);
});

test('exits with the first non-zero code and names every script that failed', () => {
  expect(run(0, 4)).toMatchObject({ status: 4, err: expect.stringContaining('Failed: npm run second (exit 4)') });
  const both = run(3, 4);
  expect(both.status).toBe(3);
  expect(both.err).toContain('Failed: npm run first (exit 3), npm run second (exit 4)');
});
