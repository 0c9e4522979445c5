-- What a hosted Supabase database provides before the project's migrations run, recreated for the local
-- stand-in (PGlite) and for the PostgreSQL 15 database tests. Development and tests only: production gets all
-- of this from Supabase itself, so nothing here is ever pushed.
--
-- Plain PostgreSQL SQL/PLpgSQL (runs on PGlite and on a PostgreSQL 15 server). Safe to re-run: roles are
-- created only when missing, everything else uses IF NOT EXISTS / OR REPLACE.

-- Roles -------------------------------------------------------------------------------------------------
-- anon and authenticated are what PostgREST switches to per request (from the JWT's `role` claim);
-- service_role bypasses RLS. authenticator is PostgREST's connection role (member of the three); the local
-- server connects as the superuser instead and may ignore it.
do $$
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'authenticator') then
    create role authenticator nologin noinherit;
  end if;
  if not pg_catalog.pg_has_role('authenticator', 'anon', 'member') then
    grant anon, authenticated, service_role to authenticator;
  end if;
end
$$;

-- Schemas and extensions --------------------------------------------------------------------------------
create schema if not exists auth;
create schema if not exists extensions;

-- As on Supabase, pgcrypto lives in `extensions`: call it qualified, e.g. extensions.crypt(p, extensions.gen_salt('bf')).
create extension if not exists pgcrypto with schema extensions;

grant usage on schema public, auth, extensions to anon, authenticated, service_role;

-- RLS is the only barrier, as on Supabase: every table, function and sequence the migrations create in
-- `public` is fully granted to the API roles, so every public table must enable RLS.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

-- auth.users (the columns of Supabase Auth's table that this project uses; same names and meanings) --------
create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key default gen_random_uuid(),
  aud text default 'authenticated',
  role text default 'authenticated',
  email text unique,
  encrypted_password text,
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token text default '',
  confirmation_sent_at timestamptz,
  recovery_token text default '',
  recovery_sent_at timestamptz,
  email_change text default '',
  email_change_token_new text default '',
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb default '{}'::jsonb,
  raw_user_meta_data jsonb default '{}'::jsonb,
  is_super_admin boolean,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  phone text unique,
  phone_confirmed_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  banned_until timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);

-- auth.identities: one row per sign-in method (provider 'email' with provider_id = the user id, or 'google'
-- with the Google subject). Optional for the local server; seed.sql fills it so it also works on the real CLI.
create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null default '{}'::jsonb,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  email text generated always as (lower(identity_data ->> 'email')) stored,
  unique (provider_id, provider)
);

-- Sessions, refresh tokens, PKCE flow state and one-time tokens: available to the local server if it wants
-- them to survive restarts (same names as Supabase Auth's tables, reduced to what a stand-in needs).
create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  not_after timestamptz,
  aal text default 'aal1'
);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token text unique,
  user_id uuid references auth.users (id) on delete cascade,
  session_id uuid references auth.sessions (id) on delete cascade,
  parent text,
  revoked boolean not null default false,
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);

create table if not exists auth.flow_state (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text not null unique,
  code_challenge_method text not null,
  code_challenge text not null,
  provider_type text not null,
  authentication_method text not null,
  redirect_to text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  auth_code_issued_at timestamptz
);

create table if not exists auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null, -- confirmation_token | recovery_token | email_change_token_new | ...
  token_hash text not null,
  relates_to text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Claims helpers, as Supabase defines them: read the request's JWT claims from `request.jwt.claims`.
-- A GUC that was once set locally reads back as '' afterwards, so '' and NULL both mean "no claims".
create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(nullif(pg_catalog.current_setting('request.jwt.claims', true), ''), '{}')::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select nullif(auth.jwt() ->> 'sub', '')::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select nullif(auth.jwt() ->> 'role', '')
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select nullif(auth.jwt() ->> 'email', '')
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email() to anon, authenticated, service_role;
