/**
 * Consents of the local stand-in's OAuth 2.1 server (development and tests only), in auth.oauth_consents as
 * Supabase Auth keeps them: one row per user and client, its scopes replaced on each approval and
 * `revoked_at` set (not deleted) when the user revokes the grant.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db.ts';
import { scopeList } from './oauth-authorizations.ts';

export interface ConsentRow {
  id: string;
  client_id: string;
  scopes: string;
  granted_at: Date;
}

export async function activeConsent(db: Queryable, userId: string, clientId: string): Promise<ConsentRow | null> {
  const { rows } = await db.query<ConsentRow>(
    'select id, client_id, scopes, granted_at from auth.oauth_consents where user_id = $1 and client_id = $2 and revoked_at is null',
    [userId, clientId],
  );
  return rows[0] ?? null;
}

export function coversScopes(consent: ConsentRow, requestedScope: string): boolean {
  const granted = new Set(scopeList(consent.scopes));
  return scopeList(requestedScope).every((scope) => granted.has(scope));
}

/** An approval: the consent gets the request's scopes and is live again if it had been revoked. */
export async function recordConsent(db: Queryable, userId: string, clientId: string, scope: string): Promise<void> {
  await db.query(
    `insert into auth.oauth_consents (id, user_id, client_id, scopes) values ($1, $2, $3, $4)
     on conflict (user_id, client_id) do update set scopes = excluded.scopes, granted_at = now(), revoked_at = null`,
    [randomUUID(), userId, clientId, scopeList(scope).join(' ')],
  );
}

/** The user's live consents, newest first. */
export async function consentsOf(db: Queryable, userId: string): Promise<ConsentRow[]> {
  const { rows } = await db.query<ConsentRow>(
    `select id, client_id, scopes, granted_at from auth.oauth_consents
      where user_id = $1 and revoked_at is null order by granted_at desc`,
    [userId],
  );
  return rows;
}

/** Revoking ends the client's sessions too, and with them their refresh tokens (auth.refresh_tokens cascades). */
export async function revokeConsent(db: Queryable, userId: string, consent: ConsentRow): Promise<void> {
  await db.query('update auth.oauth_consents set revoked_at = now() where id = $1', [consent.id]);
  await db.query('delete from auth.sessions where user_id = $1 and oauth_client_id = $2', [userId, consent.client_id]);
}
