-- Signed-in users may change only what the account page edits: their name (security review, issue 16).
-- Before this, a user could PATCH their own email and created_at through the API. Column privileges make
-- every other column read-only for the API roles; protect_profile_role stays as a second wall against a
-- role change, should a later migration grant more.
revoke update on public.profiles from anon, authenticated;
grant update (full_name) on public.profiles to authenticated;
