// How the MCP server reads what the site publishes for it (src/mcp/data.server.ts, origin.server.ts): an idea's record from
// its own file, discover's word files from the index folder once for the instance's life, a file the site
// cannot give as a plain tool error rather than a crash, and an origin that never comes from a request.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MCP } from '../../src/config/constants/mcp.ts';
import { mcpRecordLocation } from '../../src/ideas/published-layout.ts';
import { mcpFilesFromIdeas } from '../../src/mcp/catalogue.server.ts';
import { CatalogueUnavailable, prepareCatalogue, siteReader } from '../../src/mcp/data.server.ts';
import { getIdeaTool } from '../../src/mcp/get-idea.server.ts';
import { filesOrigin } from '../../src/mcp/origin.server.ts';
import { indexUrl } from '../../src/discover/index-types.ts';
import { createTextSearch } from '../../src/text-search/word-search.ts';
import { relatedIdeasTool } from '../../src/mcp/related.server.ts';
import { searchIdeas } from '../../src/mcp/search.server.ts';
import { createMcpServer } from '../../src/mcp/mcp-server.server.ts';
import { LEXICON_WARM_MS, warmLexicon } from './fixtures.ts';
import { FIXTURE_TODAY, loadedCatalogueOf, memoryReader, sampleIdeas } from './mcp-fixture.ts';

// Before any test builds an index: the first reads WordNet (fixtures.ts warmLexicon).
beforeAll(warmLexicon, LEXICON_WARM_MS);

const SITE = 'https://example.test';
const ideas = sampleIdeas();

describe("the site's files", () => {
  it("an idea's record is read from its own file, once while it is among the recent ones", async () => {
    const reads: string[] = [];
    const catalogue = loadedCatalogueOf(ideas, SITE, reads);
    const idea = ideas[3]!;
    await getIdeaTool.run(catalogue, { idea: idea.number });
    await relatedIdeasTool.run(catalogue, { idea: idea.path });
    expect(reads).toEqual([mcpRecordLocation(idea.number)]);
    expect(mcpRecordLocation(idea.number)).toBe(`/mcp-files/0/idea-${idea.number}.json`);
  });

  it("discover's word files are read from the index folder named in the catalogue, each once for the instance's life", async () => {
    const reads: string[] = [];
    const catalogue = loadedCatalogueOf(ideas, SITE, reads);
    expect(catalogue.data.indexBase).toBe('/discover/data/');
    const first = await searchIdeas(catalogue, { query: 'medical imaging' });
    expect(reads.length).toBeGreaterThan(0);
    const folders = catalogue.data.search.segments.map((segment) => segment.dir).join('|');
    for (const path of reads) expect(path).toMatch(new RegExp(`^${catalogue.data.indexBase}(${folders})/(words|vocab|lexicon)-[^/]+\\.json$`));
    reads.length = 0;
    expect(await searchIdeas(catalogue, { query: 'medical imaging' })).toEqual(first);
    expect(reads).toEqual([]);
    // Two queries at once that need the same new files read each file once.
    await Promise.all([searchIdeas(catalogue, { query: 'agnet' }), searchIdeas(catalogue, { query: 'agnet' })]);
    expect(reads.length).toBeGreaterThan(0);
    expect(new Set(reads).size).toBe(reads.length);
  });

  it('a word file the site cannot give is a tool error saying the catalogue is unavailable, with the read\'s own reason logged', async () => {
    const { catalogue, published } = mcpFilesFromIdeas(ideas, new URL(SITE), new Date(`${FIXTURE_TODAY}T12:00:00Z`));
    const location = indexUrl({ base: catalogue.indexBase }, createTextSearch(catalogue.search).missing('robot')[0]!);
    const file = published.get(location)!;
    published.delete(location);
    const loaded = prepareCatalogue(catalogue, memoryReader(published));
    await expect(loaded.runSearch('robot')).rejects.toThrow(new CatalogueUnavailable(`${location} answered 404`));
    published.set(location, file);
    expect((await loaded.runSearch('robot'))!.matches.some((match) => match === 1)).toBe(true);
  });

  it('a file the site cannot give is a tool error saying the catalogue is unavailable, and the next call reads it again', async () => {
    const { catalogue, published } = mcpFilesFromIdeas(ideas, new URL(SITE), new Date(`${FIXTURE_TODAY}T12:00:00Z`));
    const idea = ideas[0]!;
    const location = mcpRecordLocation(idea.number);
    const record = published.get(location)!;
    published.delete(location);
    const server = createMcpServer(prepareCatalogue(catalogue, memoryReader(published)));
    const client = new Client({ name: 'mcp-test', version: '1.0.0' });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
      const failed = (await client.callTool({ name: 'get_idea', arguments: { idea: idea.number } })) as CallToolResult;
      expect(failed).toMatchObject({ isError: true, content: [{ type: 'text', text: MCP.unavailable }] });
      await expect(client.readResource({ uri: `idea://${idea.number}` })).rejects.toThrow(MCP.unavailable);
      expect(logged).toHaveBeenCalledWith('MCP catalogue unavailable:', `${location} answered 404`);
      published.set(location, record);
      const answered = (await client.callTool({ name: 'get_idea', arguments: { idea: idea.number } })) as CallToolResult;
      expect(answered.isError).toBeFalsy();
    } finally {
      logged.mockRestore();
      await client.close();
      await server.close();
    }
  });
});

