// An assistant connecting to /mcp as a person does it, end to end on `npm start`'s stack (the site's functions and
// the Supabase stand-in's OAuth 2.1 server): the MCP SDK's own Client with its OAuth support registers itself,
// opens the authorization URL in Chromium, where the person signs in on the consent page and allows it; the SDK
// exchanges the code, and the personal tools act on the workspace the same browser shows, both ways. Deny leaves
// the client with an error and no token; Remove access on the account page stops the token it holds.
import { AccessDeniedError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { expect, test, type Page } from './test.ts';
import { LOCAL_SUPABASE } from '../../local/config.ts';
import { CONNECTED_ASSISTANTS_TEXT, CONSENT_TEXT } from '../../src/config/constants/assistants.ts';
import { MCP } from '../../src/config/constants/mcp.ts';
import { API, openWithSession, passwordSession } from './auth-helpers.ts';
import { BrowserAssistantAuth, callbackReached, routeAssistant } from './oauth-helpers.ts';
import { E2E_SITE_URL } from './ports.ts';
import { expectWorkspaceShown, first, newUser, PASSWORD, savedCard } from './workspace-helpers.ts';

interface Assistant {
  client: Client;
  transport: StreamableHTTPClientTransport;
  auth: BrowserAssistantAuth;
}

const assistants: Client[] = [];

test.afterEach(async () => {
  await Promise.all(assistants.splice(0).map((client) => client.close()));
});

/**
 * An MCP client connected to /mcp without a token: the public tools need none. Its first personal tool call is
 * answered 401, which starts the SDK's sign-in: discovery, registration, and `page` sent to the authorization URL.
 */
async function connectAssistant(page: Page, name: string): Promise<Assistant> {
  await routeAssistant(page);
  const auth = new BrowserAssistantAuth(page, name);
  const transport = new StreamableHTTPClientTransport(new URL(MCP.path, E2E_SITE_URL), { authProvider: auth });
  const client = new Client({ name: 'e2e-assistant', version: '1.0.0' });
  await client.connect(transport);
  assistants.push(client);
  await expect(client.callTool({ name: 'list_saved_ideas', arguments: {} })).rejects.toBeInstanceOf(UnauthorizedError);
  expect(auth.client?.client_id, 'registered by the SDK').toBeTruthy();
  expect(auth.opened).toHaveLength(1);
  await expect(page).toHaveURL(/\/oauth\/consent\?authorization_id=/);
  return { client, transport, auth };
}

/** A personal tool's structured answer; a tool error fails the test with the tool's own words. */
async function call(assistant: Assistant, name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const result = (await assistant.client.callTool({ name, arguments: args })) as CallToolResult;
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
  return result.structuredContent as Record<string, unknown>;
}

test('Allow in Chromium gives the SDK its token; notes and saves go both ways between the assistant and the workspace; Remove access stops the token', async ({ page, request }) => {
  const email = await newUser(request, 'Ada Assistant');
  const assistant = await connectAssistant(page, 'Workspace Assistant');

  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(main.getByRole('heading', { level: 2, name: CONSENT_TEXT.question('Workspace Assistant') })).toBeFocused();
  await main.getByRole('button', { name: CONSENT_TEXT.allow, exact: true }).click();
  await assistant.transport.finishAuth(await assistant.auth.codeFrom(await callbackReached(page)));
  expect(assistant.auth.saved?.access_token).toBeTruthy();

  // From the assistant to the workspace.
  expect(await call(assistant, 'save_idea', { idea: first.number })).toMatchObject({ idea: { number: first.number, url: new URL(first.path, E2E_SITE_URL).href } });
  expect(await call(assistant, 'set_tags', { idea: first.number, tags: ['from-assistant'] })).toEqual({ number: first.number, tags: ['from-assistant'] });
  await call(assistant, 'write_note', { idea: first.number, text: 'Written by the assistant', previous: '' });
  await page.goto('/workspace');
  await expectWorkspaceShown(page);
  const card = savedCard(page, first.id);
  await expect(card.locator('[data-user-tag]', { hasText: 'from-assistant' })).toBeVisible();
  await expect(card.locator('[data-note-text]')).toHaveText('Written by the assistant');

  // From the workspace to the assistant: the editor's save over the assistant's version.
  await card.getByRole('button', { name: 'Edit note' }).click();
  const saved = page.waitForResponse((response) => response.url().includes('/rest/v1/user_idea_notes') && response.request().method() === 'PATCH' && (response.request().postData() ?? '').includes('Edited in the workspace'));
  await card.getByRole('textbox', { name: 'Your note' }).fill('Edited in the workspace');
  expect((await saved).ok()).toBe(true);
  expect(await call(assistant, 'read_note', { idea: first.number })).toMatchObject({ number: first.number, text: 'Edited in the workspace' });

  // Remove access: the token the assistant holds is refused, its refresh token gets it no other (Supabase answers
  // refresh_token_not_found, docs/supabase-contract.md), and the SDK sends the person to the consent page again.
  const held = assistant.auth.saved;
  await page.goto('/account');
  const section = page.getByRole('region', { name: CONNECTED_ASSISTANTS_TEXT.heading });
  await section.getByRole('button', { name: CONNECTED_ASSISTANTS_TEXT.removeLabel('Workspace Assistant') }).click();
  await section.getByRole('button', { name: CONNECTED_ASSISTANTS_TEXT.confirmRemove }).click();
  await expect(section.getByRole('status')).toHaveText(CONNECTED_ASSISTANTS_TEXT.removed('Workspace Assistant'));
  await expect(assistant.client.callTool({ name: 'read_note', arguments: { idea: first.number } })).rejects.toBeInstanceOf(UnauthorizedError);
  expect(assistant.auth.saved).toBe(held);
  expect(assistant.auth.opened).toHaveLength(2);
  await expect(page.getByRole('heading', { level: 2, name: CONSENT_TEXT.question('Workspace Assistant') })).toBeFocused();
});

test('Deny in Chromium gives the SDK client access_denied and no token, and no grant is stored', async ({ page, request }) => {
  const email = await newUser(request);
  const session = await passwordSession(request, email, PASSWORD);
  await openWithSession(page, session);
  const assistant = await connectAssistant(page, 'Denied Assistant');

  await page.getByRole('button', { name: CONSENT_TEXT.deny, exact: true }).click();
  await expect(assistant.auth.codeFrom(await callbackReached(page))).rejects.toBeInstanceOf(AccessDeniedError);
  expect(assistant.auth.saved).toBeUndefined();
  await expect(assistant.client.callTool({ name: 'list_saved_ideas', arguments: {} })).rejects.toBeInstanceOf(UnauthorizedError);
  const grants = await request.get(`${API}/auth/v1/user/oauth/grants`, { headers: { apikey: LOCAL_SUPABASE.anonKey, Authorization: `Bearer ${session.access_token}` } });
  expect(await grants.json()).toEqual([]);
});
