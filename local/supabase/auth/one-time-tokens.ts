/**
 * Mailed one-time tokens and PKCE flow state of the local stand-in (development and tests only), in
 * auth.one_time_tokens and auth.flow_state. As in Supabase Auth, a mail carries a 6-digit code and a link
 * whose token is sha224(email + code) in hex (prefixed `pkce_` when the request came with a code challenge);
 * a newer token of the same kind replaces the older one.
 */
import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { Queryable } from '../db.ts';
import { authErrors } from './errors.ts';
import type { AuthSettings } from './settings.ts';

export type TokenType = 'confirmation_token' | 'recovery_token' | 'email_change_token_new';

/** Verification types of POST/GET /verify. */
export type VerifyType = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change' | 'email';

export const VERIFY_TYPES: readonly VerifyType[] = ['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email'];

export function tokenTypesFor(type: VerifyType): TokenType[] {
  switch (type) {
    case 'signup':
    case 'invite':
      return ['confirmation_token'];
    case 'magiclink':
    case 'recovery':
      return ['recovery_token'];
    case 'email_change':
      return ['email_change_token_new'];
    case 'email':
      return ['confirmation_token', 'recovery_token'];
  }
}

export function tokenHash(email: string, otp: string): string {
  return createHash('sha224').update(email + otp).digest('hex');
}

export function newOtp(length: number): string {
  let otp = '';
  for (let i = 0; i < length; i += 1) otp += String(randomInt(10));
  return otp;
}

export interface IssuedToken {
  otp: string;
  /** The token of the mail's link: the hash, `pkce_`-prefixed for PKCE requests. */
  linkToken: string;
  hash: string;
}

/** Issues a fresh token of a kind for a user (replacing an older one) and stamps the *_sent_at column. */
export async function issueToken(
  db: Queryable,
  settings: AuthSettings,
  userId: string,
  type: TokenType,
  relatesTo: string,
  pkce: boolean,
): Promise<IssuedToken> {
  const otp = newOtp(settings.otpLength);
  const hash = tokenHash(relatesTo, otp);
  await db.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [userId, type]);
  await db.query(
    'insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1, $2, $3, $4)',
    [userId, type, hash, relatesTo],
  );
  const column =
    type === 'confirmation_token'
      ? 'confirmation_token = $2, confirmation_sent_at = now()'
      : type === 'recovery_token'
        ? 'recovery_token = $2, recovery_sent_at = now()'
        : 'email_change_token_new = $2, email_change_sent_at = now()';
  await db.query(`update auth.users set ${column} where id = $1`, [userId, hash]);
  return { otp, hash, linkToken: pkce ? `pkce_${hash}` : hash };
}

export interface ConsumedToken {
  userId: string;
  tokenType: TokenType;
  relatesTo: string;
  pkce: boolean;
}

/**
 * Finds and deletes a valid token: by email + code, or by its hash (a link's token, with or without the
 * `pkce_` prefix). Unknown or expired -> otp_expired (403), like Supabase Auth.
 */
export async function consumeToken(
  db: Queryable,
  settings: AuthSettings,
  type: VerifyType,
  by: { email: string; otp: string } | { hash: string },
): Promise<ConsumedToken> {
  const types = tokenTypesFor(type);
  let hash: string;
  let pkce = false;
  let relatesTo: string | null = null;
  if ('hash' in by) {
    pkce = by.hash.startsWith('pkce_');
    hash = pkce ? by.hash.slice('pkce_'.length) : by.hash;
  } else {
    relatesTo = by.email.trim().toLowerCase();
    hash = tokenHash(relatesTo, by.otp.trim());
  }
  const { rows } = await db.query<{ id: string; user_id: string; token_type: TokenType; relates_to: string; fresh: boolean }>(
    `select id, user_id, token_type, relates_to, created_at > now() - make_interval(secs => $4) as fresh
       from auth.one_time_tokens
      where token_hash = $1 and token_type = any($2::text[]) and ($3::text is null or relates_to = $3)
      order by created_at desc limit 1`,
    [hash, types, relatesTo, settings.otpExpiry],
  );
  const row = rows[0];
  if (!row) throw authErrors.otpExpired();
  await db.query('delete from auth.one_time_tokens where id = $1', [row.id]);
  if (!row.fresh) throw authErrors.otpExpired();
  const cleared =
    row.token_type === 'confirmation_token'
      ? "confirmation_token = ''"
      : row.token_type === 'recovery_token'
        ? "recovery_token = ''"
        : "email_change_token_new = ''";
  await db.query(`update auth.users set ${cleared} where id = $1`, [row.user_id]);
  return { userId: row.user_id, tokenType: row.token_type, relatesTo: row.relates_to, pkce };
}

