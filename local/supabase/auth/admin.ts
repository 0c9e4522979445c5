/**
 * The admin user endpoints of the local stand-in (development and tests only; service_role key required),
 * the subset supabase-js's auth.admin uses: createUser, listUsers, getUserById, updateUserById, deleteUser.
 */
import { json } from '../http.ts';
import { bearerToken, verifyJwt } from '../jwt.ts';
import { checkPasswordStrength, objectField, readBody, stringField, validEmail, type AuthContext } from './context.ts';
import { authErrors } from './errors.ts';
import {
  confirmEmail,
  createUser,
  deleteUser,
  findUserByEmail,
  findUserById,
  identitiesOf,
  listUsers,
  mergeAppMetadata,
  mergeUserMetadata,
  setEmail,
  setPassword,
  userJson,
} from './users.ts';

async function requireServiceRole(ctx: AuthContext, req: Request): Promise<void> {
  const token = bearerToken(req);
  if (!token) throw authErrors.noAuthorization();
  const result = await verifyJwt(token, ctx.settings.jwtSecret);
  if (!result.ok) throw authErrors.badJwt(result.message);
  if (result.payload.role !== 'service_role') throw authErrors.notAdmin();
}

async function userResponse(ctx: AuthContext, id: string): Promise<Response> {
  const user = await findUserById(ctx.db, id);
  if (!user) throw authErrors.userNotFound();
  return json(userJson(user, await identitiesOf(ctx.db, id)));
}

export async function admin(ctx: AuthContext, req: Request, rest: string): Promise<Response> {
  await requireServiceRole(ctx, req);
  const parts = rest.split('/').filter(Boolean);
  if (parts[0] !== 'users') throw authErrors.notFound();
  const id = parts[1];

  if (!id && req.method === 'GET') {
    const query = new URL(req.url).searchParams;
    const page = Math.max(1, Number(query.get('page') ?? '1') || 1);
    const perPage = Math.min(1000, Math.max(1, Number(query.get('per_page') ?? '50') || 50));
    const { users, total } = await listUsers(ctx.db, page, perPage);
    const body = { users: await Promise.all(users.map(async (u) => userJson(u, await identitiesOf(ctx.db, u.id)))), aud: 'authenticated' };
    return json(body, 200, { 'X-Total-Count': String(total) });
  }

  if (!id && req.method === 'POST') {
    const body = await readBody(req);
    const email = validEmail(stringField(body, 'email'));
    const password = stringField(body, 'password');
    if (password !== '') checkPasswordStrength(password, ctx.settings.passwordMinLength);
    const created = await ctx.db.transaction(async (tx) => {
      if (await findUserByEmail(tx, email)) throw authErrors.emailExists();
      const user = await createUser(tx, {
        email,
        password: password === '' ? null : password,
        provider: 'email',
        userMetadata: objectField(body, 'user_metadata') ?? {},
        appMetadata: objectField(body, 'app_metadata') ?? {},
        confirmed: body.email_confirm === true,
      });
      return user.id;
    });
    return await userResponse(ctx, created);
  }

  if (id && req.method === 'GET') return await userResponse(ctx, id);

  if (id && req.method === 'PUT') {
    const body = await readBody(req);
    await ctx.db.transaction(async (tx) => {
      const user = await findUserById(tx, id);
      if (!user) throw authErrors.userNotFound();
      const email = stringField(body, 'email');
      if (email !== '') {
        const address = validEmail(email);
        const taken = await findUserByEmail(tx, address);
        if (taken && taken.id !== id) throw authErrors.emailExists();
        await setEmail(tx, id, address);
      }
      if (typeof body.password === 'string') {
        checkPasswordStrength(body.password, ctx.settings.passwordMinLength);
        await setPassword(tx, id, body.password);
      }
      if (body.email_confirm === true) await confirmEmail(tx, id);
      const userMetadata = objectField(body, 'user_metadata');
      if (userMetadata) await mergeUserMetadata(tx, id, userMetadata);
      const appMetadata = objectField(body, 'app_metadata');
      if (appMetadata) await mergeAppMetadata(tx, id, appMetadata);
    });
    return await userResponse(ctx, id);
  }

  if (id && req.method === 'DELETE') {
    const user = await findUserById(ctx.db, id);
    if (!user) throw authErrors.userNotFound();
    await deleteUser(ctx.db, id);
    return json({});
  }

  throw authErrors.notFound();
}
