-- pgTAP checks of the row-level security, for `supabase test db` (the full matrix, on PGlite and
-- PostgreSQL 15, is tests/db/ in vitest). Everything runs in one transaction that is rolled back.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;

select plan(14);

-- Every public table has RLS enabled and at least one policy.
select is(
  (select coalesce(array_agg(c.relname::text order by c.relname), '{}') from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity),
  '{}'::text[],
  'every public table has row-level security enabled'
);
select is(
  (select coalesce(array_agg(c.relname::text order by c.relname), '{}') from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
      and not exists (select 1 from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname)),
  '{}'::text[],
  'every public table has at least one policy'
);

-- Two users; the trigger gives each a profile.
insert into auth.users (id, email, raw_user_meta_data) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'pgtap-owner@example.com', '{"full_name": "Olive Owner"}'),
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'pgtap-stranger@example.com', '{"full_name": "Sam Stranger"}');
select is(
  (select full_name from public.profiles where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'),
  'Olive Owner',
  'a new auth user gets a profile with their full_name'
);

-- The owner.
set local role authenticated;
select set_config('request.jwt.claims', '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}', true);
select lives_ok(
  $$ insert into public.idea_bookmarks (user_id, idea_id) values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'idea-1') $$,
  'a user can bookmark an idea'
);
select lives_ok(
  $$ insert into public.user_idea_notes (user_id, idea_id, content) values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'idea-1', 'mine') $$,
  'a user can write a note'
);
select throws_ok(
  $$ update public.profiles set role = 'admin' where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' $$,
  '42501', null,
  'a user cannot make themselves admin'
);
select is(
  (select jsonb_array_length(public.workspace_bulk() -> 'bookmarks')),
  1,
  'workspace_bulk returns the caller''s bookmarks'
);

-- The stranger.
select set_config('request.jwt.claims', '{"sub": "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated"}', true);
select is_empty($$ select * from public.idea_bookmarks $$, 'a stranger sees none of the owner''s bookmarks');
select is_empty($$ select * from public.user_idea_notes $$, 'a stranger sees none of the owner''s notes');
select throws_ok(
  $$ insert into public.idea_bookmarks (user_id, idea_id) values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'idea-2') $$,
  '42501', null,
  'a stranger cannot add bookmarks for the owner'
);

-- A visitor.
set local role anon;
select set_config('request.jwt.claims', '{"role": "anon"}', true);
select lives_ok(
  $$ insert into public.newsletter_subscriptions (email) values (' PgTap@Example.COM ') $$,
  'a visitor can subscribe to the newsletter'
);
select throws_ok(
  $$ insert into public.newsletter_subscriptions (email) values ('pgtap@example.com') $$,
  '23505', null,
  'a second subscription of the same address is a unique violation'
);
select is_empty($$ select * from public.newsletter_subscriptions $$, 'a visitor cannot read the subscriptions');
select throws_ok($$ select public.workspace_bulk() $$, '42501', null, 'a visitor cannot call workspace_bulk');

reset role;
select * from finish();
rollback;
