-- Local development data (applied after the migrations by `supabase db reset` and by the local stand-in).
-- The accounts match SEEDED_ACCOUNTS in local/config.ts. Passwords are bcrypt hashes ($2a$, as Supabase
-- Auth writes them). Runs as the database owner, so the admin's role can be set.

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change, email_change_token_new
) values
  ('00000000-0000-0000-0000-000000000000', '11111111-1111-4111-8111-111111111111', 'authenticated', 'authenticated',
   'demo@researchventures.test', extensions.crypt('demo-password', extensions.gen_salt('bf')), now(),
   '{"provider": "email", "providers": ["email"]}', '{"full_name": "Demo Founder"}', now(), now(), '', '', '', ''),
  ('00000000-0000-0000-0000-000000000000', '22222222-2222-4222-8222-222222222222', 'authenticated', 'authenticated',
   'admin@researchventures.test', extensions.crypt('admin-password', extensions.gen_salt('bf')), now(),
   '{"provider": "email", "providers": ["email"]}', '{"full_name": "Site Admin"}', now(), now(), '', '', '', '')
on conflict (id) do nothing;

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
       'email', now(), now(), now()
  from auth.users u
 where u.id in ('11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222')
on conflict (provider_id, provider) do nothing;

-- Profiles come from the on_auth_user_created trigger; promote the admin.
update public.profiles set role = 'admin' where id = '22222222-2222-4222-8222-222222222222';

-- A started workspace for the demo account.
insert into public.idea_bookmarks (user_id, idea_id) values
  ('11111111-1111-4111-8111-111111111111', 'idea-1'),
  ('11111111-1111-4111-8111-111111111111', 'idea-2')
on conflict do nothing;
