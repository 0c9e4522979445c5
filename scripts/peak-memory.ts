/**
 * This process's peak resident memory, in MB, for the benchmarks' measured children (a build, an MCP instance).
 * Not `process.resourceUsage().maxRSS`: Linux keeps that figure across the fork and exec that start a child, so a
 * child reports its parent's resident memory at the fork when that is larger (measured: a child of 42 MB
 * reported 433 MB under a parent of 756 MB, and the MCP bench's instances reported its in-process Postgres).
 * VmHWM in /proc/self/status is the high-water mark of this program's own memory since its exec.
 */
import { readFileSync } from 'node:fs';

export function ownPeakRssMb(): number {
  try {
    const kb = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    if (kb !== undefined) return Math.round(Number(kb) / 1024);
  } catch {
    // Not Linux: no /proc. The platforms we build on have one; elsewhere the figure may include the parent's.
  }
  return Math.round(process.resourceUsage().maxRSS / 1024);
}
