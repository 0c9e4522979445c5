/**
 * An MCP client's side of Supabase Auth's OAuth 2.1 server for the browser tests: by hand for the consent page's
 * own tests (it registers itself over HTTP, sends the browser to /oauth/authorize with a PKCE challenge, catches
 * the browser at its redirect URI and exchanges the code), or as the MCP SDK's client does it, with the test's
 * page as the browser it opens (BrowserAssistantAuth).
 */
import { createHash, randomBytes } from 'node:crypto';
import { parseErrorResponse } from '@modelcontextprotocol/sdk/client/auth.js';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { LOCAL_SUPABASE } from '../../local/config.ts';
import { InMemoryAssistantAuth } from '../fixtures/assistant-auth.ts';
import { API } from './auth-helpers.ts';
import { E2E_SITE_URL } from './ports.ts';

/** A loopback callback, as a desktop MCP client registers; nothing listens there, the test answers it. */
export const CALLBACK = 'http://127.0.0.1:33418/callback';

export interface Assistant {
  clientId: string;
  name: string;
  verifier: string;
  authorizeUrl: string;
}

/** Registers a public client (dynamic registration, no API key) and prepares its authorize URL. */
export async function registerAssistant(request: APIRequestContext, name: string): Promise<Assistant> {
  const response = await request.post(`${API}/auth/v1/oauth/clients/register`, {
    data: { client_name: name, client_uri: 'https://assistant.example.com', redirect_uris: [CALLBACK], token_endpoint_auth_method: 'none' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { client_id: clientId } = (await response.json()) as { client_id: string };
  const verifier = randomBytes(32).toString('base64url');
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: CALLBACK,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'e2e-state',
    scope: 'email',
  });
  return { clientId, name, verifier, authorizeUrl: `${API}/auth/v1/oauth/authorize?${params}` };
}

/**
 * Lets the browser walk the client's way. The stand-in's site URL is `npm start`'s (LOCAL_SUPABASE.siteUrl), so
 * its redirect to the consent page is pointed at the site under test: /oauth/authorize is answered by the
 * stand-in itself, with only the Location's origin changed (a route sees a request, not where its redirect
 * leads). The client's callback is answered here, since nothing listens on it.
 */
export async function routeAssistant(page: Page): Promise<void> {
  await page.route((url) => url.href.startsWith(`${API}/auth/v1/oauth/authorize?`), async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    const location = response.headers()['location'] ?? '';
    const consent = new URL(location);
    expect(consent.origin).toBe(new URL(LOCAL_SUPABASE.siteUrl).origin);
    await route.fulfill({ response, headers: { ...response.headers(), location: `${E2E_SITE_URL}${consent.pathname}${consent.search}` } });
  });
  await page.route((url) => url.href.startsWith(`${CALLBACK}?`), (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'The assistant got its answer.' }));
}

/** Where the browser landed at the client, once it did. */
export async function callbackReached(page: Page): Promise<URL> {
  await page.waitForURL((url) => url.href.startsWith(CALLBACK));
  return new URL(page.url());
}

/** The client's token request: the code with its PKCE verifier. */
export async function exchangeCode(request: APIRequestContext, assistant: Assistant, code: string) {
  return request.post(`${API}/auth/v1/oauth/token`, {
    form: { grant_type: 'authorization_code', code, client_id: assistant.clientId, redirect_uri: CALLBACK, code_verifier: assistant.verifier },
  });
}

/**
 * What an MCP client keeps of its sign-in (the SDK's OAuthClientProvider), in memory; the browser it opens for
 * the authorization request is `page`, routed by routeAssistant. The SDK registers the client, makes the PKCE
 * pair and exchanges the code (transport.finishAuth); the client's own part is reading its callback.
 */
export class BrowserAssistantAuth extends InMemoryAssistantAuth {
  /** Each authorization URL the client opened, in order. */
  readonly opened: URL[] = [];
  // Ties the callback to the request this client made (RFC 6749 10.12): a callback with another state is not its answer.
  private readonly sentState = randomBytes(16).toString('base64url');

  constructor(
    private readonly page: Page,
    name: string,
  ) {
    super(CALLBACK, name);
  }

  state = () => this.sentState;

  redirectToAuthorization = async (url: URL) => {
    this.opened.push(url);
    await this.page.goto(url.href);
  };

  /** The code the browser brought back to the callback, or the authorization server's error as the SDK names it (RFC 6749 4.1.2.1). */
  async codeFrom(callback: URL): Promise<string> {
    expect(callback.searchParams.get('state')).toBe(this.sentState);
    const error = callback.searchParams.get('error');
    if (error) throw await parseErrorResponse(JSON.stringify({ error, error_description: callback.searchParams.get('error_description') ?? undefined }));
    const code = callback.searchParams.get('code');
    expect(code, 'a code or an error at the callback').toBeTruthy();
    return code!;
  }
}
