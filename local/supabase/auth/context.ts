/**
 * What every auth endpoint of the local stand-in gets (development and tests only): the database, the
 * outbox and the settings; plus small request helpers shared by the endpoints.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { Mailbox } from '../mailbox.ts';
import { authErrors } from './errors.ts';
import type { AuthSettings } from './settings.ts';

export interface AuthContext {
  db: PGlite;
  mailbox: Mailbox;
  settings: AuthSettings;
}

export type Body = Record<string, unknown>;

/** The JSON object body of a request ({} when empty); bad JSON -> 400 bad_json. */
export async function readBody(req: Request): Promise<Body> {
  const text = await req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw authErrors.badJson();
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw authErrors.badJson();
  return parsed as Body;
}

export function stringField(body: Body, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value : '';
}

export function objectField(body: Body, name: string): Record<string, unknown> | null {
  const value = body[name];
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Supabase Auth's email checks (400 validation_failed); returns the address lower-cased. */
export function validEmail(email: string): string {
  const trimmed = email.trim();
  if (trimmed === '') throw authErrors.validation('An email address is required');
  if (trimmed.length > 255) throw authErrors.validation('An email address is too long');
  if (!EMAIL_PATTERN.test(trimmed)) throw authErrors.validation('Unable to validate email address: invalid format');
  return trimmed.toLowerCase();
}

export function checkPasswordStrength(password: string, minLength: number): void {
  if (password.length < minLength) throw authErrors.weakPassword(minLength);
}
