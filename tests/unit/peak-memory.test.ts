/**
 * The benchmarks' peak memory of a child process is the child's own (scripts/peak-memory.ts): a small child of a
 * parent holding hundreds of MB reports its own few tens. `process.resourceUsage().maxRSS` reported the parent's
 * memory at the fork there, which made the MCP bench's instances look 690 MB large (its parent runs Postgres).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const PARENT_MB = 300;

it("reports a child's own peak memory, not its parent's", async () => {
  const held = Buffer.alloc(PARENT_MB * 1024 * 1024, 1);
  const script = "import { ownPeakRssMb } from './scripts/peak-memory.ts'; console.log(JSON.stringify({ own: ownPeakRssMb(), maxRss: Math.round(process.resourceUsage().maxRSS / 1024) }));";
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 });
  const { own, maxRss } = JSON.parse(stdout) as { own: number; maxRss: number };
  // Read after the child has run, so the buffer is still held (resident) while it starts.
  expect(held.length).toBe(PARENT_MB * 1024 * 1024);
  // The child is Node alone, tens of MB; the parent's buffer would put it above PARENT_MB.
  expect(own).toBeGreaterThan(10);
  expect(own).toBeLessThan(PARENT_MB / 2);
  expect(own).toBeLessThanOrEqual(maxRss);
});
