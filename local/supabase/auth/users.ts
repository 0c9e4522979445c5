/**
 * auth.users and auth.identities for the local stand-in (development and tests only): lookups, creation,
 * updates and the user object Supabase Auth returns (same field names, timestamps left out when null).
 */
import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { Queryable } from '../db.ts';
import { AuthError } from './errors.ts';

export type Metadata = Record<string, unknown>;

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Metadata | null;
  raw_user_meta_data: Metadata | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Metadata;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_sent_at, recovery_sent_at,
  email_change, email_change_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  phone, phone_confirmed_at, confirmed_at, banned_until, is_anonymous`;

const BCRYPT_COST = 10;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function hashPassword(password: string): Promise<string> {
  return await bcrypt.hash(password, BCRYPT_COST);
}

export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return false;
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return rows[0] ?? null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = $1 and deleted_at is null
      order by created_at limit 1`,
    [normalizeEmail(email)],
  );
  return rows[0] ?? null;
}

export async function listUsers(db: Queryable, page: number, perPage: number): Promise<{ users: UserRow[]; total: number }> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where deleted_at is null order by created_at desc, id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  const count = await db.query<{ n: number }>('select count(*)::int as n from auth.users where deleted_at is null');
  return { users: rows, total: count.rows[0]?.n ?? 0 };
}

export async function identitiesOf(db: Queryable, userId: string): Promise<IdentityRow[]> {
  const { rows } = await db.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = $1 order by created_at, provider`,
    [userId],
  );
  return rows;
}

export interface NewUser {
  email: string;
  password: string | null;
  provider: string;
  /** user_metadata (identity claims are merged in, as Supabase Auth does). */
  userMetadata: Metadata;
  appMetadata?: Metadata;
  confirmed: boolean;
  /** For an external provider: its subject id and claims; for email the user id is used. */
  providerId?: string;
  identityData?: Metadata;
}

/** Inserts the user and its identity (the profile follows from the database's trigger). */
export async function createUser(db: Queryable, input: NewUser): Promise<UserRow> {
  const id = randomUUID();
  const email = normalizeEmail(input.email);
  const providerId = input.providerId ?? id;
  const identityData: Metadata = input.identityData ?? {
    sub: id,
    email,
    email_verified: input.confirmed,
    phone_verified: false,
  };
  const userMetadata: Metadata = { ...input.userMetadata, ...identityData };
  const appMetadata: Metadata = { provider: input.provider, providers: [input.provider], ...(input.appMetadata ?? {}) };
  const encrypted = input.password === null ? '' : await hashPassword(input.password);
  const insert = () => db.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
        raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
        confirmation_token, recovery_token, email_change, email_change_token_new)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
        case when $4::boolean then now() end, $5::jsonb, $6::jsonb, now(), now(), '', '', '', '')
     returning ${USER_COLUMNS}`,
    [id, email, encrypted, input.confirmed, JSON.stringify(appMetadata), JSON.stringify(userMetadata)],
  );
  let row: UserRow | undefined;
  try {
    row = (await insert()).rows[0];
    await addIdentity(db, id, input.provider, providerId, identityData);
  } catch (error) {
    // e.g. the profile trigger refusing the metadata: Supabase Auth's answer, with the cause in the log.
    console.error('[local-supabase] creating a user failed:', error instanceof Error ? error.message : error);
    throw new AuthError(500, 'unexpected_failure', 'Database error saving new user');
  }
  if (!row) throw new AuthError(500, 'unexpected_failure', 'Database error saving new user');
  return row;
}

export async function addIdentity(
  db: Queryable,
  userId: string,
  provider: string,
  providerId: string,
  identityData: Metadata,
): Promise<void> {
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3::jsonb, $4, now(), now(), now())
     on conflict (provider_id, provider) do update set identity_data = excluded.identity_data, updated_at = now()`,
    [providerId, userId, JSON.stringify(identityData), provider],
  );
}

/** Marks the email confirmed (user, identities and the email_verified claims). */
export async function confirmEmail(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `update auth.users
        set email_confirmed_at = coalesce(email_confirmed_at, now()),
            confirmation_token = '',
            raw_user_meta_data = case when raw_user_meta_data ? 'email_verified'
              then jsonb_set(raw_user_meta_data, '{email_verified}', 'true') else raw_user_meta_data end,
            updated_at = now()
      where id = $1`,
    [userId],
  );
  await db.query(
    `update auth.identities set identity_data = jsonb_set(identity_data, '{email_verified}', 'true'), updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

export async function recordSignIn(db: Queryable, userId: string, provider: string): Promise<void> {
  await db.query('update auth.users set last_sign_in_at = now() where id = $1', [userId]);
  await db.query('update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = $2', [
    userId,
    provider,
  ]);
}

