// The MCP server's pure parts: finding an idea by any reference, the tools' answers and refusals, the
// cursor, and the HTTP checks before the SDK (body limit, methods, CORS).
import { describe, expect, it } from 'vitest';
import { MCP } from '../../src/config/constants/mcp.ts';
import { listCategoriesTool } from '../../src/mcp/categories.server.ts';
import { compareIdeasTool } from '../../src/mcp/compare.server.ts';
import { encodeCursor, page, readCursor } from '../../src/mcp/cursor.server.ts';
import { ToolError } from '../../src/mcp/errors.server.ts';
import { getIdeaTool } from '../../src/mcp/get-idea.server.ts';
import { findIdea } from '../../src/mcp/idea-reference.server.ts';
import { batchRefusal, preflight, readLimitedBody } from '../../src/mcp/http.server.ts';
import { newestIdeasTool } from '../../src/mcp/newest.server.ts';
import { relatedIdeasTool } from '../../src/mcp/related.server.ts';
import { listIdeaResources, readIdeaResource } from '../../src/mcp/resources.server.ts';
import { searchIdeas } from '../../src/mcp/search.server.ts';
import { loadedCatalogueOf, sampleIdeas } from './mcp-fixture.ts';

const SITE = 'https://example.test';
const ideas = sampleIdeas();
const catalogue = loadedCatalogueOf(ideas, SITE);
const numberOf = (reference: number | string) => ideas[findIdea(catalogue, reference)]!.number;

describe('finding an idea', () => {
  const idea = ideas[5]!;
  it('by number, slug with its number, slug alone, page, file and alias addresses', () => {
    for (const reference of [idea.number, String(idea.number), idea.path.slice(6), idea.slug, `${SITE}${idea.path}`, `${SITE}${idea.path}.md`, `${SITE}${idea.path}.bib`, `/idea/${idea.number}`, `https://elsewhere.example${idea.path}/`]) {
      expect(numberOf(reference)).toBe(idea.number);
    }
  });

  it('refuses what names no idea, in a plain sentence', () => {
    expect(() => findIdea(catalogue, 99_999)).toThrow(new ToolError(`There is no idea number 99999 (the catalogue has ${ideas.length} ideas; search_ideas or newest_ideas list them).`));
    expect(() => findIdea(catalogue, 'no-such-slug')).toThrow(/No idea has the slug "no-such-slug"/);
    expect(() => findIdea(catalogue, `${SITE}/about`)).toThrow(/is not the address of an idea/);
    expect(() => findIdea(catalogue, 'file:///etc/passwd')).toThrow(ToolError);
  });
});

describe('the tools', () => {
  it('get_idea gives the published record, percentiles in its category and the Markdown with them', async () => {
    const idea = ideas[0]!;
    const output = await getIdeaTool.run(catalogue, { idea: idea.number });
    const text = await getIdeaTool.text(output, { idea: idea.number }, catalogue);
    expect(output.idea).toMatchObject({ number: idea.number, url: `${SITE}${idea.path}`, files: { page: `${SITE}${idea.path}`, json: `${SITE}${idea.path}.json` } });
    expect(output.percentiles.category).toBe(idea.primaryCategory);
    expect(text.startsWith(`# ${idea.heading.slice(0, 20)}`)).toBe(true);
  });

  it('related_ideas names every related idea with its page', async () => {
    const { related } = await relatedIdeasTool.run(catalogue, { idea: ideas[0]!.number });
    expect(related.length).toBeGreaterThan(0);
    for (const entry of related) expect(entry.url).toBe(`${SITE}${ideas.find((idea) => idea.number === entry.number)!.path}`);
  });

  it('compare_ideas names the leader of each score, and refuses one idea twice', async () => {
    const chosen = ideas.filter((idea) => idea.totalScore !== undefined).slice(0, 3);
    const input = { ideas: chosen.map((idea) => idea.number) };
    const output = await compareIdeasTool.run(catalogue, input);
    const best = Math.max(...chosen.map((idea) => idea.totalScore!));
    expect(output.leaders.totalScore).toEqual(chosen.filter((idea) => idea.totalScore === best).map((idea) => idea.number));
    expect((await compareIdeasTool.text(output, input, catalogue)).split('\n')).toHaveLength(2 + 4 + 7);
    await expect(compareIdeasTool.run(catalogue, { ideas: [chosen[0]!.number, String(chosen[0]!.number)] })).rejects.toThrow(/one idea twice/);
  });

  it('list_categories counts every idea once per list, and links only categories with ideas', async () => {
    const { technologies, industries } = await listCategoriesTool.run(catalogue, {});
    expect(technologies.reduce((sum, category) => sum + category.count, 0)).toBe(ideas.length);
    expect(industries.reduce((sum, category) => sum + category.count, 0)).toBe(ideas.filter((idea) => idea.secondaryCategory).length);
    for (const category of [...technologies, ...industries]) expect(category.url === undefined).toBe(category.count === 0);
  });

  it('newest_ideas pages through the ideas since a day', async () => {
    const since = ideas[10]!.dateAdded;
    const expected = ideas.filter((idea) => idea.dateAdded >= since).map((idea) => idea.number);
    const first = await newestIdeasTool.run(catalogue, { since, limit: 4 });
    const rest = await newestIdeasTool.run(catalogue, { since, limit: 50, cursor: first.nextCursor });
    expect([...first.ideas, ...rest.ideas].map((idea) => idea.number)).toEqual(expected);
    expect(first.total).toBe(expected.length);
  });

  it('search_ideas refuses unknown categories, an empty date range and a foreign cursor, and reads category names in any case', async () => {
    await expect(searchIdeas(catalogue, { industry: ['fintech'] })).rejects.toThrow(/There is no industry category "fintech"\. The industry categories are: /);
    await expect(searchIdeas(catalogue, { publishedSince: '2026-05-01', publishedUntil: '2026-04-01' })).rejects.toThrow(/after publishedUntil/);
    await expect(searchIdeas(catalogue, { cursor: encodeCursor(ideas.length + 1) })).rejects.toThrow(/cursor/);
    expect((await searchIdeas(catalogue, { technology: ['AGENTIC AI'] })).total).toBe(ideas.filter((idea) => idea.primaryCategory === 'Agentic AI').length);
  });

  it('search_ideas reports close matches when no idea has every word, as discover shows them', async () => {
    const output = await searchIdeas(catalogue, { query: 'agnet' });
    expect(output.match).toBe('close');
    expect(output.corrections?.[0]).toMatchObject({ word: 'agnet' });
    expect(output.total).toBeGreaterThan(0);
  });
});

