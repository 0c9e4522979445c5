/**
 * Server-only: the mail settings, read from the environment (Netlify functions, the alerts command).
 * Secrets (SMTP password, token secret) live only here.
 */
import { z } from 'zod';
import { parseEnv } from '../config/parse-env.server.ts';

/** The stand-in's fixed secret: tokens signed with it are worthless outside a local machine. */
export const LOCAL_TOKEN_SECRET = 'local-development-email-token-secret-not-for-production';

const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);

const MailEnv = z.object({
  SMTP_HOST: z.preprocess(blankAsUnset, z.string().min(1).optional()),
  SMTP_PORT: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(65535).default(587)),
  /** true: TLS from the start (port 465); false: STARTTLS when the server offers it (587, 25). */
  SMTP_SECURE: z.preprocess(blankAsUnset, z.enum(['true', 'false', '1', '0']).default('false')),
  SMTP_USER: z.preprocess(blankAsUnset, z.string().optional()),
  SMTP_PASS: z.preprocess(blankAsUnset, z.string().optional()),
  MAIL_FROM: z.preprocess(blankAsUnset, z.string().min(3).optional()),
  EMAIL_TOKEN_SECRET: z.preprocess(blankAsUnset, z.string().min(32, 'must be at least 32 characters').optional()),
  /** The provider's sending limit; sends are paced to stay under it. */
  MAIL_RATE_PER_SECOND: z.preprocess(blankAsUnset, z.coerce.number().positive().max(1000).default(10)),
});

export interface MailConfig {
  smtp: { host: string; port: number; secure: boolean; user?: string; pass?: string };
  from: string;
  tokenSecret: string;
  ratePerSecond: number;
}

/** Names the variable, never its value. */
export class MailConfigError extends Error {}

export function readMailConfig(env: Record<string, string | undefined> = process.env): MailConfig {
  const e = parseEnv(MailEnv, env, 'Mail configuration', MailConfigError);
  const missing = (['SMTP_HOST', 'MAIL_FROM', 'EMAIL_TOKEN_SECRET'] as const).find((name) => !e[name]);
  if (missing) throw new MailConfigError(`Mail configuration: ${missing} is not set`);
  return {
    smtp: { host: e.SMTP_HOST!, port: e.SMTP_PORT, secure: e.SMTP_SECURE === 'true' || e.SMTP_SECURE === '1', user: e.SMTP_USER, pass: e.SMTP_PASS },
    from: e.MAIL_FROM!,
    tokenSecret: e.EMAIL_TOKEN_SECRET!,
    ratePerSecond: e.MAIL_RATE_PER_SECOND,
  };
}
