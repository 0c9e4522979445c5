// The MCP server's personal tools as an assistant reaches them: the SDK's own Client over Streamable HTTP with its
// OAuth support (an OAuthClientProvider: dynamic registration, PKCE, the token), against netlify/functions/mcp.ts
// (run in this process: mcpInProcess; the raw requests that read the challenge go through the site server) and the
// protected-resource metadata function served by the local site server, and the local Supabase stand-in as the
// authorization server. The person's consent is what the site's consent page does with supabase-js
// (auth.oauth.getAuthorizationDetails, approveAuthorization), signed in as them, without a browser.
// Run by site-server.test.ts on its server, so that the functions are built once for every suite.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SUPABASE } from '../../local/config.ts';
import { MCP, MCP_PERSONAL } from '../../src/config/constants/mcp.ts';
import type { Idea } from '../../src/ideas/schema.ts';
import { ideaId } from '../../src/ideas/slug.ts';
import { mcpFilesFromIdeas } from '../../src/mcp/catalogue.server.ts';
import { insertSavedSearch } from '../../src/queries/saved-searches.ts';
import { fetchWorkspaceBundle, writeNoteOver } from '../../src/queries/workspace.ts';
import type { Database, DbClient } from '../../src/supabase/types.ts';
import { noteOf, type WorkspaceBundle } from '../../src/workspace/records.ts';
import { InMemoryAssistantAuth } from '../fixtures/assistant-auth.ts';
import { sampleIdeas } from '../unit/mcp-fixture.ts';
import { type FunctionStack, mcpInProcess } from './function-stack.ts';

/** A loopback callback, as a desktop assistant registers. */
const REDIRECT_URI = 'http://127.0.0.1:33418/callback';

/** An assistant's sign-in kept in memory; consent is given with supabase-js, so the authorization address is only noted. */
class AssistantAuth extends InMemoryAssistantAuth {
  opened?: URL;
  constructor() {
    super(REDIRECT_URI, 'Test assistant');
  }
  redirectToAuthorization = (url: URL) => void (this.opened = url);
}

interface Person {
  id: string;
  /** Signed in as the site's browser code is: the workspace's queries run on it. */
  browser: DbClient;
  accessToken: string;
}

interface Assistant {
  client: Client;
  auth: AssistantAuth;
}

type Structured = Record<string, unknown>;

