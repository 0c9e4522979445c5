/**
 * MCP server benchmark: the data files the build writes for a synthetic sheet of N ideas (default 10,000),
 * and the function bundled by esbuild as Netlify bundles it; then, in a fresh Node process each time (a cold
 * function instance), the function's first answer (an initialize, with the bundle loaded and the data file
 * read and made ready on the way), its first search_ideas, warm search_ideas latency over a set of queries
 * and filters, and the process's peak memory (./bench-mcp-instance.ts is that process). Part of `npm run bench`; on its
 * own: `node scripts/bench-mcp.ts [--size 10000] [--runs 3] [--write]`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { MCP } from '../src/config/constants/mcp.ts';
import { ideasFromSheet } from '../src/ideas/sheet.ts';
import { compareNewest } from '../src/ideas/sort.ts';
import { mcpFilesFromIdeas } from '../src/mcp/catalogue.ts';
import { generateSheet } from './generate-sheet.ts';
import { formatMcp } from './bench-report.ts';
import type { BenchResults, McpResult } from './bench-results.ts';


const mb = (file: string) => Math.round((statSync(file).size / 1024 / 1024) * 10) / 10;

const SECTION = '## MCP server\n\n';

/**
 * Puts the figures into bench/results.json under `mcp`, and into docs/performance.md's MCP section (before
 * the budgets), leaving the rest of both as the last full `npm run bench` wrote them.
 */
function write(mcp: McpResult): void {
  const results = JSON.parse(readFileSync('bench/results.json', 'utf8')) as BenchResults;
  results.mcp = mcp;
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  const report = readFileSync('docs/performance.md', 'utf8');
  const found = report.indexOf(SECTION);
  const start = found >= 0 ? found : report.indexOf('## Budgets');
  const end = found >= 0 ? report.indexOf('\n## ', start + 1) + 1 : start;
  writeFileSync('docs/performance.md', `${report.slice(0, start)}${SECTION}${formatMcp(mcp)}\n\n${report.slice(end)}`);
}

export async function measureMcp(size: number, runs = 3): Promise<McpResult> {
  const ideas = ideasFromSheet(generateSheet({ ideas: size, seed: 42, endDate: '2026-11-20' }), { today: '2026-11-20' }).ideas.sort(compareNewest);
  mkdirSync('bench/tmp', { recursive: true });
  const folder = resolve(`bench/tmp/mcp-${size}`);
  mkdirSync(folder, { recursive: true });
  const file = join(folder, MCP.catalogueFile);
  const bundle = join(folder, 'mcp.mjs');
  await build({
    entryPoints: ['netlify/functions/mcp.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    outfile: bundle,
    logLevel: 'warning',
    // CommonJS dependencies (ajv, under the SDK) require() in an ES module bundle, as Netlify's bundler arranges.
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  });
  const files = mcpFilesFromIdeas(ideas, new URL('https://example.test/'), new Date('2026-11-20T12:00:00Z'));
  writeFileSync(file, JSON.stringify(files.catalogue));
  writeFileSync(join(folder, MCP.recordsFile), files.records);
  const children = Array.from({ length: runs }, () => {
    const result = spawnSync(process.execPath, ['scripts/bench-mcp-instance.ts', bundle], { encoding: 'utf8', env: { ...process.env, [MCP.catalogueEnv]: file } });
    if (result.status !== 0) throw new Error(`The MCP benchmark's instance failed:\n${result.stderr.slice(-2000)}`);
    return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as { coldFirstAnswerMs: number; coldFirstSearchMs: number; p50: number; p95: number; queries: number; hostileWorstCpuMs: number; peakRssMb: number };
  });
  const median = (values: number[]) => Math.round(values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!);
  return {
    ideas: ideas.length,
    catalogueMb: mb(file),
    recordsMb: mb(join(folder, MCP.recordsFile)),
    coldFirstAnswerMs: median(children.map((run) => run.coldFirstAnswerMs)),
    coldFirstSearchMs: median(children.map((run) => run.coldFirstSearchMs)),
    warmSearch: { p50: Math.min(...children.map((run) => run.p50)), p95: Math.max(...children.map((run) => run.p95)), queries: children[0]!.queries },
    hostileWorstCpuMs: Math.max(...children.map((run) => run.hostileWorstCpuMs)),
    peakRssMb: Math.max(...children.map((run) => run.peakRssMb)),
    runs,
  };
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { size: { type: 'string', default: '10000' }, runs: { type: 'string', default: '3' }, write: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } } });
  if (values.help) {
    console.log('Usage: node scripts/bench-mcp.ts [--size 10000] [--runs 3] [--write]   (--write: into bench/results.json and docs/performance.md)');
    process.exit(0);
  }
  const mcp = await measureMcp(Number(values.size), Number(values.runs));
  console.log(JSON.stringify(mcp));
  if (values.write) write(mcp);
}
