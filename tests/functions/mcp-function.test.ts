// netlify/functions/mcp.ts called with a Request and a context, as Netlify calls it: the catalogue from the
// file the deployment names, the records and word files from the deploy's own permalink (context.deploy.id,
// context.site.name), whatever address and headers the request came with; a CDN that fails is a tool error.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import handler from '../../netlify/functions/mcp.ts';
import { MCP, MCP_PERSONAL } from '../../src/config/constants/mcp.ts';
import type { Idea } from '../../src/ideas/schema.ts';
import { mcpFilesFromIdeas } from '../../src/mcp/catalogue.server.ts';
import { sampleIdeas } from '../unit/mcp-fixture.ts';
import { restoreEnv } from './function-stack.ts';

const context = { deploy: { id: '6f4b3cf0e9e201172cbc715a' }, site: { name: 'research-ventures' } };
const PERMALINK = 'https://6f4b3cf0e9e201172cbc715a--research-ventures.netlify.app';
const ATTACKER = 'https://attacker.example';

const savedEnv = { ...process.env };
let folder: string;
let ideas: Idea[];
let published: Map<string, string>;
/** Every address the function fetched, and whether the CDN answers 502 to all of them. */
const fetched: string[] = [];
let cdnDown = false;

beforeAll(() => {
  ideas = sampleIdeas();
  const files = mcpFilesFromIdeas(ideas, new URL('https://research-ventures.example'), new Date());
  published = files.published;
  folder = mkdtempSync(join(tmpdir(), 'rv-mcp-'));
  const file = join(folder, MCP.catalogueFile);
  writeFileSync(file, JSON.stringify(files.catalogue));
  process.env[MCP.catalogueEnv] = file;
  delete process.env[MCP.filesOriginEnv];
  // The deploy's files, as its permalink would serve them; any other origin answers as no site of ours would.
  vi.stubGlobal('fetch', async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : input);
    fetched.push(url.href);
    if (cdnDown) return new Response('Bad gateway', { status: 502 });
    const text = url.origin === PERMALINK ? published.get(url.pathname) : undefined;
    return text === undefined ? new Response('Not found', { status: 404 }) : new Response(text, { headers: { 'Content-Type': 'application/json' } });
  });
}, 120_000);

afterAll(() => {
  vi.unstubAllGlobals();
  restoreEnv(savedEnv);
  rmSync(folder, { recursive: true, force: true });
});

/** A tools/call sent to the attacker's address, with every header that could name a host saying so too. */
async function call(name: string, args: Record<string, unknown>) {
  const request = new Request(`${ATTACKER}/mcp`, {
    method: 'POST',
    headers: {
      Host: 'attacker.example',
      'X-Forwarded-Host': 'attacker.example',
      Forwarded: 'host=attacker.example;proto=https',
      Origin: ATTACKER,
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      'Mcp-Protocol-Version': '2025-06-18',
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
  });
  const response = await handler(request, context);
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: { isError?: boolean; content: { text: string }[]; structuredContent?: Record<string, unknown> } }).result;
}

describe('the MCP function on Netlify', () => {
  it("reads records and word files from its own deploy's permalink, never from the address or headers of the request", async () => {
    const idea = ideas[2]!;
    const got = await call('get_idea', { idea: idea.number });
    expect(got.isError).toBeFalsy();
    expect(got.structuredContent?.idea).toMatchObject({ number: idea.number, url: `https://research-ventures.example${idea.path}` });
    const found = await call('search_ideas', { query: 'medical imaging' });
    expect(found.isError).toBeFalsy();
    expect(fetched).toContain(`${PERMALINK}/mcp-files/0/idea-${idea.number}.json`);
    expect(fetched.some((url) => url.startsWith(`${PERMALINK}/discover/data/`))).toBe(true);
    expect(fetched.filter((url) => !url.startsWith(`${PERMALINK}/`))).toEqual([]);
  });

  it("names the deployment's own site in a personal tool's 401, whatever the request's address says; unconfigured, a 503", async () => {
    const personal = () =>
      handler(
        new Request(`${ATTACKER}/mcp`, {
          method: 'POST',
          headers: { Host: 'attacker.example', 'X-Forwarded-Host': 'attacker.example', 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'list_saved_ideas', arguments: {} } }),
        }),
        context,
      );
    for (const name of ['SUPABASE_URL', 'PUBLIC_SUPABASE_URL', 'SUPABASE_ANON_KEY', 'PUBLIC_SUPABASE_ANON_KEY', 'PUBLIC_SITE_URL']) delete process.env[name];
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect((await personal()).status).toBe(503);
    } finally {
      logged.mockRestore();
    }
    Object.assign(process.env, { SUPABASE_URL: 'https://project.supabase.co', SUPABASE_ANON_KEY: 'anon-key', URL: 'https://research-ventures.example' });
    const refused = await personal();
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe(`Bearer resource_metadata="https://research-ventures.example${MCP_PERSONAL.metadataPath}"`);
  });

  it('answers a tool error saying the catalogue is unavailable when the CDN fails, and reads again once it is back', async () => {
    const idea = ideas[5]!;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      cdnDown = true;
      const failed = await call('get_idea', { idea: idea.number });
      expect(failed).toMatchObject({ isError: true, content: [{ text: MCP.unavailable }] });
      expect(logged).toHaveBeenCalledWith('MCP catalogue unavailable:', `${PERMALINK}/mcp-files/0/idea-${idea.number}.json answered 502`);
    } finally {
      cdnDown = false;
      logged.mockRestore();
    }
    expect((await call('get_idea', { idea: idea.number })).isError).toBeFalsy();
  });
});
