/**
 * Runs scripts/measured-build.ts in a process of its own (so its peak memory is the build's alone) with the
 * given environment over the one netlify.toml gives a deploy's build (its heap limit above all), for the
 * benchmarks. Throws with the output's end when the build fails.
 */
import { spawnSync } from 'node:child_process';
import { readNetlifyConfig } from '../local/netlify/config.ts';

/** netlify.toml's [build.environment], as a production deploy's build gets it. */
export const DEPLOY_BUILD_ENVIRONMENT: Readonly<Record<string, string>> = (await readNetlifyConfig({ context: 'production' })).config.build.environment;

/** What bench:check holds bench:scale's builds to (scripts/bench-check.ts DeployBuild). */
export const DEPLOY_BUILD = { nodeOptions: DEPLOY_BUILD_ENVIRONMENT.NODE_OPTIONS ?? '' };

export interface MeasuredBuild {
  ms: number;
  peakRssMb: number;
  /** The build's whole output, for the lines a benchmark reads (the Open Graph summary). */
  output: string;
}

export function runMeasuredBuild(outDir: string, env: NodeJS.ProcessEnv): MeasuredBuild {
  const result = spawnSync(process.execPath, ['scripts/measured-build.ts', '--out-dir', outDir], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, ...DEPLOY_BUILD_ENVIRONMENT, ...env },
  });
  const output = `${result.stdout}\n${result.stderr}`;
  if (result.status !== 0) throw new Error(`Build failed:\n${output.slice(-3000)}`);
  const measured = JSON.parse(output.split('\n').find((line) => line.startsWith('{"ms"'))!) as { ms: number; peakRssMb: number };
  return { ...measured, output };
}
