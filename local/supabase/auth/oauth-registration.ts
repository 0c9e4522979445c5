/**
 * Client metadata of the local stand-in's OAuth 2.1 server (development and tests only), as Supabase Auth
 * reads and checks it: for dynamic registration (RFC 7591, POST /oauth/clients/register), for the admin API's
 * create and for its update (only the fields given). Redirect URIs must be absolute, without a fragment, and
 * use plain http only on loopback; at most 10.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db.ts';
import { json } from '../http.ts';
import type { AuthContext } from './context.ts';
import { authErrors, type AuthError } from './errors.ts';
import { AUTH_METHODS, clientJson, newSecret, type ClientType, type OAuthClientRow, type TokenEndpointAuthMethod } from './oauth-clients.ts';
import { oauthErrors } from './oauth-errors.ts';

const GRANT_TYPES = ['authorization_code', 'refresh_token'];
const DANGEROUS_SCHEMES = ['javascript', 'data', 'file', 'vbscript', 'about', 'blob'];
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** The fields a request gave (undefined: absent or null, as Go's decoder leaves them). */
export interface ClientMetadata {
  redirect_uris?: string[];
  grant_types?: string[];
  client_type?: string;
  token_endpoint_auth_method?: string;
  client_name?: string;
  client_uri?: string;
  logo_uri?: string;
}

const LIST_FIELDS = ['redirect_uris', 'grant_types'] as const;
const TEXT_FIELDS = ['client_type', 'token_endpoint_auth_method', 'client_name', 'client_uri', 'logo_uri'] as const;

/** Go's JSON decoding: unknown fields ignored, null as absent, a field of the wrong type refuses the body. */
export function readMetadata(text: string): ClientMetadata {
  const badJson = () => oauthErrors.badJson('Invalid JSON body');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badJson();
  }
  body ??= {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badJson();
  const record = body as Record<string, unknown>;
  const metadata: ClientMetadata = {};
  for (const name of LIST_FIELDS) {
    const value = record[name];
    if (value === undefined || value === null) continue;
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) throw badJson();
    metadata[name] = value as string[];
  }
  for (const name of TEXT_FIELDS) {
    const value = record[name];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') throw badJson();
    metadata[name] = value;
  }
  return metadata;
}

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

function isUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** The checks create and update share, in Supabase Auth's order; the first problem's message. */
function sharedProblem(metadata: ClientMetadata): string | null {
  const uris = metadata.redirect_uris;
  if (uris !== undefined) {
    if (uris.length === 0) return 'redirect_uris cannot be empty';
    if (uris.length > 10) return 'redirect_uris cannot exceed 10 items';
    for (const uri of uris) {
      const problem = redirectUriProblem(uri);
      if (problem) return `invalid redirect_uri '${uri}': ${problem}`;
    }
  }
  const grants = metadata.grant_types;
  if (grants !== undefined) {
    if (grants.length === 0) return 'grant_types cannot be empty';
    if (grants.some((grant) => !GRANT_TYPES.includes(grant))) {
      return "grant_types must only contain 'authorization_code' and/or 'refresh_token'";
    }
  }
  if ((metadata.client_name ?? '').length > 1024) return 'client_name cannot exceed 1024 characters';
  for (const name of ['client_uri', 'logo_uri'] as const) {
    const value = metadata[name] ?? '';
    if (value.length > 2048) return `${name} cannot exceed 2048 characters`;
    if (value !== '' && !isUrl(value)) return `${name} must be a valid URL`;
  }
  return null;
}

function clientTypeOf(method: string): ClientType {
  return method === 'none' ? 'public' : 'confidential';
}

/**
 * A new client's problem. Supabase Auth wraps these errors once more, so the message starts with the status
 * ("400: redirect_uris is required"); the stand-in answers the same text.
 */
function createProblem(metadata: ClientMetadata): AuthError | null {
  const invalid = (message: string) => authErrors.validation(`400: ${message}`);
  if (!metadata.redirect_uris?.length) return invalid('redirect_uris is required');
  // An empty list of grant types means the default ones here.
  const shared = sharedProblem({ ...metadata, grant_types: metadata.grant_types?.length ? metadata.grant_types : undefined });
  if (shared) return invalid(shared);
  const type = metadata.client_type ?? '';
  if (type !== '' && type !== 'public' && type !== 'confidential') return invalid("client_type must be 'public' or 'confidential'");
  const method = metadata.token_endpoint_auth_method ?? '';
  if (method !== '' && !AUTH_METHODS.includes(method as TokenEndpointAuthMethod)) {
    return invalid(`token_endpoint_auth_method must be one of: [${AUTH_METHODS.join(' ')}]`);
  }
  if (type !== '' && method !== '' && type !== clientTypeOf(method)) {
    return invalid(`client_type '${type}' is inconsistent with token_endpoint_auth_method '${method}' (expected client_type '${clientTypeOf(method)}')`);
  }
  return null;
}