describe('resources', () => {
  it('lists a page at a time and reads the Markdown; an unknown idea is an error', async () => {
    const first = listIdeaResources(catalogue, undefined);
    expect(first.resources).toHaveLength(Math.min(MCP.resourcesPerPage, ideas.length));
    expect((await readIdeaResource(catalogue, new URL(`idea://${ideas[0]!.number}`), String(ideas[0]!.number))).contents[0]).toMatchObject({ mimeType: 'text/markdown' });
    await expect(readIdeaResource(catalogue, new URL('idea://0'), '0')).rejects.toThrow(/There is no idea idea:\/\/0/);
    expect(() => listIdeaResources(catalogue, 'bm90LW91cnM')).toThrow(/cursor/);
  });
});

describe('the cursor', () => {
  it('stands for an offset and reads back only what it wrote', () => {
    expect(readCursor(encodeCursor(20), 40)).toBe(20);
    expect(readCursor(undefined, 40)).toBe(0);
    expect(readCursor(encodeCursor(41), 40)).toBeNull();
    expect(readCursor('anything', 40)).toBeNull();
    expect(page([1, 2, 3, 4, 5], undefined, 2)).toEqual({ items: [1, 2], nextCursor: encodeCursor(2) });
    expect(page([1, 2, 3, 4, 5], encodeCursor(4), 2)).toEqual({ items: [5] });
  });
});

describe('HTTP before the SDK', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) => new Request('https://example.test/mcp', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

  it('reads a body up to the limit, and refuses one over it by its declared length or as it arrives', async () => {
    expect(await readLimitedBody(post('{"a":1}'), 10)).toBe('{"a":1}');
    expect(await readLimitedBody(post('x'.repeat(11)), 10)).toBeNull();
    expect(await readLimitedBody(post('x', { 'content-length': '11' }), 10)).toBeNull();
    const chunks = ['x'.repeat(6), 'x'.repeat(6)];
    const stream = new ReadableStream<Uint8Array>({ pull: (controller) => (chunks.length ? controller.enqueue(new TextEncoder().encode(chunks.shift())) : controller.close()) });
    expect(await readLimitedBody(post(stream), 10)).toBeNull();
  });

  it('answers a preflight, refuses GET and DELETE with 405, and lets POST through', () => {
    expect(preflight(new Request('https://example.test/mcp', { method: 'OPTIONS' }))?.status).toBe(204);
    for (const method of ['GET', 'DELETE', 'PUT']) expect(preflight(new Request('https://example.test/mcp', { method }))?.status).toBe(405);
    expect(preflight(post('{}'))).toBeNull();
  });

  it('refuses a JSON-RPC batch, which the negotiated protocol has not, and lets one message through', async () => {
    const batch = Array.from({ length: 100 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'search_ideas', arguments: { query: 'x' } } }));
    const refused = batchRefusal(batch)!;
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32600, message: expect.stringMatching(/^Batches are not supported/) } });
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect(batchRefusal([])).not.toBeNull();
    expect(batchRefusal(batch[0])).toBeNull();
  });
});
