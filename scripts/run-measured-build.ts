/**
 * Runs scripts/measured-build.ts in a process of its own (so its peak memory is the build's alone) with the
 * given environment, for the benchmarks. Throws with the output's end when the build fails.
 */
import { spawnSync } from 'node:child_process';

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
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env },
  });
  const output = `${result.stdout}\n${result.stderr}`;
  if (result.status !== 0) throw new Error(`Build failed:\n${output.slice(-3000)}`);
  const measured = JSON.parse(output.split('\n').find((line) => line.startsWith('{"ms"'))!) as { ms: number; peakRssMb: number };
  return { ...measured, output };
}
