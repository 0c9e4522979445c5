/**
 * MCP server benchmark: the files the build writes for a synthetic sheet of N ideas (default 10,000), and the
 * function bundled by esbuild as Netlify bundles it: the catalogue the function carries, and the records and
 * word files the deploy publishes, served here over HTTP on a free port as the deploy serves them (plain, from
 * memory: the CDN's own latency is not part of the figures). Then, in a fresh Node process each time (a cold
 * function instance), the function's first answer (an initialize, with the bundle loaded and the catalogue read
 * and made ready on the way), its first search_ideas (its word files read from the server), warm search_ideas
 * latency over a set of queries and filters, and the process's peak memory (./bench-mcp-instance.ts is that
 * process). The zip Netlify deploys is estimated as the bundle and the catalogue deflated, as a zip stores
 * each file. The personal tools act through the local Supabase stand-in (in memory, in this process) for a
 * person who saved a few ideas and signed an assistant in as MCP clients do (registration, consent, the code
 * with PKCE): each instance times its first personal call, its first for_you (the recommendation vectors read
 * from the server), and warm personal calls. Part of `npm run bench`; on its own:
 * `node scripts/bench-mcp.ts [--size 10000] [--runs 3] [--write]`.
 */
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { deflateRawSync } from 'node:zlib';
import { createClient } from '@supabase/supabase-js';
import { build } from 'esbuild';
import { LOCAL_SUPABASE } from '../local/config.ts';
import { startLocalSupabase } from '../local/supabase/server.ts';
import { MCP } from '../src/config/constants/mcp.ts';
import { MCP_FILES_ROOT } from '../src/ideas/published-layout.ts';
import { ideasFromSheet } from '../src/ideas/sheet.build.ts';
import { ideaId } from '../src/ideas/slug.ts';
import { compareNewest } from '../src/ideas/sort.ts';
import { mcpFilesFromIdeas } from '../src/mcp/catalogue.server.ts';
import { generateSheet } from './generate-sheet.ts';
import { formatMcp } from './bench-report.ts';
import type { BenchResults, McpResult } from './bench-results.ts';

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

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

/** What one cold instance reports (./bench-mcp-instance.ts). */
interface InstanceResult {
  coldFirstAnswerMs: number;
  coldFirstSearchMs: number;
  p50: number;
  p95: number;
  queries: number;
  hostileWorstCpuMs: number;
  peakRssMb: number;
  personal: NonNullable<McpResult['personal']>;
}

const REDIRECT_URI = 'http://127.0.0.1:33418/callback';

/**
 * The stand-in with one person who saved `saved` and allowed an assistant, and the environment an instance
 * acts for them with: the project, its anon key, the assistant's access token.
 */
async function signedInAssistant(saved: readonly number[]): Promise<{ env: Record<string, string>; close: () => Promise<void> }> {
  const backend = await startLocalSupabase({ port: 0, dataDir: null, seed: true, logMail: false });
  const options = { auth: { persistSession: false, autoRefreshToken: false } };
  const email = 'bench-mcp@researchventures.test';
  const password = randomBytes(12).toString('base64url');
  await createClient(backend.url, LOCAL_SUPABASE.serviceRoleKey, options).auth.admin.createUser({ email, password, email_confirm: true });
  const browser = createClient(backend.url, LOCAL_SUPABASE.anonKey, options);
  const { data } = await browser.auth.signInWithPassword({ email, password });
  await browser.from('idea_bookmarks').insert(saved.map((number) => ({ user_id: data.user!.id, idea_id: ideaId(number) })));
  const auth = `${backend.url}/auth/v1`;
  const registration = await fetch(`${auth}/oauth/clients/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_name: 'Bench assistant', redirect_uris: [REDIRECT_URI], token_endpoint_auth_method: 'none' }),
  });
  const { client_id: clientId } = (await registration.json()) as { client_id: string };
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authorize = new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: REDIRECT_URI, code_challenge: challenge, code_challenge_method: 'S256' });
  const consent = await fetch(`${auth}/oauth/authorize?${authorize}`, { redirect: 'manual' });
  const authorizationId = new URL(consent.headers.get('location')!).searchParams.get('authorization_id')!;
  await browser.auth.oauth.getAuthorizationDetails(authorizationId);
  const approved = await browser.auth.oauth.approveAuthorization(authorizationId, { skipBrowserRedirect: true });
  const code = new URL(approved.data!.redirect_url).searchParams.get('code')!;
  const exchange = await fetch(`${auth}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, client_id: clientId, redirect_uri: REDIRECT_URI, code_verifier: verifier }),
  });
  const { access_token: token } = (await exchange.json()) as { access_token: string };
  return {
    env: { SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: LOCAL_SUPABASE.anonKey, MCP_BENCH_TOKEN: token, MCP_BENCH_IDEA: String(saved[0]) },
    close: () => backend.close(),
  };
}

/** One cold instance in a process of its own; asynchronously, as the files' server answers from this one. */
async function coldInstance(bundle: string, env: NodeJS.ProcessEnv): Promise<InstanceResult> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/bench-mcp-instance.ts', bundle], { encoding: 'utf8', env });
    return JSON.parse(stdout.trim().split('\n').at(-1)!) as InstanceResult;
  } catch (error) {
    throw new Error(`The MCP benchmark's instance failed:\n${((error as { stderr?: string }).stderr ?? String(error)).slice(-2000)}`);
  }
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
  const catalogue = JSON.stringify(files.catalogue);
  writeFileSync(file, catalogue);
  const server = createServer((req, res) => {
    const text = files.published.get(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (text === undefined) res.writeHead(404).end();
    else res.writeHead(200, { 'Content-Type': 'application/json' }).end(text);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const assistant = await signedInAssistant(ideas.slice(0, 5).map((idea) => idea.number));
  const env = { ...process.env, ...assistant.env, [MCP.catalogueEnv]: file, [MCP.filesOriginEnv]: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  const children: InstanceResult[] = [];
  try {
    for (let run = 0; run < runs; run++) children.push(await coldInstance(bundle, env));
  } finally {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
    await assistant.close();
  }
  const recordBytes = [...files.published].reduce((sum, [path, text]) => (path.startsWith(`${MCP_FILES_ROOT}/`) ? sum + Buffer.byteLength(text) : sum), 0);
  const median = (values: number[]) => Math.round(values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!);
  return {
    ideas: ideas.length,
    catalogueMb: mb(Buffer.byteLength(catalogue)),
    bundleZipMb: mb(deflateRawSync(readFileSync(bundle)).length + deflateRawSync(catalogue).length),
    recordFilesMb: mb(recordBytes),
    coldFirstAnswerMs: median(children.map((run) => run.coldFirstAnswerMs)),
    coldFirstSearchMs: median(children.map((run) => run.coldFirstSearchMs)),
    warmSearch: { p50: Math.min(...children.map((run) => run.p50)), p95: Math.max(...children.map((run) => run.p95)), queries: children[0]!.queries },
    hostileWorstCpuMs: Math.max(...children.map((run) => run.hostileWorstCpuMs)),
    peakRssMb: Math.max(...children.map((run) => run.peakRssMb)),
    personal: {
      coldFirstCallMs: median(children.map((run) => run.personal.coldFirstCallMs)),
      coldFirstForYouMs: median(children.map((run) => run.personal.coldFirstForYouMs)),
      p50: Math.min(...children.map((run) => run.personal.p50)),
      p95: Math.max(...children.map((run) => run.personal.p95)),
      calls: children[0]!.personal.calls,
    },
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
