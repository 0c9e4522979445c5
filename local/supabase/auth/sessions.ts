/**
 * Sessions, refresh tokens and access tokens of the local stand-in (development and tests only), kept in
 * auth.sessions / auth.refresh_tokens so they survive a restart. Refresh tokens rotate as in Supabase Auth:
 * the parent of the active token gets the active one back, any other used token is accepted only within
 * the reuse interval, and beyond it the whole session's tokens are revoked (refresh_token_already_used).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { Queryable } from '../db.ts';
import { signJwt, verifyJwt, bearerToken, type AccessTokenClaims } from '../jwt.ts';
import { AuthError, authErrors } from './errors.ts';
import { issuer, type AuthSettings } from './settings.ts';
import { findUserById, identitiesOf, recordSignIn, userJson, type UserRow } from './users.ts';

export type AuthMethod = 'password' | 'otp' | 'magiclink' | 'recovery' | 'oauth' | 'email_change' | 'email/signup';

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

/** The stand-in's own bookkeeping next to Supabase's auth tables (which method opened a session). */
export const LOCAL_AUTH_TABLES_SQL = `
create table if not exists auth.local_session_amr (
  session_id uuid primary key references auth.sessions (id) on delete cascade,
  method text not null,
  authenticated_at timestamptz not null default now()
);
comment on table auth.local_session_amr is
  'Local Supabase stand-in only (local/supabase): the sign-in method of each session, for the amr claim.';
`;

export async function ensureLocalAuthTables(db: PGlite): Promise<void> {
  await db.exec(LOCAL_AUTH_TABLES_SQL);
}

function newRefreshToken(): string {
  return randomBytes(16).toString('base64url');
}

async function accessToken(
  db: Queryable,
  settings: AuthSettings,
  user: UserRow,
  sessionId: string,
): Promise<{ token: string; expiresAt: number }> {
  const amrRow = await db.query<{ method: string; at: number }>(
    'select method, extract(epoch from authenticated_at)::bigint::int as at from auth.local_session_amr where session_id = $1',
    [sessionId],
  );
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + settings.jwtExpiry;
  const amr = amrRow.rows[0] ? [{ method: amrRow.rows[0].method, timestamp: Number(amrRow.rows[0].at) }] : [{ method: 'password', timestamp: now }];
  const claims: AccessTokenClaims = {
    iss: issuer(settings),
    sub: user.id,
    aud: user.aud ?? 'authenticated',
    exp: expiresAt,
    iat: now,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? 'authenticated',
    aal: 'aal1',
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous ?? false,
  };
  return { token: await signJwt(claims, settings.jwtSecret), expiresAt };
}

async function sessionJson(
  db: Queryable,
  settings: AuthSettings,
  userId: string,
  sessionId: string,
  refreshToken: string,
): Promise<SessionJson> {
  const user = await findUserById(db, userId);
  if (!user) throw authErrors.userNotFoundFromJwt();
  const { token, expiresAt } = await accessToken(db, settings, user, sessionId);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: settings.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user, await identitiesOf(db, userId)),
  };
}

/** Signs a user in: a new session with its first refresh token. */
export async function startSession(
  db: Queryable,
  settings: AuthSettings,
  userId: string,
  method: AuthMethod,
  provider = 'email',
): Promise<SessionJson> {
  const sessionId = randomUUID();
  await db.query('insert into auth.sessions (id, user_id, aal) values ($1, $2, $3)', [sessionId, userId, 'aal1']);
  await db.query('insert into auth.local_session_amr (session_id, method) values ($1, $2)', [sessionId, method]);
  const refreshToken = newRefreshToken();
  await db.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, null)', [
    refreshToken,
    userId,
    sessionId,
  ]);
  await recordSignIn(db, userId, provider);
  return await sessionJson(db, settings, userId, sessionId, refreshToken);
}

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  session_id: string | null;
  parent: string | null;
  revoked: boolean;
  reusable_until: Date;
  not_after: Date | null;
  session_exists: boolean;
}

type RefreshOutcome = { ok: true; session: SessionJson } | { ok: false; error: AuthError };