export async function setPassword(db: Queryable, userId: string, password: string): Promise<void> {
  await db.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
    userId,
    await hashPassword(password),
  ]);
}

/** Merges keys into user_metadata; a null value removes the key (as Supabase Auth does). */
export async function mergeUserMetadata(db: Queryable, userId: string, data: Metadata): Promise<void> {
  const removed = Object.keys(data).filter((k) => data[k] === null);
  const kept = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== null));
  await db.query(
    `update auth.users set raw_user_meta_data = (coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb) - $3::text[],
            updated_at = now()
      where id = $1`,
    [userId, JSON.stringify(kept), removed],
  );
}

export async function mergeAppMetadata(db: Queryable, userId: string, data: Metadata): Promise<void> {
  const removed = Object.keys(data).filter((k) => data[k] === null);
  const kept = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== null));
  await db.query(
    `update auth.users set raw_app_meta_data = (coalesce(raw_app_meta_data, '{}'::jsonb) || $2::jsonb) - $3::text[],
            updated_at = now()
      where id = $1`,
    [userId, JSON.stringify(kept), removed],
  );
}

/** Adds a provider to app_metadata.providers (a user signing in with Google after email, say). */
export async function addProvider(db: Queryable, userId: string, provider: string): Promise<void> {
  await db.query(
    `update auth.users
        set raw_app_meta_data = jsonb_set(coalesce(raw_app_meta_data, '{}'::jsonb), '{providers}',
              (select coalesce(jsonb_agg(distinct p), '[]'::jsonb)
                 from jsonb_array_elements_text(coalesce(raw_app_meta_data -> 'providers', '[]'::jsonb) || to_jsonb($2::text)) p)),
            updated_at = now()
      where id = $1`,
    [userId, provider],
  );
}

export async function setEmail(db: Queryable, userId: string, email: string): Promise<void> {
  await db.query(
    `update auth.users set email = $2, email_change = '', email_change_token_new = '', email_change_sent_at = null,
            email_confirmed_at = coalesce(email_confirmed_at, now()),
            raw_user_meta_data = case when raw_user_meta_data ? 'email'
              then jsonb_set(raw_user_meta_data, '{email}', to_jsonb($2::text)) else raw_user_meta_data end,
            updated_at = now()
      where id = $1`,
    [userId, normalizeEmail(email)],
  );
  await db.query(
    `update auth.identities set identity_data = jsonb_set(identity_data, '{email}', to_jsonb($2::text)), updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [userId, normalizeEmail(email)],
  );
}

export async function deleteUser(db: Queryable, userId: string): Promise<void> {
  await db.query('delete from auth.users where id = $1', [userId]);
}

function iso(value: Date | null | undefined): string | undefined {
  return value ? new Date(value).toISOString() : undefined;
}

function identityJson(row: IdentityRow): Record<string, unknown> {
  return {
    identity_id: row.id,
    id: row.provider_id,
    user_id: row.user_id,
    identity_data: row.identity_data,
    provider: row.provider,
    last_sign_in_at: iso(row.last_sign_in_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    email: row.email ?? undefined,
  };
}

/** The user object of Supabase Auth's API (optional timestamps omitted when unset, as its JSON does). */
export function userJson(row: UserRow, identities: IdentityRow[]): Record<string, unknown> {
  const user: Record<string, unknown> = {
    id: row.id,
    aud: row.aud ?? 'authenticated',
    role: row.role ?? 'authenticated',
    email: row.email ?? '',
    email_confirmed_at: iso(row.email_confirmed_at),
    phone: row.phone ?? '',
    phone_confirmed_at: iso(row.phone_confirmed_at),
    confirmation_sent_at: iso(row.confirmation_sent_at),
    confirmed_at: iso(row.confirmed_at ?? row.email_confirmed_at),
    recovery_sent_at: iso(row.recovery_sent_at),
    new_email: row.email_change ? row.email_change : undefined,
    email_change_sent_at: iso(row.email_change_sent_at),
    last_sign_in_at: iso(row.last_sign_in_at),
    app_metadata: row.raw_app_meta_data ?? {},
    user_metadata: row.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    banned_until: iso(row.banned_until),
    is_anonymous: row.is_anonymous ?? false,
  };
  return Object.fromEntries(Object.entries(user).filter(([, v]) => v !== undefined));
}

/** What Supabase Auth answers to a sign-up of an already confirmed email: a made-up user, no identities. */
export function obfuscatedUserJson(email: string, userMetadata: Metadata): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email: normalizeEmail(email),
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: userMetadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
