// The three environment readers (build, admin functions, mail) share parseEnv: each wrong variable is named
// with what is wrong, secrets never appear in the message, and each reader keeps the error class its callers
// catch to answer "configuration problem" rather than "unexpected failure".
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { EnvError, parseEnv } from '../../src/config/parse-env.server.ts';
import { buildDay, readBuildEnv } from '../../src/config/env.server.ts';
import { MailConfigError, readMailConfig } from '../../src/email/config.server.ts';
import { ConfigError, readServerConfig } from '../../netlify/functions/_shared/config.ts';

const MAIL = { SMTP_HOST: 'smtp.example.test', MAIL_FROM: 'Ventures <hello@example.test>', EMAIL_TOKEN_SECRET: 'x'.repeat(32) };

describe('parseEnv', () => {
  const Schema = z.object({ PORT: z.coerce.number().int(), NAME: z.string().min(1, 'must not be empty') });

  test('returns the parsed values', () => {
    expect(parseEnv(Schema, { PORT: '8080', NAME: 'site' }, 'Test settings')).toEqual({ PORT: 8080, NAME: 'site' });
  });

  test('names every wrong variable under the label, in zod 4 words', () => {
    const run = () => parseEnv(Schema, { PORT: 'eighty', NAME: '' }, 'Test settings');
    expect(run).toThrow(EnvError);
    expect(run).toThrow(/^Test settings:\n✖ .*\n {2}→ at PORT\n✖ must not be empty\n {2}→ at NAME$/);
  });

  test("keeps the caller's error class", () => {
    class OwnError extends Error {}
    expect(() => parseEnv(Schema, {}, 'Test settings', OwnError)).toThrow(OwnError);
  });
});

describe('the readers', () => {
  test('the build: every malformed variable at once', () => {
    expect(() => readBuildEnv({ PUBLIC_SITE_URL: 'not a url', PUBLIC_GA_MEASUREMENT_ID: 'g-lower' })).toThrow(
      /^Invalid environment:\n(?=[\s\S]*→ at PUBLIC_SITE_URL)(?=[\s\S]*→ at PUBLIC_GA_MEASUREMENT_ID)/,
    );
  });

  test("the build's today: BUILD_DATE when set (a real date), else the UTC date", () => {
    expect(buildDay(readBuildEnv({ BUILD_DATE: '2026-11-20' }))).toBe('2026-11-20');
    const before = new Date().toISOString().slice(0, 10);
    const day = buildDay(readBuildEnv({}));
    expect([before, new Date().toISOString().slice(0, 10)]).toContain(day);
    expect(() => readBuildEnv({ BUILD_DATE: '2026-02-30' })).toThrow(/→ at BUILD_DATE/);
  });

  test('the admin functions: a ConfigError naming the variable, build variables included', () => {
    expect(() => readServerConfig({ INDEXNOW_KEY: 'bad key' })).toThrow(ConfigError);
    expect(() => readServerConfig({ INDEXNOW_KEY: 'bad key' })).toThrow(
      'Server configuration:\n✖ must be 8-128 characters of a-z, A-Z, 0-9 and -\n  → at INDEXNOW_KEY',
    );
    expect(() => readServerConfig({ SUPABASE_URL: 'ftp://example.test' })).toThrow(/→ at SUPABASE_URL/);
    expect(() => readServerConfig({ PUBLIC_SITE_URL: 'nowhere' })).toThrow(/^Server configuration:\n[\s\S]*→ at PUBLIC_SITE_URL/);
  });

  test('mail: a MailConfigError naming the variable and never its value', () => {
    const secret = 'short-secret-value';
    const run = () => readMailConfig({ ...MAIL, EMAIL_TOKEN_SECRET: secret });
    expect(run).toThrow(MailConfigError);
    expect(run).toThrow('Mail configuration:\n✖ must be at least 32 characters\n  → at EMAIL_TOKEN_SECRET');
    expect(run).not.toThrow(secret);
    expect(readMailConfig(MAIL)).toMatchObject({ from: MAIL.MAIL_FROM, smtp: { host: MAIL.SMTP_HOST, port: 587, secure: false } });
  });
});