/** A new client; its secret (confidential clients only) is answered once and stored as a hash. */
export async function createClient(
  db: Queryable,
  metadata: ClientMetadata,
  registrationType: 'dynamic' | 'manual',
): Promise<Record<string, unknown>> {
  const problem = createProblem(metadata);
  if (problem) throw problem;
  const method = metadata.token_endpoint_auth_method ?? '';
  // Without either field a client is confidential, as RFC 7591 defaults to client_secret_basic.
  const clientType: ClientType = (metadata.client_type || (method !== '' ? clientTypeOf(method) : 'confidential')) as ClientType;
  const authMethod = method || (clientType === 'public' ? 'none' : 'client_secret_basic');
  const secret = clientType === 'confidential' ? newSecret() : null;
  const { rows } = await db.query<OAuthClientRow>(
    `insert into auth.oauth_clients
       (id, client_secret_hash, registration_type, client_type, token_endpoint_auth_method, redirect_uris,
        grant_types, client_name, client_uri, logo_uri)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning *`,
    [
      randomUUID(),
      secret?.hash ?? null,
      registrationType,
      clientType,
      authMethod,
      metadata.redirect_uris!.join(','),
      (metadata.grant_types?.length ? metadata.grant_types : GRANT_TYPES).join(','),
      metadata.client_name || null,
      metadata.client_uri || null,
      metadata.logo_uri || null,
    ],
  );
  return clientJson(rows[0]!, secret?.secret ?? null);
}

/** The admin API's update: the given fields only, each checked as on creation (messages without the status). */
export async function updateClient(db: Queryable, client: OAuthClientRow, metadata: ClientMetadata): Promise<Record<string, unknown>> {
  const given = (['redirect_uris', 'grant_types', 'client_name', 'client_uri', 'logo_uri', 'token_endpoint_auth_method'] as const).filter(
    (name) => metadata[name] !== undefined,
  );
  if (given.length === 0) throw authErrors.validation('No fields provided for update');
  const shared = sharedProblem(metadata);
  if (shared) throw authErrors.validation(shared);
  const method = metadata.token_endpoint_auth_method;
  if (method !== undefined) {
    if (!AUTH_METHODS.includes(method as TokenEndpointAuthMethod)) {
      throw authErrors.validation(`invalid token_endpoint_auth_method: must be one of [${AUTH_METHODS.join(' ')}]`);
    }
    if (clientTypeOf(method) !== client.client_type) {
      const valid = client.client_type === 'public' ? '[none]' : '[client_secret_basic client_secret_post]';
      throw authErrors.validation(
        `token_endpoint_auth_method '${method}' is not valid for client_type '${client.client_type}'; valid methods: ${valid}`,
      );
    }
  }
  const { rows } = await db.query<OAuthClientRow>(
    `update auth.oauth_clients set
       redirect_uris = coalesce($2, redirect_uris), grant_types = coalesce($3, grant_types),
       client_name = coalesce($4, client_name), client_uri = coalesce($5, client_uri), logo_uri = coalesce($6, logo_uri),
       token_endpoint_auth_method = coalesce($7, token_endpoint_auth_method), updated_at = now()
     where id = $1 returning *`,
    [
      client.id,
      metadata.redirect_uris?.join(',') ?? null,
      metadata.grant_types?.join(',') ?? null,
      metadata.client_name ?? null,
      metadata.client_uri ?? null,
      metadata.logo_uri ?? null,
      method ?? null,
    ],
  );
  return clientJson(rows[0]!, null);
}

/** POST /oauth/clients/register: 201 with the client (and its secret, once, when it is confidential). */
export async function registerClient(ctx: AuthContext, req: Request): Promise<Response> {
  if (!ctx.settings.oauthServer.allowDynamicRegistration) throw oauthErrors.registrationDisabled();
  return json(await createClient(ctx.db, readMetadata(await req.text()), 'dynamic'), 201);
}
