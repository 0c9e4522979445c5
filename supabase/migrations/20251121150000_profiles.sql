-- Profiles: one row per auth user, created by a trigger on auth.users. `role` ('user' | 'admin') gates the
-- admin page; users may read and edit their own profile but can never change their role.

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  full_name text check (full_name is null or char_length(full_name) <= 200),
  role text not null default 'user' check (role in ('user', 'admin')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.profiles enable row level security;

comment on table public.profiles is 'One row per auth user (created by the on_auth_user_created trigger). role gates the admin tools.';

-- No insert or delete policies: rows come from the auth trigger and go with the auth user (cascade).
create policy "Users can read their own profile"
  on public.profiles for select
  to authenticated
  using ((select auth.uid()) = id);

create policy "Users can update their own profile"
  on public.profiles for update
  to authenticated
  using ((select auth.uid()) = id)
  with check ((select auth.uid()) = id);

-- Shared updated_at maintenance for every table with an updated_at column.
create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

-- The role column is changed only by privileged database roles (service_role, the postgres owner, a
-- superuser): seed.sql, the dashboard or a service-role request. Security INVOKER on purpose, so that
-- current_user is the requester's role.
create or replace function public.protect_profile_role()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.role is distinct from old.role
     and current_user not in ('service_role', 'postgres', 'supabase_admin')
     and not coalesce((select r.rolsuper from pg_catalog.pg_roles r where r.rolname = current_user), false)
  then
    raise exception 'Only an administrator can change a profile role'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger profiles_protect_role
  before update on public.profiles
  for each row execute function public.protect_profile_role();

-- New auth user -> profile. Security definer (the API roles cannot insert profiles) with an empty search_path.
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, email, full_name)
  values (new.id, new.email, new.raw_user_meta_data ->> 'full_name');
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- Keep the profile's copy of the email (and the name, when the metadata's full_name changes) in step.
create or replace function public.handle_user_updated()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles p
     set email = new.email,
         full_name = case
           when (new.raw_user_meta_data ->> 'full_name') is distinct from (old.raw_user_meta_data ->> 'full_name')
             then new.raw_user_meta_data ->> 'full_name'
           else p.full_name
         end
   where p.id = new.id;
  return new;
end;
$$;

create trigger on_auth_user_updated
  after update of email, raw_user_meta_data on auth.users
  for each row
  when (old.email is distinct from new.email
        or (old.raw_user_meta_data ->> 'full_name') is distinct from (new.raw_user_meta_data ->> 'full_name'))
  execute function public.handle_user_updated();

-- Trigger functions are not API: keep them off the RPC surface.
revoke execute on function public.set_updated_at(), public.protect_profile_role(),
  public.handle_new_user(), public.handle_user_updated() from public, anon, authenticated;
