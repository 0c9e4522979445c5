/**
 * Server-only: the signed links of confirmation and unsubscribe emails. A token names the list, the
 * subscription id, what it may do and until when; it never carries the address, and it is signed with
 * HMAC-SHA256 so nobody can make one for someone else's subscription. Also the short-lived token with
 * which a scheduled function hands a mailing run to the background function.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SubscriptionList } from '../config/constants/email.ts';

export type TokenPurpose = 'confirm' | 'unsubscribe';

/** A confirmation link is good for the 7 days an unconfirmed address is kept; an unsubscribe link for 90. */
export const TOKEN_LIFETIME_DAYS: Record<TokenPurpose, number> = { confirm: 7, unsubscribe: 90 };

export interface TokenPayload {
  list: SubscriptionList;
  id: string;
  purpose: TokenPurpose;
  /**
   * A confirmation link's nonce: only the newest confirmation email's link confirms. Absent in links sent
   * before nonces existed, and in unsubscribe links.
   */
  nonce?: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const DAY_SECONDS = 86_400;

function sign(body: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(body).digest();
}

export function createToken(payload: Omit<TokenPayload, 'exp'>, secret: string, now = new Date()): string {
  const exp = Math.floor(now.getTime() / 1000) + TOKEN_LIFETIME_DAYS[payload.purpose] * DAY_SECONDS;
  const body = Buffer.from(JSON.stringify({ ...payload, exp })).toString('base64url');
  return `${body}.${sign(body, secret).toString('base64url')}`;
}

export type TokenCheck = { ok: true; payload: TokenPayload } | { ok: false; reason: 'invalid' | 'expired' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function verifyToken(token: string, purpose: TokenPurpose, secret: string, now = new Date()): TokenCheck {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = sign(body, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  let payload: Partial<TokenPayload>;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<TokenPayload>;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (payload.purpose !== purpose || (payload.list !== 'newsletter' && payload.list !== 'alerts')) return { ok: false, reason: 'invalid' };
  if (typeof payload.id !== 'string' || !UUID.test(payload.id) || typeof payload.exp !== 'number') return { ok: false, reason: 'invalid' };
  if (payload.nonce !== undefined && (typeof payload.nonce !== 'string' || !UUID.test(payload.nonce))) return { ok: false, reason: 'invalid' };
  if (payload.exp * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, payload: payload as TokenPayload };
}

/** Long enough for the scheduled function's one request; useless to anyone who sees it later. */
export const RUN_TOKEN_SECONDS = 300;

const runBody = (list: SubscriptionList, exp: number) => `mailing-run:${list}:${exp}`;

/** Lets the holder start one mailing run of `list` in the next RUN_TOKEN_SECONDS. */
export function createRunToken(list: SubscriptionList, secret: string, now = new Date()): string {
  const exp = Math.floor(now.getTime() / 1000) + RUN_TOKEN_SECONDS;
  return `${exp}.${sign(runBody(list, exp), secret).toString('base64url')}`;
}

export function verifyRunToken(token: string, list: SubscriptionList, secret: string, now = new Date()): boolean {
  const match = /^(\d{1,12})\.([\w-]+)$/.exec(token);
  if (!match) return false;
  const exp = Number(match[1]);
  const expected = sign(runBody(list, exp), secret);
  const given = Buffer.from(match[2]!, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) && exp * 1000 > now.getTime();
}
