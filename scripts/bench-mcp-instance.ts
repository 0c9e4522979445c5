/**
 * One cold MCP function instance for scripts/bench-mcp.ts, timed from this process's own start: it imports
 * nothing but the bundled function it is given (and a reader of /proc), so the times are the function's, not the benchmark's.
 *
 *   node scripts/bench-mcp-instance.ts <bundle.mjs>   (with MCP_CATALOGUE_FILE and MCP_FILES_ORIGIN set; the personal
 *   tools with SUPABASE_URL, SUPABASE_ANON_KEY, MCP_BENCH_TOKEN, an assistant's access token, and MCP_BENCH_IDEA, one of its saved ideas)
 */
import { pathToFileURL } from 'node:url';
import { ownPeakRssMb } from './peak-memory.ts';

const QUERIES: Record<string, unknown>[] = [
  { query: 'agent' },
  { query: 'medical imaging', minFeasibility: 6 },
  { query: 'fraud detection', industry: ['Financial Services'] },
  { technology: ['Agentic AI'], minComposite: 7, sort: 'valoris_score' },
  { query: 'supply chain optimisation', publishedSince: '2026-06-01' },
  { query: 'robot', limit: 50 },
  { query: 'languag model evaluaton' },
  { minNovelty: 8, minMarketPotential: 8, limit: 50 },
  { query: '"large language"', sort: 'newest' },
  { publishedSince: '2026-10-01', publishedUntil: '2026-10-31', limit: 50 },
];

/** Made-up words (no vocabulary has them), deterministic: each one goes through the close-match search. */
const madeUp = (count: number, length: number) =>
  Array.from({ length: count }, (_, word) => Array.from({ length }, (_, letter) => 'bcdfghjklmnpqrstvwxz'[(word * 7 + letter * 13) % 20]).join('')).join(' ');

/**
 * Requests an attacker would send (issue 45): the longest queries of made-up words, quoted too, a page of 50
 * partial matches, and a batch of 100 searches in one request. Each is one request; its CPU time is measured.
 */
const HOSTILE: unknown[] = [
  { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_ideas', arguments: { query: madeUp(20, 9) } } },
  { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'search_ideas', arguments: { query: madeUp(33, 5) } } },
  { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'search_ideas', arguments: { query: `"${madeUp(19, 9)}"` } } },
  { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'search_ideas', arguments: { query: 'model data learning system language agent training evaluation zzzz', limit: 50 } } },
  Array.from({ length: 100 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'search_ideas', arguments: { query: madeUp(20, 9) } } })),
];

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('http://localhost/mcp', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', 'Mcp-Protocol-Version': '2025-06-18', ...headers },
    body: JSON.stringify(body),
  });

type Handler = (req: Request) => Promise<Response>;

/** The personal tools' calls a warm instance repeats: reads, and writes that store what is already stored. */
const personalCalls = (idea: number): [string, Record<string, unknown>][] => [
  ['list_saved_ideas', {}],
  ['read_note', { idea }],
  ['for_you', { limit: 10 }],
  ['saved_searches', {}],
  ['save_idea', { idea }],
  ['set_tags', { idea, tags: ['bench'] }],
];

/** The personal tools with the assistant's token: the instance's first call, its first for_you, then warm calls. */
async function personal(handler: Handler, token: string, idea: number) {
  let id = 1000;
  const call = async (name: string, args: Record<string, unknown>) => {
    const started = performance.now();
    const response = await handler(post({ jsonrpc: '2.0', id: id++, method: 'tools/call', params: { name, arguments: args } }, { Authorization: `Bearer ${token}` }));
    const body = (await response.json()) as { result?: { isError?: boolean } };
    if (!body.result || body.result.isError) throw new Error(`${name} failed (${response.status}): ${JSON.stringify(body)}`);
    return performance.now() - started;
  };
  const coldFirstCallMs = Math.round(await call('list_saved_ideas', {}));
  const coldFirstForYouMs = Math.round(await call('for_you', { limit: 10 }));
  const times: number[] = [];
  for (let round = 0; round < 5; round++) for (const [name, args] of personalCalls(idea)) times.push(await call(name, args));
  times.sort((a, b) => a - b);
  const at = (share: number) => Math.round(times[Math.min(times.length - 1, Math.floor(share * times.length))]! * 10) / 10;
  return { coldFirstCallMs, coldFirstForYouMs, p50: at(0.5), p95: at(0.95), calls: times.length };
}

const rpc = (id: number, method: string, params: unknown) => post({ jsonrpc: '2.0', id, method, params });

async function instance(bundle: string): Promise<void> {
  const { default: handler } = (await import(pathToFileURL(bundle).href)) as { default: Handler };
  const initialize = await handler(rpc(1, 'initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } }));
  if (initialize.status !== 200) throw new Error(`initialize answered ${initialize.status}: ${await initialize.text()}`);
  await initialize.text();
  const coldFirstAnswerMs = performance.now();
  const call = async (id: number, args: Record<string, unknown>) => {
    const response = await handler(rpc(id, 'tools/call', { name: 'search_ideas', arguments: args }));
    const body = (await response.json()) as { result?: { isError?: boolean } };
    if (!body.result || body.result.isError) throw new Error(`search_ideas failed: ${JSON.stringify(body)}`);
  };
  await call(2, QUERIES[0]!);
  const coldFirstSearchMs = performance.now();
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const [index, args] of QUERIES.entries()) {
      const started = performance.now();
      await call(10 + round * QUERIES.length + index, args);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => Math.round(times[Math.min(times.length - 1, Math.floor(share * times.length))]! * 10) / 10;
  let hostileWorstCpuMs = 0;
  for (let round = 0; round < 3; round++) {
    for (const body of HOSTILE) {
      const cpu = process.cpuUsage();
      await (await handler(post(body))).text();
      const used = process.cpuUsage(cpu);
      hostileWorstCpuMs = Math.max(hostileWorstCpuMs, (used.user + used.system) / 1000);
    }
  }
  const personalTimes = await personal(handler, process.env.MCP_BENCH_TOKEN!, Number(process.env.MCP_BENCH_IDEA));
  console.log(
    JSON.stringify({
      coldFirstAnswerMs,
      coldFirstSearchMs,
      p50: at(0.5),
      p95: at(0.95),
      queries: times.length,
      hostileWorstCpuMs: Math.round(hostileWorstCpuMs * 10) / 10,
      peakRssMb: ownPeakRssMb(),
      personal: personalTimes,
    }),
  );
}

await instance(process.argv[2]!);