/** grant_type=refresh_token. */
export async function refreshSession(db: PGlite, settings: AuthSettings, token: string): Promise<SessionJson> {
  if (!token) throw authErrors.refreshTokenNotFound();
  const outcome = await db.transaction(async (tx): Promise<RefreshOutcome> => {
    const { rows } = await tx.query<RefreshTokenRow>(
      `select r.id::text as id, r.token, r.user_id, r.session_id, r.parent, r.revoked,
              r.updated_at + make_interval(secs => $2) as reusable_until,
              s.not_after, s.id is not null as session_exists
         from auth.refresh_tokens r left join auth.sessions s on s.id = r.session_id
        where r.token = $1 for update of r`,
      [token, settings.refreshTokenReuseInterval],
    );
    const row = rows[0];
    if (!row || !row.session_id || !row.session_exists) return { ok: false, error: authErrors.refreshTokenNotFound() };
    if (row.not_after && new Date(row.not_after).getTime() < Date.now()) {
      return { ok: false, error: authErrors.sessionExpired() };
    }
    let issued: string | null = null;
    if (row.revoked) {
      const active = await tx.query<{ token: string; parent: string | null }>(
        `select token, parent from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1`,
        [row.session_id],
      );
      const current = active.rows[0];
      if (current && current.parent === row.token) {
        issued = current.token; // the client lost the answer to its last refresh: hand the same token back
      } else if (Date.now() > new Date(row.reusable_until).getTime()) {
        // Reuse: revoke the family's active tokens, as Supabase Auth does. Touching the already revoked ones
        // would restart their reuse window and let the stolen token straight back in.
        await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked', [
          row.session_id,
        ]);
        return { ok: false, error: authErrors.refreshTokenAlreadyUsed() };
      }
    }
    if (issued === null) {
      issued = newRefreshToken();
      await tx.query(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1::bigint and not revoked',
        [row.id],
      );
      await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [
        issued,
        row.user_id,
        row.session_id,
        row.token,
      ]);
    }
    await tx.query('update auth.sessions set updated_at = now() where id = $1', [row.session_id]);
    return { ok: true, session: await sessionJson(tx, settings, row.user_id, row.session_id, issued) };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.session;
}

export interface Authenticated {
  user: UserRow;
  sessionId: string | null;
  claims: Record<string, unknown>;
}

/** The signed-in user of a request (Authorization: Bearer <access token>), as Supabase Auth checks it. */
export async function requireUser(db: Queryable, settings: AuthSettings, req: Request): Promise<Authenticated> {
  const token = bearerToken(req);
  if (!token) throw authErrors.noAuthorization();
  const result = await verifyJwt(token, settings.jwtSecret);
  if (!result.ok) {
    throw authErrors.badJwt(result.reason === 'expired' ? 'token has invalid claims: token is expired' : result.message);
  }
  const claims = result.payload as Record<string, unknown>;
  if (typeof claims.sub !== 'string' || claims.sub === '') {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  const user = await findUserById(db, claims.sub);
  if (!user) throw authErrors.userNotFoundFromJwt();
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null;
  if (sessionId) {
    const { rows } = await db.query('select 1 from auth.sessions where id = $1 and user_id = $2', [sessionId, user.id]);
    if (rows.length === 0) throw authErrors.sessionNotFound();
  }
  return { user, sessionId, claims };
}

/** POST /logout?scope=global|local|others. */
export async function endSessions(
  db: Queryable,
  userId: string,
  sessionId: string | null,
  scope: 'global' | 'local' | 'others',
): Promise<void> {
  if (scope === 'global' || sessionId === null) {
    await db.query('delete from auth.sessions where user_id = $1', [userId]);
  } else if (scope === 'local') {
    await db.query('delete from auth.sessions where id = $1', [sessionId]);
  } else {
    await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  }
}

/** After a password change Supabase Auth keeps only the session that changed it. */
export async function endOtherSessions(db: Queryable, userId: string, keep: string | null): Promise<void> {
  await endSessions(db, userId, keep, keep === null ? 'global' : 'others');
}

