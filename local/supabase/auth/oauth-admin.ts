/**
 * /admin/oauth/clients of the local stand-in (development and tests only; service_role key required), as
 * Supabase Auth answers what supabase-js's `auth.admin.oauth` calls: list, create (registration_type
 * "manual"), get, update (PUT, the given fields), delete (soft: deleted_at, 204) and regenerate_secret.
 */
import { json } from '../http.ts';
import { bearerToken, verifyJwt } from '../jwt.ts';
import type { AuthContext } from './context.ts';
import { AuthError, authErrors } from './errors.ts';
import { clientJson, findClient, isUuid, newSecret, type OAuthClientRow } from './oauth-clients.ts';
import { oauthErrors } from './oauth-errors.ts';
import { createClient, readMetadata, updateClient } from './oauth-registration.ts';

/** Supabase Auth's admin roles. */
const ADMIN_ROLES = ['service_role', 'supabase_admin'];

async function requireAdmin(ctx: AuthContext, req: Request): Promise<void> {
  const token = bearerToken(req);
  if (!token) throw authErrors.noAuthorization();
  const result = await verifyJwt(token, ctx.settings.jwtSecret);
  if (!result.ok) throw authErrors.badJwt(result.message);
  if (!ADMIN_ROLES.includes(String(result.payload.role))) throw authErrors.notAdmin();
}

async function loadClient(ctx: AuthContext, id: string): Promise<OAuthClientRow> {
  if (!isUuid(id)) throw authErrors.validation('invalid client_id format');
  const client = await findClient(ctx.db, id);
  if (!client) throw oauthErrors.clientNotFound('OAuth client not found', 404);
  return client;
}

/** `rest` is the part after /admin/oauth/, e.g. "clients/<id>/regenerate_secret". */
export async function oauthAdmin(ctx: AuthContext, req: Request, rest: string): Promise<Response> {
  await requireAdmin(ctx, req);
  const [collection, id, action, ...more] = rest.split('/').filter(Boolean);
  if (collection !== 'clients' || more.length > 0) throw authErrors.notFound();
  const method = req.method === 'HEAD' ? 'GET' : req.method;

  if (id === undefined) {
    if (method === 'GET') {
      const { rows } = await ctx.db.query<OAuthClientRow>(
        'select * from auth.oauth_clients where deleted_at is null order by created_at desc',
      );
      // Go's omitempty leaves out an empty list.
      return json(rows.length > 0 ? { clients: rows.map((row) => clientJson(row, null)) } : {});
    }
    if (method === 'POST') return json(await createClient(ctx.db, readMetadata(await req.text()), 'manual'), 201);
  } else if (action === undefined) {
    const client = await loadClient(ctx, id);
    if (method === 'GET') return json(clientJson(client, null));
    if (method === 'PUT') return json(await updateClient(ctx.db, client, readMetadata(await req.text())));
    if (method === 'DELETE') {
      await ctx.db.query('update auth.oauth_clients set deleted_at = now(), updated_at = now() where id = $1', [client.id]);
      return new Response(null, { status: 204 });
    }
  } else if (action === 'regenerate_secret' && method === 'POST') {
    const client = await loadClient(ctx, id);
    if (client.client_type === 'public') throw authErrors.validation('Cannot regenerate secret for public client');
    const secret = newSecret();
    const { rows } = await ctx.db.query<OAuthClientRow>(
      'update auth.oauth_clients set client_secret_hash = $2, updated_at = now() where id = $1 returning *',
      [client.id, secret.hash],
    );
    return json(clientJson(rows[0]!, secret.secret));
  } else {
    throw authErrors.notFound();
  }
  throw new AuthError(405, 'method_not_allowed', `Method ${req.method} not allowed`);
}