// PKCE ------------------------------------------------------------------------------------------------

export type ChallengeMethod = 's256' | 'plain';

export interface PkceRequest {
  codeChallenge: string;
  method: ChallengeMethod;
}

/** code_challenge / code_challenge_method of a request body or query: both or neither. */
export function readPkce(challenge: unknown, method: unknown): PkceRequest | null {
  const hasChallenge = typeof challenge === 'string' && challenge !== '';
  const hasMethod = typeof method === 'string' && method !== '';
  if (!hasChallenge && !hasMethod) return null;
  if (!hasChallenge || !hasMethod) {
    throw authErrors.validation('PKCE flow requires code_challenge_method and code_challenge');
  }
  const normalized = (method as string).toLowerCase();
  if (normalized !== 's256' && normalized !== 'plain') {
    throw authErrors.validation(`code challenge method not supported: ${String(method)}`);
  }
  if ((challenge as string).length < 43 || (challenge as string).length > 128) {
    throw authErrors.validation('code challenge has to be between 43 and 128 characters');
  }
  return { codeChallenge: challenge as string, method: normalized };
}

export function challengeMatches(verifier: string, request: PkceRequest): boolean {
  if (request.method === 'plain') return verifier === request.codeChallenge;
  return createHash('sha256').update(verifier).digest('base64url') === request.codeChallenge;
}

export type FlowMethod = 'email/signup' | 'magiclink' | 'recovery' | 'email_change' | 'oauth';

/** Records a PKCE flow (at the request that will end in a redirect with ?code=). */
export async function createFlowState(
  db: Queryable,
  input: { userId: string | null; pkce: PkceRequest; provider: string; method: FlowMethod; redirectTo?: string },
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
        authentication_method, redirect_to)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [id, input.userId, randomUUID(), input.pkce.method, input.pkce.codeChallenge, input.provider, input.method, input.redirectTo ?? null],
  );
  return id;
}

/** The auth code of the newest flow of a user and method, marked issued now (for the redirect). */
export async function issueAuthCodeForUser(db: Queryable, userId: string, method: FlowMethod): Promise<string | null> {
  const { rows } = await db.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
      where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2
                   order by created_at desc limit 1)
      returning auth_code`,
    [userId, method],
  );
  return rows[0]?.auth_code ?? null;
}

export async function issueAuthCodeForFlow(db: Queryable, flowId: string, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ auth_code: string }>(
    `update auth.flow_state set user_id = $2, auth_code_issued_at = now(), updated_at = now()
      where id = $1 returning auth_code`,
    [flowId, userId],
  );
  return rows[0]?.auth_code ?? null;
}

/** grant_type=pkce: checks the verifier and consumes the flow; returns the user and the flow's method. */
export async function exchangeAuthCode(
  db: Queryable,
  settings: AuthSettings,
  authCode: string,
  verifier: string,
): Promise<{ userId: string; method: FlowMethod; provider: string }> {
  const { rows } = await db.query<{
    id: string;
    user_id: string | null;
    code_challenge: string;
    code_challenge_method: ChallengeMethod;
    authentication_method: FlowMethod;
    provider_type: string;
    fresh: boolean;
  }>(
    `select id, user_id, code_challenge, code_challenge_method, authentication_method, provider_type,
            coalesce(auth_code_issued_at, created_at) > now() - make_interval(secs => $2) as fresh
       from auth.flow_state where auth_code = $1 and auth_code_issued_at is not null`,
    [authCode, settings.flowStateExpiry],
  );
  const flow = rows[0];
  if (!flow || !flow.user_id) throw authErrors.flowStateNotFound();
  if (!flow.fresh) {
    await db.query('delete from auth.flow_state where id = $1', [flow.id]);
    throw authErrors.flowStateExpired();
  }
  if (!challengeMatches(verifier, { codeChallenge: flow.code_challenge, method: flow.code_challenge_method })) {
    throw authErrors.badCodeVerifier();
  }
  await db.query('delete from auth.flow_state where id = $1', [flow.id]);
  return { userId: flow.user_id, method: flow.authentication_method, provider: flow.provider_type };
}
