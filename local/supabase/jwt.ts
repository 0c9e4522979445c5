/**
 * JWTs of the local stand-in (development and tests only): HS256 with the Supabase CLI's demo secret, as a
 * legacy Supabase project signs them. Access tokens for users; verification for the API keys and tokens.
 */
import { SignJWT, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export interface AccessTokenClaims extends JWTPayload {
  iss: string;
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: string;
  aal: 'aal1';
  amr: { method: string; timestamp: number }[];
  session_id: string;
  is_anonymous: boolean;
}

export type VerifyResult =
  | { ok: true; payload: JWTPayload }
  | { ok: false; reason: 'expired' | 'invalid'; message: string };

function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signJwt(claims: JWTPayload, secret: string): Promise<string> {
  return await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secretKey(secret));
}

/** HS256 only; `exp` checked when present. Audience and issuer are the caller's business. */
export async function verifyJwt(token: string, secret: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), { algorithms: ['HS256'] });
    return { ok: true, payload };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired', message: 'JWT expired' };
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: 'invalid', message };
  }
}

export function isApiRole(value: unknown): value is ApiRole {
  return value === 'anon' || value === 'authenticated' || value === 'service_role';
}

/** The bearer token of an Authorization header, if it has one. */
export function bearerToken(req: Request): string | null {
  const header = req.headers.get('authorization');
  if (!header) return null;
  const match = /^bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1].trim() : null;
}