describe('reading over HTTP', () => {
  let server: Server;
  let origin: URL;
  const asked: string[] = [];

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      asked.push(req.url!);
      if (req.url === '/mcp-files/0/idea-1.json') res.end('{"idea":1}');
      else if (req.url === '/hangs.json') return; // never answers
      else res.writeHead(404).end('Not found');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives the text of a file; a 404, a refused path and a read past its time are CatalogueUnavailable', async () => {
    // Room for a loaded machine where an answer is due; a short time only for the address that never answers.
    const read = siteReader(origin, 30_000);
    expect(await read('/mcp-files/0/idea-1.json')).toBe('{"idea":1}');
    await expect(read('/mcp-files/0/idea-2.json')).rejects.toThrow(new CatalogueUnavailable(`${origin.origin}/mcp-files/0/idea-2.json answered 404`));
    await expect(siteReader(origin, 200)('/hangs.json')).rejects.toThrow(/hangs\.json could not be read \(.*timeout/);
    // A path that would leave the origin is refused before any request.
    asked.length = 0;
    await expect(read('//elsewhere.example/mcp-files/0/idea-1.json')).rejects.toThrow(CatalogueUnavailable);
    expect(asked).toEqual([]);
  });
});

describe('the origin the function reads from', () => {
  const context = { deploy: { id: '6f4b3cf0e9e201172cbc715a' }, site: { name: 'research-ventures' } };

  it("is the deploy's own permalink on Netlify, or the one the local server names; never missing", () => {
    expect(filesOrigin({}, context).href).toBe('https://6f4b3cf0e9e201172cbc715a--research-ventures.netlify.app/');
    expect(filesOrigin({ [MCP.filesOriginEnv]: 'http://localhost:4321' }, context).href).toBe('http://localhost:4321/');
    expect(() => filesOrigin({}, undefined)).toThrow(CatalogueUnavailable);
    expect(() => filesOrigin({}, { deploy: { id: 'x' }, site: {} })).toThrow(CatalogueUnavailable);
    // A context value that would make another host of the address is no origin.
    expect(() => filesOrigin({}, { deploy: { id: 'x' }, site: { name: 'evil.example/' } })).toThrow(CatalogueUnavailable);
    expect(() => filesOrigin({}, { deploy: { id: 'evil.example@x' }, site: { name: 'site' } })).toThrow(CatalogueUnavailable);
  });
});
