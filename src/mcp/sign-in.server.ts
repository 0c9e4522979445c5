/**
 * Sign-in for /mcp's personal tools (MCP authorization, 2025-06-18): /mcp is an OAuth 2.1 resource server
 * whose authorization server is the Supabase project's Auth (`<SUPABASE_URL>/auth/v1`). A call to a personal
 * tool without a token Supabase Auth accepts is answered 401 with `WWW-Authenticate` naming the protected-resource
 * metadata (RFC 9728), which names that authorization server; the MCP client then signs the person in through the
 * site's consent page. Every token is checked with Supabase Auth (GET /auth/v1/user) before a tool acts, not
 * by its signature alone: a revoked grant ends the client's session at once while its last JWT would still
 * pass PostgREST until it expires. The site's address comes from the deployment, never from a request.
 * Server-only.
 */
import type { OAuthProtectedResourceMetadata } from '@modelcontextprotocol/sdk/shared/auth.js';
import { z } from 'zod';
import { MCP, MCP_PERSONAL } from '../config/constants/mcp.ts';
import { SITE } from '../config/site.ts';
import { DEFAULT_SITE_URL } from '../config/env.server.ts';
import { RPC_ERROR } from './errors.server.ts';
import { rpcErrorResponse } from './http.server.ts';
import { type Person, userClient } from './personal.server.ts';

export interface SignInConfig {
  supabaseUrl: string;
  anonKey: string;
  /** The site's origin: the resource is its /mcp. */
  site: URL;
}

const httpUrl = z.url({ protocol: /^https?$/ });
const present = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * The project and the site from the function's environment (Netlify gives functions the site's variables);
 * null when the project is not named, and sign-in cannot work.
 */
export function readSignInConfig(env: Readonly<Record<string, string | undefined>>): SignInConfig | null {
  const url = httpUrl.safeParse(present(env.SUPABASE_URL) ?? present(env.PUBLIC_SUPABASE_URL));
  const anonKey = present(env.SUPABASE_ANON_KEY) ?? present(env.PUBLIC_SUPABASE_ANON_KEY);
  const site = httpUrl.safeParse(present(env.PUBLIC_SITE_URL) ?? present(env.URL) ?? DEFAULT_SITE_URL);
  if (!url.success || !anonKey || !site.success) return null;
  return { supabaseUrl: url.data.replace(/\/+$/, ''), anonKey, site: new URL(site.data) };
}

export const resourceUrl = (site: URL): string => new URL(MCP.path, site).href;
export const metadataUrl = (site: URL): string => new URL(MCP_PERSONAL.metadataPath, site).href;

/** RFC 9728's document for /mcp. */
export function protectedResourceMetadata(config: SignInConfig): OAuthProtectedResourceMetadata {
  return {
    resource: resourceUrl(config.site),
    authorization_servers: [`${config.supabaseUrl}/auth/v1`],
    scopes_supported: [...MCP_PERSONAL.scopes],
    bearer_methods_supported: ['header'],
    resource_name: `${SITE.name}: your workspace`,
    resource_documentation: new URL('/developers', config.site).href,
  };
}

export function bearerToken(req: Request): string | null {
  const match = /^bearer\s+(\S+)\s*$/i.exec(req.headers.get('authorization') ?? '');
  return match ? match[1]! : null;
}

/**
 * 401 with the challenge MCP clients follow to the metadata; `error` says why a token that was sent is refused
 * (RFC 6750 section 3: none when no token came).
 */
export function signInRequired(config: SignInConfig, message: string, error?: 'invalid_token'): Response {
  const params = [...(error ? [`error="${error}"`, `error_description="${message.replace(/["\\]/g, '')}"`] : []), `resource_metadata="${metadataUrl(config.site)}"`];
  return rpcErrorResponse(401, RPC_ERROR.invalidRequest, message, { 'WWW-Authenticate': `Bearer ${params.join(', ')}` });
}

/** A JWT's payload, read only after Supabase Auth has accepted the token (which checked its signature). */
function claims(token: string): Record<string, unknown> {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export type TokenCheck = { ok: true; person: Person } | { ok: false; response: Response };

/**
 * The person the token stands for, once Supabase Auth accepts it and it names the assistant it was issued to
 * (an OAuth access token's `client_id`): so every assistant with access is one the person allowed and can
 * revoke in their settings. A refusal is a 401; an auth server that does not answer, a 503.
 */
export async function checkToken(config: SignInConfig, token: string): Promise<TokenCheck> {
  const db = userClient(config.supabaseUrl, config.anonKey, token);
  const { data, error } = await db.auth.getUser(token);
  if (error) {
    const status = error.status ?? 0;
    if (status >= 400 && status < 500) return { ok: false, response: signInRequired(config, MCP_PERSONAL.tokenRefused, 'invalid_token') };
    console.error('MCP sign-in: the auth server did not answer:', error.message);
    return { ok: false, response: rpcErrorResponse(503, RPC_ERROR.internal, MCP_PERSONAL.authUnavailable) };
  }
  const clientId = claims(token).client_id;
  if (typeof clientId !== 'string' || !clientId) return { ok: false, response: signInRequired(config, MCP_PERSONAL.notAnAssistantToken, 'invalid_token') };
  return { ok: true, person: { db, userId: data.user.id, clientId } };
}
