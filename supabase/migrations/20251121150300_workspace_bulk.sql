-- workspace_bulk(): the whole workspace of the calling user in one round trip (POST /rest/v1/rpc/workspace_bulk):
--   {"bookmarks": ["idea-1", ...], "tags": [tag rows], "notes": [note rows], "reads": [paper_read rows]}
-- Security invoker, so the tables' RLS applies on top of the explicit user filter. Signed-in users and
-- service_role may call it (service_role has no auth.uid(), so it gets empty lists); anon is denied
-- (42501 permission denied for function workspace_bulk).

create or replace function public.workspace_bulk()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'bookmarks', coalesce((
      select pg_catalog.jsonb_agg(b.idea_id order by b.created_at desc, b.idea_id)
        from public.idea_bookmarks b
       where b.user_id = (select auth.uid())
    ), '[]'::jsonb),
    'tags', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(t) order by t.created_at, t.id)
        from public.user_idea_tags t
       where t.user_id = (select auth.uid())
    ), '[]'::jsonb),
    'notes', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(n) order by n.updated_at desc, n.idea_id)
        from public.user_idea_notes n
       where n.user_id = (select auth.uid())
    ), '[]'::jsonb),
    'reads', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(r) order by r.read_at desc, r.idea_id)
        from public.paper_reads r
       where r.user_id = (select auth.uid())
    ), '[]'::jsonb)
  )
$$;

revoke execute on function public.workspace_bulk() from public, anon;
grant execute on function public.workspace_bulk() to authenticated, service_role;