export function describeMcpPersonal(started: () => FunctionStack): void {
  let stack: FunctionStack;
  let ideas: Idea[];
  let endpoint: URL;
  let mcpFetch: typeof fetch;
  let alice: Person;
  let bob: Person;
  let alicesAssistant: Assistant;
  let bobsAssistant: Assistant;
  const admin = () => createClient<Database>(stack.backend.url, LOCAL_SUPABASE.serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const people: string[] = [];

  async function signUp(label: string): Promise<Person> {
    const email = `mcp-${label}-${randomUUID().slice(0, 8)}@researchventures.test`;
    const password = `pw-${randomUUID()}`;
    const created = await admin().auth.admin.createUser({ email, password, email_confirm: true });
    if (!created.data.user) throw new Error(`createUser: ${created.error?.message}`);
    people.push(created.data.user.id);
    const browser = createClient<Database>(stack.backend.url, LOCAL_SUPABASE.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
    const { data } = await browser.auth.signInWithPassword({ email, password });
    return { id: created.data.user.id, browser, accessToken: data.session!.access_token };
  }

  /** The browser's part: /oauth/authorize sends it to the consent page, where the person allows; the code it returns with. */
  async function consent(person: Person, authorization: URL): Promise<string> {
    const sent = await fetch(authorization, { redirect: 'manual' });
    expect(sent.status).toBe(302);
    const id = new URL(sent.headers.get('location')!).searchParams.get('authorization_id')!;
    const details = await person.browser.auth.oauth.getAuthorizationDetails(id);
    expect(details.data).toMatchObject({ client: { name: 'Test assistant' } });
    const approved = await person.browser.auth.oauth.approveAuthorization(id, { skipBrowserRedirect: true });
    return new URL(approved.data!.redirect_url).searchParams.get('code')!;
  }

  /** An assistant connected to /mcp, signed in as `person` the way MCP clients do: a personal tool's 401 starts it. */
  async function connect(person: Person): Promise<Assistant> {
    const auth = new AssistantAuth();
    const transport = new StreamableHTTPClientTransport(endpoint, { authProvider: auth, fetch: mcpFetch });
    const client = new Client({ name: 'assistant-test', version: '1.0.0' });
    await client.connect(transport);
    await expect(client.callTool({ name: 'list_saved_ideas', arguments: {} })).rejects.toBeInstanceOf(UnauthorizedError);
    expect(auth.opened?.searchParams.get('resource')).toBe(endpoint.href);
    expect(auth.opened?.searchParams.get('scope')).toBe('email');
    await transport.finishAuth(await consent(person, auth.opened!));
    return { client, auth };
  }

  async function call(assistant: Assistant, name: string, args: Record<string, unknown> = {}) {
    const result = (await assistant.client.callTool({ name, arguments: args })) as CallToolResult;
    return { ...result, structured: result.structuredContent as Structured, text: (result.content as { type: string; text: string }[])[0]!.text };
  }

  /** A tools/call as plain HTTP, to read the status and headers the SDK acts on. */
  const rawCall = (name: string, token?: string) =>
    fetch(endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        'Mcp-Protocol-Version': '2025-06-18',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: {} } }),
    });

  /** The person's workspace as the browser loads it. */
  async function workspaceOf(person: Person): Promise<WorkspaceBundle> {
    const loaded = await fetchWorkspaceBundle(person.browser, person.id);
    if (!loaded.ok) throw new Error(loaded.message);
    return loaded.data;
  }

  const noteInDb = async (person: Person, idea: Idea) => noteOf(await workspaceOf(person), ideaId(idea.number));

  beforeAll(async () => {
    stack = started();
    ideas = sampleIdeas();
    const files = mcpFilesFromIdeas(ideas, new URL(stack.siteUrl), new Date());
    writeFileSync(join(stack.siteDir, MCP.catalogueFile), JSON.stringify(files.catalogue));
    for (const [path, text] of files.published) {
      const file = join(stack.siteDir, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
    endpoint = new URL(MCP.path, stack.siteUrl);
    mcpFetch = await mcpInProcess(stack);
    [alice, bob] = await Promise.all([signUp('alice'), signUp('bob')]);
    alicesAssistant = await connect(alice);
    bobsAssistant = await connect(bob);
  }, 120_000);

  afterAll(async () => {
    await alicesAssistant?.client.close();
    await bobsAssistant?.client.close();
    for (const id of people) await admin().auth.admin.deleteUser(id);
  });

  describe('the MCP server signs assistants in through Supabase Auth', () => {
    it('serves the protected-resource metadata naming the Supabase project as the authorization server', async () => {
      const response = await fetch(new URL(MCP_PERSONAL.metadataPath, stack.siteUrl));
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ resource: endpoint.href, authorization_servers: [`${stack.backend.url}/auth/v1`], scopes_supported: ['email'] });
    });

    it('answers a personal tool without a token 401 with the challenge naming that metadata; public tools need none', async () => {
      const refused = await rawCall('list_saved_ideas');
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe(`Bearer resource_metadata="${new URL(MCP_PERSONAL.metadataPath, stack.siteUrl).href}"`);
      expect((await rawCall('list_categories')).status).toBe(200);
    });

    it('refuses a token Supabase Auth refuses, and a browser session token no assistant was given', async () => {
      for (const token of ['not-a-token', alice.accessToken]) {
        const refused = await rawCall('list_saved_ideas', token);
        expect(refused.status).toBe(401);
        expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token", error_description="[^"]+", resource_metadata="/);
      }
    });

    it('gives an assistant the person denied an error and no token', async () => {
      const auth = new AssistantAuth();
      const transport = new StreamableHTTPClientTransport(endpoint, { authProvider: auth, fetch: mcpFetch });
      const client = new Client({ name: 'assistant-test', version: '1.0.0' });
      await client.connect(transport);
      try {
        await expect(client.callTool({ name: 'read_note', arguments: { idea: ideas[0]!.number } })).rejects.toBeInstanceOf(UnauthorizedError);
        const sent = await fetch(auth.opened!, { redirect: 'manual' });
        const id = new URL(sent.headers.get('location')!).searchParams.get('authorization_id')!;
        await bob.browser.auth.oauth.getAuthorizationDetails(id);
        const denied = await bob.browser.auth.oauth.denyAuthorization(id, { skipBrowserRedirect: true });
        const back = new URL(denied.data!.redirect_url);
        expect(back.searchParams.get('error')).toBe('access_denied');
        expect(back.searchParams.has('code')).toBe(false);
        expect(auth.saved).toBeUndefined();
        await expect(client.callTool({ name: 'read_note', arguments: { idea: ideas[0]!.number } })).rejects.toBeInstanceOf(UnauthorizedError);
      } finally {
        await client.close();
      }
    });

    it('lists the personal tools with their hints: the reading ones read-only, the writing ones not', async () => {
      const { tools } = await alicesAssistant.client.listTools();
      const hints = Object.fromEntries(tools.map((tool) => [tool.name, tool.annotations?.readOnlyHint]));
      for (const name of ['list_saved_ideas', 'read_note', 'for_you', 'saved_searches']) expect(hints[name]).toBe(true);
      for (const name of ['save_idea', 'remove_idea', 'set_tags', 'write_note', 'not_interested']) expect(hints[name]).toBe(false);
    });
  });

  describe('personal tools act as the signed-in person', () => {
    it('saves an idea, tags it and lists it with its tags, note and read state', async () => {
      const idea = ideas[1]!;
      expect((await call(alicesAssistant, 'save_idea', { idea: idea.number })).isError).toBeFalsy();
      const tagged = await call(alicesAssistant, 'set_tags', { idea: idea.number, tags: ['Pilot', 'fintech', ' pilot '] });
      expect(tagged.structured).toEqual({ number: idea.number, tags: ['Pilot', 'fintech'] });
      expect((await call(alicesAssistant, 'set_tags', { idea: idea.number, tags: ['fintech', 'health'] })).structured.tags).toEqual(['fintech', 'health']);
      await alice.browser.from('paper_reads').insert({ user_id: alice.id, idea_id: ideaId(idea.number) });
      const listed = await call(alicesAssistant, 'list_saved_ideas', { tag: 'FINTECH' });
      expect(listed.structured).toMatchObject({ total: 1, ideas: [{ number: idea.number, idea: { url: new URL(idea.path, stack.siteUrl).href }, tags: ['fintech', 'health'], note: '', paperRead: true }] });
      const removed = await call(alicesAssistant, 'remove_idea', { idea: idea.number });
      expect(removed.structured).toEqual({ number: idea.number, removed: true });
      expect((await call(alicesAssistant, 'list_saved_ideas')).structured.total).toBe(0);
    });

    it('writes a note the workspace reads, reads the one the workspace wrote, and refuses a stale write with both texts', async () => {
      const idea = ideas[2]!;
      const written = await call(alicesAssistant, 'write_note', { idea: idea.number, text: 'From the assistant', previous: '' });
      expect(written.isError).toBeFalsy();
      expect(await noteInDb(alice, idea)).toBe('From the assistant');

      // The workspace stores its own text over the version it had, as its notes editor does.
      const bundle = await workspaceOf(alice);
      const version = bundle.notes.find((note) => note.idea_id === ideaId(idea.number))!.updated_at;
      const fromWorkspace = await writeNoteOver(alice.browser, alice.id, ideaId(idea.number), 'From the workspace', version);
      expect(fromWorkspace.ok && 'stored' in fromWorkspace.data).toBe(true);
      expect((await call(alicesAssistant, 'read_note', { idea: idea.number })).structured).toMatchObject({ number: idea.number, text: 'From the workspace' });

      // The assistant still holds the text it read before: its write is refused with both, and nothing is lost.
      const stale = await call(alicesAssistant, 'write_note', { idea: idea.number, text: 'Assistant second thoughts', previous: 'From the assistant' });
      expect(stale.isError).toBe(true);
      expect(stale.text).toContain('changed since you read it');
      expect(stale.text).toContain('From the workspace');
      expect(stale.text).toContain('Assistant second thoughts');
      expect(await noteInDb(alice, idea)).toBe('From the workspace');

      const merged = await call(alicesAssistant, 'write_note', { idea: idea.number, text: 'From the workspace; and the assistant', previous: 'From the workspace' });
      expect(merged.isError).toBeFalsy();
      expect(await noteInDb(alice, idea)).toBe('From the workspace; and the assistant');
    });

    it('answers bad input with a sentence and changes nothing', async () => {
      const idea = ideas[3]!;
      await call(alicesAssistant, 'write_note', { idea: idea.number, text: 'Keep me', previous: '' });
      const long = await call(alicesAssistant, 'write_note', { idea: idea.number, text: 'x'.repeat(2001), previous: 'Keep me' });
      expect(long).toMatchObject({ isError: true });
      expect(long.text).toMatch(/at most 2000/);
      await call(alicesAssistant, 'set_tags', { idea: idea.number, tags: ['kept'] });
      const badTag = await call(alicesAssistant, 'set_tags', { idea: idea.number, tags: ['new', 'y'.repeat(51)] });
      expect(badTag).toMatchObject({ isError: true });
      expect(badTag.text).toMatch(/over 50 characters; nothing was changed/);
      const unknown = await call(alicesAssistant, 'save_idea', { idea: 987_654 });
      expect(unknown).toMatchObject({ isError: true });
      expect(unknown.text).toMatch(/no idea number 987654/);
      expect(await noteInDb(alice, idea)).toBe('Keep me');
      expect((await call(alicesAssistant, 'list_saved_ideas')).structured.ideas).toEqual(expect.arrayContaining([expect.objectContaining({ number: idea.number, tags: ['kept'], note: 'Keep me' })]));
    });

    it("never lets one person's token read or write another's rows", async () => {
      const idea = ideas[4]!;
      await call(alicesAssistant, 'write_note', { idea: idea.number, text: "Alice's own", previous: '' });
      expect((await call(bobsAssistant, 'list_saved_ideas')).structured.total).toBe(0);
      expect((await call(bobsAssistant, 'read_note', { idea: idea.number })).structured.text).toBe('');
      expect((await call(bobsAssistant, 'remove_idea', { idea: idea.number })).structured.removed).toBe(false);
      await call(bobsAssistant, 'write_note', { idea: idea.number, text: "Bob's own", previous: '' });
      await call(bobsAssistant, 'set_tags', { idea: idea.number, tags: [] });
      expect(await noteInDb(alice, idea)).toBe("Alice's own");
      expect(await noteInDb(bob, idea)).toBe("Bob's own");
      expect((await call(alicesAssistant, 'read_note', { idea: idea.number })).structured.text).toBe("Alice's own");
    });

    it('recommends ideas For you with their reasons, and leaves out the ones marked not interested', async () => {
      for (const idea of ideas.slice(5, 9)) await call(bobsAssistant, 'save_idea', { idea: idea.number });
      const first = await call(bobsAssistant, 'for_you', { limit: 5 });
      const picks = first.structured.picks as { idea: { number: number }; because: { number: number }; reasons: string[] }[];
      expect(picks.length).toBeGreaterThan(0);
      const saved = new Set([ideas[4]!.number, ...ideas.slice(5, 9).map((idea) => idea.number)]);
      for (const pick of picks) {
        expect(saved.has(pick.idea.number)).toBe(false);
        expect(saved.has(pick.because.number)).toBe(true);
      }
      expect(picks.some((pick) => pick.reasons.length > 0)).toBe(true);
      const hidden = picks[0]!.idea.number;
      expect((await call(bobsAssistant, 'not_interested', { idea: hidden })).structured).toMatchObject({ hidden: true });
      const again = (await call(bobsAssistant, 'for_you', { limit: 5 })).structured.picks as { idea: { number: number } }[];
      expect(again.map((pick) => pick.idea.number)).not.toContain(hidden);
      expect((await call(bobsAssistant, 'not_interested', { idea: ideas[5]!.number })).isError).toBe(true);
    });

    it('lists the saved searches with the search_ideas arguments that run them', async () => {
      const stored = await insertSavedSearch(bob.browser, { name: 'Agents', query: 'agent', technologies: ['Agentic AI'], min_feasibility: 7 });
      expect(stored.ok).toBe(true);
      const { structured } = await call(bobsAssistant, 'saved_searches');
      expect(structured.searches).toEqual([expect.objectContaining({ name: 'Agents', paused: false, searchIdeas: { query: 'agent', technology: ['Agentic AI'], minFeasibility: 7 } })]);
      expect((await call(alicesAssistant, 'saved_searches')).structured.searches).toEqual([]);
    });

    it("stops a revoked grant's token at once, though its JWT has not expired", async () => {
      const clientId = alicesAssistant.auth.client!.client_id;
      const token = alicesAssistant.auth.saved!.access_token;
      expect((await alice.browser.auth.oauth.revokeGrant({ clientId })).error).toBeNull();
      const refused = await rawCall('list_saved_ideas', token);
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toMatch(/error="invalid_token"/);
      await expect(alicesAssistant.client.callTool({ name: 'list_saved_ideas', arguments: {} })).rejects.toThrow();
    });
  });
}
