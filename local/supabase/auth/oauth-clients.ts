/**
 * OAuth clients of the local stand-in's OAuth 2.1 server (development and tests only), in auth.oauth_clients
 * as Supabase Auth keeps them: the row, the client object the API answers, and how the token endpoint
 * authenticates a client (none, client_secret_basic, client_secret_post). Supabase's id is the public
 * client_id; a secret is stored only as its SHA-256.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db.ts';
import { oauthErrors } from './oauth-errors.ts';

export type ClientType = 'public' | 'confidential';
export type TokenEndpointAuthMethod = 'none' | 'client_secret_basic' | 'client_secret_post';

export const AUTH_METHODS: readonly TokenEndpointAuthMethod[] = ['none', 'client_secret_basic', 'client_secret_post'];

export interface OAuthClientRow {
  id: string;
  client_secret_hash: string | null;
  registration_type: 'dynamic' | 'manual';
  client_type: ClientType;
  token_endpoint_auth_method: TokenEndpointAuthMethod;
  redirect_uris: string;
  grant_types: string;
  client_name: string | null;
  client_uri: string | null;
  logo_uri: string | null;
  created_at: Date;
  updated_at: Date;
}

/** The columns are comma-joined lists, as Supabase Auth stores them. */
export function redirectUrisOf(client: OAuthClientRow): string[] {
  return client.redirect_uris === '' ? [] : client.redirect_uris.split(',');
}

export function grantTypesOf(client: OAuthClientRow): string[] {
  return client.grant_types === '' ? [] : client.grant_types.split(',');
}

export function allowsGrant(client: OAuthClientRow, grantType: string): boolean {
  return grantTypesOf(client).includes(grantType);
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** A live (not deleted) client, or null. */
export async function findClient(db: Queryable, id: string): Promise<OAuthClientRow | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<OAuthClientRow>(
    'select * from auth.oauth_clients where id = $1 and deleted_at is null',
    [id],
  );
  return rows[0] ?? null;
}

/** The client object Supabase Auth answers (empty strings and lists left out, as Go's omitempty does). */
export function clientJson(client: OAuthClientRow, secret: string | null): Record<string, unknown> {
  const optional = (name: string, value: string | null) => (value ? { [name]: value } : {});
  return {
    client_id: client.id,
    ...optional('client_secret', secret),
    client_type: client.client_type,
    redirect_uris: redirectUrisOf(client),
    token_endpoint_auth_method: client.token_endpoint_auth_method,
    grant_types: grantTypesOf(client),
    response_types: ['code'],
    ...optional('client_name', client.client_name),
    ...optional('client_uri', client.client_uri),
    ...optional('logo_uri', client.logo_uri),
    registration_type: client.registration_type,
    created_at: new Date(client.created_at).toISOString(),
    updated_at: new Date(client.updated_at).toISOString(),
  };
}

/** The client as the consent page and the grants list show it (`{id, name, uri, logo_uri}`, empty ones left out). */
export function clientDetailsJson(client: OAuthClientRow): Record<string, string> {
  return {
    id: client.id,
    ...(client.client_name ? { name: client.client_name } : {}),
    ...(client.client_uri ? { uri: client.client_uri } : {}),
    ...(client.logo_uri ? { logo_uri: client.logo_uri } : {}),
  };
}

/** A new client secret and the hash that is stored of it. */
export function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: createHash('sha256').update(secret).digest('base64url') };
}

interface Credentials {
  clientId: string;
  secret: string;
  method: TokenEndpointAuthMethod;
}

/** Where the token endpoint finds the client: a Basic header, else client_id (and client_secret) in the body. */
function credentialsOf(req: Request, body: Record<string, string>): Credentials {
  const header = req.headers.get('authorization') ?? '';
  if (header.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) throw oauthErrors.badClientCredentials('Invalid client credentials: invalid basic auth format');
    return { clientId: decoded.slice(0, colon), secret: decoded.slice(colon + 1), method: 'client_secret_basic' };
  }
  const clientId = body.client_id ?? '';
  if (clientId === '') throw oauthErrors.badClientCredentials('Invalid client credentials: client_id is required');
  const secret = body.client_secret ?? '';
  return { clientId, secret, method: secret === '' ? 'none' : 'client_secret_post' };
}

function secretMatches(secret: string, hash: string | null): boolean {
  if (hash === null) return false;
  const given = createHash('sha256').update(secret).digest();
  const stored = Buffer.from(hash, 'base64url');
  return stored.length === given.length && timingSafeEqual(given, stored);
}

/** The token endpoint's client authentication; every failure is 400 invalid_credentials. */
export async function authenticateClient(
  db: Queryable,
  req: Request,
  body: Record<string, string>,
): Promise<OAuthClientRow> {
  const credentials = credentialsOf(req, body);
  if (!isUuid(credentials.clientId)) throw oauthErrors.badClientCredentials('Invalid client_id format');
  const client = await findClient(db, credentials.clientId);
  if (!client) throw oauthErrors.badClientCredentials('Invalid client credentials');
  if (credentials.method !== client.token_endpoint_auth_method) {
    throw oauthErrors.badClientCredentials(
      `invalid authentication method: client is registered for '${client.token_endpoint_auth_method}' but '${credentials.method}' was used`,
    );
  }
  if (client.client_type === 'public') {
    if (credentials.secret !== '') throw oauthErrors.badClientCredentials('public clients must not provide client_secret');
  } else if (credentials.secret === '') {
    throw oauthErrors.badClientCredentials('confidential clients must provide client_secret');
  } else if (!secretMatches(credentials.secret, client.client_secret_hash)) {
    throw oauthErrors.badClientCredentials('invalid client credentials');
  }
  return client;
}
