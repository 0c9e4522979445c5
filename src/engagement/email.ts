/**
 * Ships to the browser: the subscription forms' email rules
 * (docs/spec/workspace-and-operations.md#5-validation-rules).
 */
import { NEWSLETTER } from '../config/constants/engagement.ts';

/** The database's own check (supabase/migrations/*_subscriptions.sql), so what passes here is stored there. */
const EMAIL_PATTERN = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i;

/** Markup and script smuggled into an address: refused even when the address is otherwise well formed. */
const UNSAFE_PATTERNS = [/<\s*\/?\s*script/i, /javascript:/i, /\bon\w+\s*=/i, /<\s*\/?\s*iframe/i, /data:/i];

/** Trimmed and lower-cased, as the subscription tables store addresses. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export type EmailCheck = { ok: true; email: string } | { ok: false; message: string };

/**
 * Every rule the newsletter email breaks, the most telling first: markup, then length, then shape. What was
 * typed is never changed into another address (a cleaner once made 'x<script>@y.com' into 'xscript@y.com'
 * and cut a 260-character address to 255); it is refused with the rule it breaks.
 */
export function newsletterEmailIssues(raw: string): string[] {
  const email = raw.trim();
  const issues: string[] = [];
  if (UNSAFE_PATTERNS.some((pattern) => pattern.test(email))) issues.push(NEWSLETTER.unsafe);
  if (email.length > NEWSLETTER.emailMaxLength) issues.push(NEWSLETTER.tooLong);
  if (!EMAIL_PATTERN.test(email)) issues.push(NEWSLETTER.invalidEmail);
  return issues;
}

/** The trimmed address, or the first issue (the one the form shows). */
export function checkNewsletterEmail(raw: string): EmailCheck {
  const [first] = newsletterEmailIssues(raw);
  return first === undefined ? { ok: true, email: raw.trim() } : { ok: false, message: first };
}
