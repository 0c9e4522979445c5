/**
 * The signed-in user's grants to OAuth clients on the local stand-in (development and tests only), as
 * Supabase Auth answers them and supabase-js's `auth.oauth.listGrants` / `revokeGrant` call them:
 *   GET    /user/oauth/grants              200 [{client: {id, name?, uri?, logo_uri?}, scopes, granted_at}]
 *   DELETE /user/oauth/grants?client_id=   204; revokes the consent and deletes the client's sessions for
 *                                          this user, so their refresh tokens stop working at once (their
 *                                          access tokens pass PostgREST until they expire, as on Supabase)
 */
import { json } from '../http.ts';
import type { AuthContext } from './context.ts';
import { authErrors } from './errors.ts';
import { clientDetailsJson, findClient, isUuid } from './oauth-clients.ts';
import { activeConsent, consentsOf, revokeConsent } from './oauth-consents.ts';
import { oauthErrors } from './oauth-errors.ts';
import { scopeList } from './oauth-authorizations.ts';
import { requireUser } from './sessions.ts';

export async function listGrants(ctx: AuthContext, req: Request): Promise<Response> {
  const { user } = await requireUser(ctx.db, ctx.settings, req);
  const grants = [];
  for (const consent of await consentsOf(ctx.db, user.id)) {
    const client = await findClient(ctx.db, consent.client_id);
    // A deleted client's consent is not shown.
    if (!client) continue;
    grants.push({
      client: clientDetailsJson(client),
      scopes: scopeList(consent.scopes),
      granted_at: new Date(consent.granted_at).toISOString(),
    });
  }
  return json(grants);
}

export async function revokeGrant(ctx: AuthContext, req: Request): Promise<Response> {
  const { user } = await requireUser(ctx.db, ctx.settings, req);
  const clientId = new URL(req.url).searchParams.get('client_id') ?? '';
  if (clientId === '') throw authErrors.validation('client_id query parameter is required');
  if (!isUuid(clientId)) throw authErrors.validation('invalid client_id format');
  await ctx.db.transaction(async (tx) => {
    const consent = await activeConsent(tx, user.id, clientId);
    if (!consent) throw oauthErrors.consentNotFound();
    await revokeConsent(tx, user.id, consent);
  });
  return new Response(null, { status: 204 });
}
