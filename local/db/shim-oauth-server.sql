-- Applied after shim.sql, as a file of its own so that a data folder made before it gets it on its next start
-- (each file is applied once: local/db/database.ts).
-- Supabase Auth's OAuth 2.1 server (its migrations 20250731150234 to 20260121000000, folded into their final
-- shape): registered clients, pending and approved authorization requests, the consents users gave, and the
-- client and scopes of the sessions those clients hold. Revoking a consent deletes the client's sessions.
do $$
begin
  create type auth.oauth_registration_type as enum ('dynamic', 'manual');
exception when duplicate_object then null;
end
$$;
do $$
begin
  create type auth.oauth_client_type as enum ('public', 'confidential');
exception when duplicate_object then null;
end
$$;
do $$
begin
  create type auth.oauth_authorization_status as enum ('pending', 'approved', 'denied', 'expired');
exception when duplicate_object then null;
end
$$;
do $$
begin
  create type auth.oauth_response_type as enum ('code');
exception when duplicate_object then null;
end
$$;
do $$
begin
  create type auth.code_challenge_method as enum ('s256', 'plain');
exception when duplicate_object then null;
end
$$;

create table if not exists auth.oauth_clients (
  id uuid primary key,
  client_secret_hash text,
  registration_type auth.oauth_registration_type not null,
  redirect_uris text not null,
  grant_types text not null,
  client_name text check (char_length(client_name) <= 1024),
  client_uri text check (char_length(client_uri) <= 2048),
  logo_uri text check (char_length(logo_uri) <= 2048),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  client_type auth.oauth_client_type not null default 'confidential',
  token_endpoint_auth_method text not null
    check (token_endpoint_auth_method in ('client_secret_basic', 'client_secret_post', 'none'))
);

create table if not exists auth.oauth_authorizations (
  id uuid primary key,
  authorization_id text not null unique,
  client_id uuid not null references auth.oauth_clients (id) on delete cascade,
  user_id uuid references auth.users (id) on delete cascade,
  redirect_uri text not null check (char_length(redirect_uri) <= 2048),
  scope text not null check (char_length(scope) <= 4096),
  state text check (char_length(state) <= 4096),
  resource text check (char_length(resource) <= 2048),
  code_challenge text check (char_length(code_challenge) <= 128),
  code_challenge_method auth.code_challenge_method,
  response_type auth.oauth_response_type not null default 'code',
  status auth.oauth_authorization_status not null default 'pending',
  authorization_code text unique check (char_length(authorization_code) <= 255),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default (now() + interval '3 minutes'),
  approved_at timestamptz,
  nonce text check (char_length(nonce) <= 255),
  constraint oauth_authorizations_expires_at_future check (expires_at > created_at)
);

create table if not exists auth.oauth_consents (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  client_id uuid not null references auth.oauth_clients (id) on delete cascade,
  scopes text not null check (char_length(scopes) <= 2048 and char_length(trim(scopes)) > 0),
  granted_at timestamptz not null default now(),
  revoked_at timestamptz,
  constraint oauth_consents_user_client_unique unique (user_id, client_id),
  constraint oauth_consents_revoked_after_granted check (revoked_at is null or revoked_at >= granted_at)
);

alter table auth.sessions add column if not exists oauth_client_id uuid references auth.oauth_clients (id) on delete cascade;
alter table auth.sessions add column if not exists scopes text check (char_length(scopes) <= 4096);
