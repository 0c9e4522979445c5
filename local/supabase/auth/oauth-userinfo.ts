/**
 * GET /oauth/userinfo of the local stand-in's OAuth 2.1 server (development and tests only): OpenID Connect's
 * UserInfo as Supabase Auth answers it, `sub` plus what the session's scopes allow (email; profile; phone).
 * A session that no OAuth client holds has no scopes, so its token gets `sub` only.
 */
import { json } from '../http.ts';
import type { AuthContext } from './context.ts';
import { scopeList } from './oauth-authorizations.ts';
import { requireUser } from './sessions.ts';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export async function userinfo(ctx: AuthContext, req: Request): Promise<Response> {
  const { user, sessionId } = await requireUser(ctx.db, ctx.settings, req);
  const info: Record<string, unknown> = { sub: user.id };
  if (sessionId === null) return json(info);
  const { rows } = await ctx.db.query<{ scopes: string | null }>('select scopes from auth.sessions where id = $1', [sessionId]);
  const scopes = scopeList(rows[0]?.scopes ?? '');
  const metadata = user.raw_user_meta_data ?? {};
  const email = user.email ?? '';
  if (scopes.includes('email')) {
    if (email) info.email = email;
    if (user.email_confirmed_at) info.email_verified = true;
  }
  if (scopes.includes('profile')) {
    const name = text(metadata.name) || email;
    if (name) info.name = name;
    const picture = text(metadata.picture) || text(metadata.avatar_url);
    if (picture) info.picture = picture;
    const username = text(metadata.preferred_username) || text(metadata.username);
    if (username) info.preferred_username = username;
    if (user.updated_at) info.updated_at = Math.floor(new Date(user.updated_at).getTime() / 1000);
    info.user_metadata = metadata;
  }
  if (scopes.includes('phone')) {
    if (user.phone) info.phone = user.phone;
    if (user.phone_confirmed_at) info.phone_verified = true;
  }
  return json(info);
}
