/**
 * /auth/v1/* of the local stand-in (development and tests only): routes Supabase Auth's endpoints to their
 * modules, turns AuthErrors into Supabase's error bodies and echoes X-Supabase-Api-Version on every answer.
 */
import { json } from '../http.ts';
import { admin } from './admin.ts';
import type { AuthContext } from './context.ts';
import { otp, recover, resend, signup } from './email-flows.ts';
import { API_VERSION, API_VERSION_HEADER, AuthError, authErrorResponse, authErrors } from './errors.ts';
import { authorize, callback, consentGet, consentPost } from './google.ts';
import { oauthAdmin } from './oauth-admin.ts';
import { oauthAuthorize } from './oauth-authorize.ts';
import { authorizationDetails, consent } from './oauth-consent.ts';
import { discovery } from './oauth-discovery.ts';
import { listGrants, revokeGrant } from './oauth-grants.ts';
import { registerClient } from './oauth-registration.ts';
import { oauthToken, refuseOAuthSessionRefresh } from './oauth-token.ts';
import { userinfo } from './oauth-userinfo.ts';
import { token } from './token.ts';
import { getUser, logout, updateUser } from './user.ts';
import { verifyGet, verifyPost } from './verify.ts';

type Endpoint = (ctx: AuthContext, req: Request) => Promise<Response>;

function settingsResponse(): Response {
  return json({
    external: {
      anonymous_users: false,
      apple: false,
      azure: false,
      bitbucket: false,
      discord: false,
      facebook: false,
      figma: false,
      github: false,
      gitlab: false,
      google: true,
      keycloak: false,
      kakao: false,
      linkedin_oidc: false,
      notion: false,
      spotify: false,
      slack_oidc: false,
      twitch: false,
      twitter: false,
      workos: false,
      zoom: false,
      email: true,
      phone: false,
    },
    disable_signup: false,
    mailer_autoconfirm: false,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
}

const ROUTES: Record<string, Partial<Record<string, Endpoint>>> = {
  '/signup': { POST: signup },
  '/otp': { POST: otp },
  '/magiclink': { POST: otp },
  '/recover': { POST: recover },
  '/resend': { POST: resend },
  '/token': { POST: async (ctx, req) => (await refuseOAuthSessionRefresh(ctx, req)) ?? (await token(ctx, req)) },
  '/verify': { GET: verifyGet, POST: verifyPost },
  '/user': { GET: getUser, PUT: updateUser },
  '/logout': { POST: logout },
  '/authorize': { GET: authorize },
  '/callback': { GET: callback },
  '/local-google/consent': { GET: consentGet, POST: consentPost },
  '/settings': { GET: async () => settingsResponse() },
  '/health': {
    GET: async () =>
      json({ version: 'local', name: 'GoTrue', description: 'Local Supabase Auth stand-in (development only)' }),
  },
  '/.well-known/jwks.json': { GET: async () => json({ keys: [] }) },
  '/.well-known/oauth-authorization-server': { GET: discovery },
  '/.well-known/openid-configuration': { GET: discovery },
  '/oauth/clients/register': { POST: registerClient },
  '/oauth/authorize': { GET: oauthAuthorize },
  '/oauth/token': { POST: oauthToken },
  '/oauth/userinfo': { GET: userinfo },
  '/user/oauth/grants': { GET: listGrants, DELETE: revokeGrant },
};

/** /oauth/authorizations/:authorization_id and its /consent: the routes with a parameter. */
const AUTHORIZATION_PATH = /^\/oauth\/authorizations\/([^/]+)(\/consent)?$/;

function authorizationRoute(path: string): Partial<Record<string, Endpoint>> | undefined {
  const match = AUTHORIZATION_PATH.exec(path);
  if (!match) return undefined;
  let id: string;
  try {
    id = decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
  return match[2]
    ? { POST: (ctx, req) => consent(ctx, req, id) }
    : { GET: (ctx, req) => authorizationDetails(ctx, req, id) };
}

/** `path` is the part after /auth/v1, e.g. "/token". */
export async function routeAuth(ctx: AuthContext, req: Request, path: string): Promise<Response> {
  let response: Response;
  try {
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    if (path.startsWith('/admin/oauth/')) {
      response = await oauthAdmin(ctx, req, path.slice('/admin/oauth/'.length));
    } else if (path.startsWith('/admin/')) {
      response = await admin(ctx, req, path.slice('/admin/'.length));
    } else {
      const route = ROUTES[path] ?? authorizationRoute(path);
      const endpoint = route?.[method];
      if (!route) throw authErrors.notFound();
      if (!endpoint) throw new AuthError(405, 'method_not_allowed', `Method ${req.method} not allowed`);
      response = await endpoint(ctx, req);
    }
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    response = authErrorResponse(req, error);
  }
  const headers = new Headers(response.headers);
  headers.set(API_VERSION_HEADER, API_VERSION);
  return new Response(response.body, { status: response.status, headers });
}
