/**
 * OAuth clients of the local stand-in's OAuth 2.1 server (development and tests only), in auth.oauth_clients
 * as Supabase Auth keeps them: dynamic registration (RFC 7591, POST /oauth/clients/register), the client
 * object it answers, and how the token endpoint authenticates a client (none, client_secret_basic,
 * client_secret_post). Supabase's id is the public client_id; a secret is stored only as its SHA-256.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db.ts';
import { json } from '../http.ts';
import type { AuthContext } from './context.ts';
import { authErrors, type AuthError } from './errors.ts';
import { oauthErrors } from './oauth-errors.ts';

export type ClientType = 'public' | 'confidential';
export type TokenEndpointAuthMethod = 'none' | 'client_secret_basic' | 'client_secret_post';

const AUTH_METHODS: readonly TokenEndpointAuthMethod[] = ['none', 'client_secret_basic', 'client_secret_post'];
const GRANT_TYPES = ['authorization_code', 'refresh_token'];
const DANGEROUS_SCHEMES = ['javascript', 'data', 'file', 'vbscript', 'about', 'blob'];
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

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

function grantTypesOf(client: OAuthClientRow): string[] {
  return client.grant_types === '' ? [] : client.grant_types.split(',');
}

export function allowsGrant(client: OAuthClientRow, grantType: string): boolean {
  return grantTypesOf(client).includes(grantType);
}

const badJson = () => oauthErrors.badJson('Invalid JSON body');

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
function clientJson(client: OAuthClientRow, secret: string | null): Record<string, unknown> {
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

/** RFC 6749 3.1.2 as Supabase Auth applies it: absolute, no fragment, plain http only on loopback. */
function redirectUriProblem(uri: string): string | null {
  if (uri === '') return 'redirect URI cannot be empty';
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return 'must have scheme and host';
  }
  const scheme = url.protocol.slice(0, -1);
  if (url.host === '') return 'must have scheme and host';
  if (DANGEROUS_SCHEMES.includes(scheme.toLowerCase())) return `scheme '${scheme}' is not allowed for security reasons`;
  if (scheme === 'http' && !LOOPBACK_HOSTS.includes(url.hostname)) return 'HTTP scheme only allowed for localhost';
  if (url.hash !== '') return 'fragment not allowed in redirect URI';
  return null;
}

function validUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Supabase Auth wraps each of these checks' errors once more, so their message starts with the status
 * ("400: redirect_uris is required"); the stand-in answers the same text.
 */
function invalid(message: string): AuthError {
  return authErrors.validation(`400: ${message}`);
}

interface RegisterParams {
  redirect_uris: string[];
  client_type: string;
  token_endpoint_auth_method: string;
  grant_types: string[];
  client_name: string;
  client_uri: string;
  logo_uri: string;
}

/** Go's JSON decoding of the request: unknown fields ignored, a field of the wrong type refuses the body. */
function registerParams(text: string): RegisterParams {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badJson();
  }
  // JSON null decodes into Go's empty struct; any other non-object does not decode.
  if (body !== null && (typeof body !== 'object' || Array.isArray(body))) throw badJson();
  const record = (body ?? {}) as Record<string, unknown>;
  const string = (name: string): string => {
    const value = record[name];
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') throw badJson();
    return value;
  };
  const list = (name: string): string[] => {
    const value = record[name];
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) throw badJson();
    return value as string[];
  };
  return {
    redirect_uris: list('redirect_uris'),
    client_type: string('client_type'),
    token_endpoint_auth_method: string('token_endpoint_auth_method'),
    grant_types: list('grant_types'),
    client_name: string('client_name'),
    client_uri: string('client_uri'),
    logo_uri: string('logo_uri'),
  };
}

function validate(params: RegisterParams): void {
  if (params.redirect_uris.length === 0) throw invalid('redirect_uris is required');
  if (params.redirect_uris.length > 10) throw invalid('redirect_uris cannot exceed 10 items');
  for (const uri of params.redirect_uris) {
    const problem = redirectUriProblem(uri);
    if (problem) throw invalid(`invalid redirect_uri '${uri}': ${problem}`);
  }
  if (params.grant_types.some((grant) => !GRANT_TYPES.includes(grant))) {
    throw invalid("grant_types must only contain 'authorization_code' and/or 'refresh_token'");
  }
  if (params.client_name.length > 1024) throw invalid('client_name cannot exceed 1024 characters');
  for (const [name, value] of [
    ['client_uri', params.client_uri],
    ['logo_uri', params.logo_uri],
  ] as const) {
    if (value.length > 2048) throw invalid(`${name} cannot exceed 2048 characters`);
    if (value !== '' && !validUrl(value)) throw invalid(`${name} must be a valid URL`);
  }
  if (params.client_type !== '' && params.client_type !== 'public' && params.client_type !== 'confidential') {
    throw invalid("client_type must be 'public' or 'confidential'");
  }
  const method = params.token_endpoint_auth_method;
  if (method !== '' && !AUTH_METHODS.includes(method as TokenEndpointAuthMethod)) {
    throw invalid(`token_endpoint_auth_method must be one of: [${AUTH_METHODS.join(' ')}]`);
  }
  if (params.client_type !== '' && method !== '' && params.client_type !== clientTypeOf(method)) {
    throw invalid(
      `client_type '${params.client_type}' is inconsistent with token_endpoint_auth_method '${method}' (expected client_type '${clientTypeOf(method)}')`,
    );
  }
}

function clientTypeOf(method: string): ClientType {
  return method === 'none' ? 'public' : 'confidential';
}

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** POST /oauth/clients/register: 201 with the client (and its secret, once, when it is confidential). */
export async function registerClient(ctx: AuthContext, req: Request): Promise<Response> {
  if (!ctx.settings.oauthServer.allowDynamicRegistration) throw oauthErrors.registrationDisabled();
  const params = registerParams(await req.text());
  validate(params);
  // Without either field a client is confidential, as RFC 7591 defaults to client_secret_basic.
  const clientType: ClientType =
    params.client_type !== ''
      ? (params.client_type as ClientType)
      : params.token_endpoint_auth_method !== ''
        ? clientTypeOf(params.token_endpoint_auth_method)
        : 'confidential';
  const method =
    params.token_endpoint_auth_method !== ''
      ? (params.token_endpoint_auth_method as TokenEndpointAuthMethod)
      : clientType === 'public'
        ? 'none'
        : 'client_secret_basic';
  const secret = clientType === 'confidential' ? randomBytes(32).toString('base64url') : null;
  const grantTypes = params.grant_types.length > 0 ? params.grant_types : GRANT_TYPES;
  const { rows } = await ctx.db.query<OAuthClientRow>(
    `insert into auth.oauth_clients
       (id, client_secret_hash, registration_type, client_type, token_endpoint_auth_method, redirect_uris,
        grant_types, client_name, client_uri, logo_uri)
     values ($1, $2, 'dynamic', $3, $4, $5, $6, $7, $8, $9) returning *`,
    [
      randomUUID(),
      secret === null ? null : hashSecret(secret),
      clientType,
      method,
      params.redirect_uris.join(','),
      grantTypes.join(','),
      params.client_name || null,
      params.client_uri || null,
      params.logo_uri || null,
    ],
  );
  return json(clientJson(rows[0]!, secret), 201);
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
