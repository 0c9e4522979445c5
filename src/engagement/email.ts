/**
 * Ships to the browser: the subscription forms' email rules (spec: workspace-and-operations section 5).
 */
import { NEWSLETTER } from '../config/constants.ts';

/** The database's own check (supabase/migrations/*_subscriptions.sql), so what passes here is stored there. */
const EMAIL_PATTERN = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i;

/** Markup and script smuggled into an address: refused even when the address is otherwise well formed. */
const UNSAFE_PATTERNS = [/<\s*\/?\s*script/i, /javascript:/i, /\bon\w+\s*=/i, /<\s*\/?\s*iframe/i, /data:/i];

const STRIPPED_WHILE_TYPING = /[<>"']/g;

/** What the newsletter input keeps while typing: at most 255 characters, without < > " '. */
export function sanitizeEmailInput(raw: string): string {
  return raw.replace(STRIPPED_WHILE_TYPING, '').slice(0, NEWSLETTER.emailMaxLength);
}

/** Trimmed and lower-cased, as the subscription tables store addresses. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export type EmailCheck = { ok: true; email: string } | { ok: false; message: string };

/** Every rule the newsletter email breaks, in the spec's order. */
export function newsletterEmailIssues(raw: string): string[] {
  const email = raw.trim();
  const issues: string[] = [];
  if (!EMAIL_PATTERN.test(email)) issues.push(NEWSLETTER.invalidEmail);
  if (email.length > NEWSLETTER.emailMaxLength) issues.push(NEWSLETTER.tooLong);
  if (UNSAFE_PATTERNS.some((pattern) => pattern.test(email))) issues.push(NEWSLETTER.unsafe);
  return issues;
}

/** The trimmed address, or the first issue (the one the form shows). */
export function checkNewsletterEmail(raw: string): EmailCheck {
  const [first] = newsletterEmailIssues(raw);
  return first === undefined ? { ok: true, email: raw.trim() } : { ok: false, message: first };
}
