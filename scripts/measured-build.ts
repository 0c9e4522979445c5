/**
 * Runs one `astro build` in this process and prints, as the last line, JSON with its wall time and the
 * peak resident memory of the process (the build, its Vite bundling and image rendering all run here).
 * Used by scripts/bench.ts.
 *
 *   node scripts/measured-build.ts --out-dir bench/tmp/dist-1000
 *   (SHEET_URL, OG_CACHE_DIR, SKIP_OG and PUBLIC_SITE_URL come from the environment)
 */
import { parseArgs } from 'node:util';
import { build } from 'astro';
import { ownPeakRssMb } from './peak-memory.ts';

const { values } = parseArgs({ options: { 'out-dir': { type: 'string' }, help: { type: 'boolean', default: false } } });
if (values.help || !values['out-dir']) {
  console.log('Usage: node scripts/measured-build.ts --out-dir DIR');
  process.exit(values.help ? 0 : 1);
}
const started = performance.now();
await build({ outDir: values['out-dir'], logLevel: 'warn' });
const ms = Math.round(performance.now() - started);
console.log(JSON.stringify({ ms, peakRssMb: ownPeakRssMb() }));
