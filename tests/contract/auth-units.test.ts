// Pieces of the local Auth stand-in that need no database: redirect checking, token hashing as Supabase Auth
// does it, PKCE challenges, the two error body formats, and link extraction for the mailbox.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AuthError, authErrorResponse, authErrors } from '../../local/supabase/auth/errors.ts';
import { challengeMatches, readPkce, tokenHash } from '../../local/supabase/auth/one-time-tokens.ts';
import { resolveRedirect } from '../../local/supabase/auth/redirects.ts';
import { extractLinks, Mailbox } from '../../local/supabase/mailbox.ts';

const policy = { siteUrl: 'http://localhost:4321', additionalRedirectUrls: ['http://127.0.0.1:4321'] };

describe('redirect_to', () => {
  it('keeps targets on allowed origins (any path) and falls back to the site URL otherwise', () => {
    expect(resolveRedirect('http://localhost:4321/auth/callback?redirect_to=/x', policy)).toBe('http://localhost:4321/auth/callback?redirect_to=/x');
    expect(resolveRedirect('http://127.0.0.1:4321/workspace', policy)).toBe('http://127.0.0.1:4321/workspace');
    for (const bad of ['https://evil.example/', 'http://localhost:4322/', 'javascript:alert(1)', '/relative', '', null, undefined]) {
      expect(resolveRedirect(bad, policy)).toBe('http://localhost:4321');
    }
  });
});

describe('tokens', () => {
  it('hashes email + code with sha224, as Supabase Auth does', () => {
    expect(tokenHash('a@b.test', '123456')).toBe(createHash('sha224').update('a@b.test123456').digest('hex'));
  });

  it('checks PKCE verifiers (s256 and plain)', () => {
    const verifier = 'x'.repeat(56);
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const s256 = readPkce(challenge, 's256')!;
    expect(challengeMatches(verifier, s256)).toBe(true);
    expect(challengeMatches(`${verifier}y`, s256)).toBe(false);
    expect(challengeMatches(verifier, readPkce(verifier, 'plain')!)).toBe(true);
    expect(readPkce(null, null)).toBeNull();
    expect(() => readPkce(challenge, null)).toThrow(AuthError);
  });
});

describe('error bodies', () => {
  it('{code, message} for API version 2024-01-01, {code: status, error_code, msg} without', async () => {
    const modern = authErrorResponse(new Request('http://x/', { headers: { 'x-supabase-api-version': '2024-01-01' } }), authErrors.weakPassword(6));
    expect(modern.status).toBe(422);
    expect(await modern.json()).toEqual({ code: 'weak_password', message: 'Password should be at least 6 characters.', weak_password: { reasons: ['length'] } });
    const legacy = authErrorResponse(new Request('http://x/'), authErrors.invalidCredentials());
    expect(await legacy.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
    expect(legacy.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });
});

describe('mailbox', () => {
  it('keeps mails newest first with their links', () => {
    const box = new Mailbox();
    box.send({ to: 'A@b.test', subject: 'one', text: 'go to http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup now' });
    box.send({ to: 'a@b.test', subject: 'two', text: 'no link' });
    expect(box.list().map((m) => m.subject)).toEqual(['two', 'one']);
    expect(box.list()[1].links).toEqual(['http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup']);
    expect(box.latestTo('a@B.test')?.subject).toBe('two');
    expect(extractLinks('see https://a.test/x, and "https://b.test/y"')).toEqual(['https://a.test/x', 'https://b.test/y']);
  });
});
