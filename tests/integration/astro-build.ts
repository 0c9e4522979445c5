// One real `astro build` run for the integration tests. The output is returned without colour codes: CI may
// force colour on (Astro then underlines links inside messages), and the tests compare plain text.
import { spawnSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

export function astroBuild(outDir: string, env: NodeJS.ProcessEnv) {
  const result = spawnSync('npx', ['astro', 'build', '--outDir', outDir], {
    encoding: 'utf8',
    env: { ...env, SKIP_OG: '1', ASTRO_TELEMETRY_DISABLED: '1' },
  });
  return { status: result.status, output: stripVTControlCharacters(`${result.stdout}\n${result.stderr}`), outDir };
}
