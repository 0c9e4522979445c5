import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  authErrorMessage,
  authPageUrl,
  avatarInitials,
  callbackUrl,
  displayName,
  initials,
  isAuthPath,
  linkFlowOf,
  parseAuthRedirect,
  readProfileCache,
  resetPasswordUrl,
  returnPathFor,
  safeRedirect,
  serializeProfileCache,
  sessionStorageKey,
  withoutAuthParams,
} from '../../src/auth/rules.ts';
import { AUTH_CALLBACK_ERRORS } from '../../src/config/constants/auth.ts';

describe('display name', () => {
  test('full name first, trimmed', () => {
    expect(displayName({ email: 'ada@example.test', user_metadata: { full_name: '  Ada Lovelace ' } })).toBe('Ada Lovelace');
  });
  test('else the local part of the email', () => {
    expect(displayName({ email: 'grace.hopper@example.test', user_metadata: {} })).toBe('grace.hopper');
    expect(displayName({ email: 'grace@example.test', user_metadata: { full_name: '   ' } })).toBe('grace');
    expect(displayName({ email: 'grace@example.test', user_metadata: { full_name: 42 } })).toBe('grace');
  });
  test("else 'User'", () => {
    expect(displayName({ email: null, user_metadata: null })).toBe('User');
    expect(displayName({ email: '@example.test' })).toBe('User');
    expect(displayName(null)).toBe('User');
    expect(displayName(undefined)).toBe('User');
  });
});

describe('avatar initials', () => {
  test('up to two letters from the first two words, upper case', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('ada king lovelace')).toBe('AK');
    expect(initials('Plato')).toBe('P');
    expect(initials('  Demo   Founder ')).toBe('DF');
  });
  test('email local parts split on . _ - +', () => {
    expect(initials('grace.hopper')).toBe('GH');
    expect(initials('grace_hopper')).toBe('GH');
    expect(initials('user-1712345')).toBe('U1');
    expect(initials('jo+news')).toBe('JN');
  });
  test('non-Latin and astral characters stay whole', () => {
    expect(initials('émile zola')).toBe('ÉZ');
    expect(initials('𝒜lice Bob')).toBe('𝒜B');
  });
  test("empty gives 'U' (from 'User')", () => {
    expect(initials('')).toBe('U');
    expect(initials(' . ')).toBe('U');
  });
  test('from a user: full name, else email, else User', () => {
    expect(avatarInitials({ email: 'x@example.test', user_metadata: { full_name: 'Demo Founder' } })).toBe('DF');
    expect(avatarInitials({ email: 'sam.doe@example.test' })).toBe('SD');
    expect(avatarInitials(null)).toBe('U');
  });
});

describe('safe redirect_to', () => {
  test('same-origin paths pass, with query and hash', () => {
    expect(safeRedirect('/')).toBe('/');
    expect(safeRedirect('/discover')).toBe('/discover');
    expect(safeRedirect('/discover?primaryCategory=Agentic%20AI#top')).toBe('/discover?primaryCategory=Agentic%20AI#top');
    expect(safeRedirect('/idea/some-pitch-12')).toBe('/idea/some-pitch-12');
  });
  test('dot segments are resolved, never above the root', () => {
    expect(safeRedirect('/a/../workspace')).toBe('/workspace');
    expect(safeRedirect('/../../etc')).toBe('/etc');
  });
  test('other origins, schemes and protocol-relative addresses fall back', () => {
    for (const value of [
      'https://evil.example/',
      'http://localhost:4399/discover',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'data:text/html,hi',
      'discover',
      ' /discover',
      '/\tdiscover',
      '/disc\nover',
      '',
    ]) {
      expect(safeRedirect(value), value).toBe('/');
    }
  });
  test('paths that resolve to another host fall back, however they are encoded (red-team payloads)', () => {
    for (const value of [
      '/.//evil.example/phish',
      '/a/..//evil.example',
      '/%2e//evil.example',
      '/%2E%2E//evil.example',
      '/%2e%2e//evil.example/x?y#z',
      '/./\\evil.example',
      '/x/%2e%2e/%2e%2e//evil.example',
      decodeURIComponent('%2F.%2F%2Fevil.example%2Fphish'),
    ]) {
      expect(safeRedirect(value), value).toBe('/');
    }
    // Encoded slashes stay encoded: a path on this site, not a host.
    expect(safeRedirect('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });
  test('is idempotent and never yields a path a browser reads as another host (property)', () => {
    const segment = fc.constantFrom('', '.', '..', '%2e', '%2E', '%2e%2e', '.%2e', 'a', 'auth', 'evil.example', '\\', '%5c', '%2f', '?', '#', '@', ':');
    const path = fc.array(segment, { maxLength: 8 }).map((parts) => `/${parts.join('/')}`);
    const value = fc.oneof(path, fc.string({ maxLength: 30 }).map((rest) => `/${rest}`), fc.string({ maxLength: 30 }));
    fc.assert(
      fc.property(value, (input) => {
        const once = safeRedirect(input);
        expect(safeRedirect(once)).toBe(once);
        expect(once.startsWith('/')).toBe(true);
        expect(/^[/\\]{2}/.test(once)).toBe(false);
        expect(new URL(once, 'https://site.example').origin).toBe('https://site.example');
      }),
      { numRuns: 5000, seed: 15 },
    );
  });
  test('non-strings fall back, to a chosen fallback too', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect(['/x'])).toBe('/');
    expect(safeRedirect('https://evil.example', '/workspace')).toBe('/workspace');
  });
  test('never back to an /auth page (it would loop)', () => {
    expect(isAuthPath('/auth')).toBe(true);
    expect(isAuthPath('/auth.html')).toBe(true);
    expect(isAuthPath('/auth/callback')).toBe(true);
    expect(isAuthPath('/authors')).toBe(false);
    expect(safeRedirect('/auth/callback?redirect_to=/x')).toBe('/');
    expect(safeRedirect('/auth')).toBe('/');
    expect(safeRedirect('/authors')).toBe('/authors');
  });
});

describe('return path and addresses', () => {
  test('the current page, or on /auth pages their own redirect_to', () => {
    expect(returnPathFor('/idea/foo-3', '')).toBe('/idea/foo-3');
    expect(returnPathFor('/discover', '?secondaryCategory=Energy')).toBe('/discover?secondaryCategory=Energy');
    expect(returnPathFor('/auth', '?redirect_to=%2Fworkspace')).toBe('/workspace');
    expect(returnPathFor('/auth', '?redirect_to=https://evil.example')).toBe('/');
    expect(returnPathFor('/auth/callback', '')).toBe('/');
  });
  test("the page's #fragment comes back with it, on a round trip through the callback address", () => {
    expect(returnPathFor('/idea/foo-3', '', '#scores')).toBe('/idea/foo-3#scores');
    expect(returnPathFor('/discover', '?q=ai', '#results')).toBe('/discover?q=ai#results');
    // On /auth pages the fragment is theirs, not the return path's.
    expect(returnPathFor('/auth', '?redirect_to=%2Fabout', '#top')).toBe('/about');
    const back = new URL(callbackUrl('http://localhost:4399', returnPathFor('/idea/foo-3', '?a=1', '#scores'))).searchParams.get('redirect_to');
    expect(back).toBe('/idea/foo-3?a=1#scores');
  });
  test('the callback address names the mail it was asked for, and only the two known flows read back', () => {
    const signup = new URL(callbackUrl('http://localhost:4399', '/about', 'signup'));
    expect(signup.searchParams.get('flow')).toBe('signup');
    expect(linkFlowOf(signup.search)).toBe('signup');
    expect(linkFlowOf(new URL(callbackUrl('http://localhost:4399', '/about', 'magiclink')).search)).toBe('magiclink');
    expect(linkFlowOf(new URL(callbackUrl('http://localhost:4399', '/about')).search)).toBeNull();
    expect(linkFlowOf('?flow=recovery')).toBeNull();
    // The auth server adds its ?code= to the address and keeps the flow.
    expect(linkFlowOf(`${signup.search}&code=abc`)).toBe('signup');
    expect(withoutAuthParams(`${signup.href}&code=abc`)).toBe('/auth/callback?redirect_to=%2Fabout');
  });
  test('callback URL carries the safe path, encoded', () => {
    expect(callbackUrl('http://localhost:4399', '/idea/foo-3')).toBe('http://localhost:4399/auth/callback?redirect_to=%2Fidea%2Ffoo-3');
    expect(callbackUrl('https://researchventures.ai', '/discover?primaryCategory=A&secondaryCategory=B')).toBe(
      'https://researchventures.ai/auth/callback?redirect_to=%2Fdiscover%3FprimaryCategory%3DA%26secondaryCategory%3DB',
    );
    expect(callbackUrl('http://localhost:4399', '//evil.example')).toBe('http://localhost:4399/auth/callback?redirect_to=%2F');
    const back = new URL(callbackUrl('http://localhost:4399', '/discover?a=1&b=2')).searchParams.get('redirect_to');
    expect(back).toBe('/discover?a=1&b=2');
  });
  test('reset-password and /auth addresses', () => {
    expect(resetPasswordUrl('http://localhost:4399')).toBe('http://localhost:4399/auth/reset-password');
    expect(authPageUrl('/')).toBe('/auth');
    expect(authPageUrl('/workspace')).toBe('/auth?redirect_to=%2Fworkspace');
    expect(authPageUrl('https://evil.example')).toBe('/auth');
  });
  test("supabase-js's storage key: first label of the host", () => {
    expect(sessionStorageKey('http://127.0.0.1:54321')).toBe('sb-127-auth-token');
    expect(sessionStorageKey('https://abcdefgh.supabase.co')).toBe('sb-abcdefgh-auth-token');
  });
});

describe('error message rule', () => {
  test("the error's message, else 'An error occurred'", () => {
    expect(authErrorMessage({ message: 'Invalid login credentials', status: 400 })).toBe('Invalid login credentials');
    expect(authErrorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(authErrorMessage({ message: '' })).toBe('An error occurred');
    expect(authErrorMessage({ message: '{}' })).toBe('An error occurred');
    expect(authErrorMessage({ code: 'x' })).toBe('An error occurred');
    expect(authErrorMessage(42)).toBe('An error occurred');
    expect(authErrorMessage('Plain text')).toBe('Plain text');
  });
  test('no error is null', () => {
    expect(authErrorMessage(null)).toBeNull();
    expect(authErrorMessage(undefined)).toBeNull();
  });
});

describe('auth redirects', () => {
  test('implicit-flow tokens in the hash', () => {
    expect(parseAuthRedirect('http://localhost:4399/auth/callback?redirect_to=%2F#access_token=a.b.c&expires_in=3600&refresh_token=r1&token_type=bearer&type=signup')).toEqual({
      kind: 'session',
      accessToken: 'a.b.c',
      refreshToken: 'r1',
      type: 'signup',
    });
  });
  test('a PKCE code in the query', () => {
    expect(parseAuthRedirect('http://localhost:4399/auth/callback?code=abc&redirect_to=%2F')).toEqual({ kind: 'code', code: 'abc' });
  });
  test('errors in the hash or the query, told in our words by their code (tests/unit/callback-errors.test.ts)', () => {
    expect(parseAuthRedirect('http://x.test/auth/callback#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired')).toEqual({
      kind: 'error',
      message: AUTH_CALLBACK_ERRORS.expiredLink,
    });
    expect(parseAuthRedirect('http://x.test/auth/callback?error=access_denied')).toEqual({ kind: 'error', message: AUTH_CALLBACK_ERRORS.cancelled });
    expect(parseAuthRedirect('http://x.test/auth/callback#error_description=')).toEqual({ kind: 'error', message: AUTH_CALLBACK_ERRORS.generic });
  });
  test("the callback's documented token parameters in the query; a code wins over tokens", () => {
    expect(parseAuthRedirect('http://x.test/auth/callback?redirect_to=%2Fabout&access_token=a.b.c&refresh_token=r1')).toEqual({
      kind: 'session',
      accessToken: 'a.b.c',
      refreshToken: 'r1',
      type: null,
    });
    expect(parseAuthRedirect('http://x.test/cb?code=c1#access_token=a&refresh_token=b').kind).toBe('code');
  });
  test('nothing a redirect brought stays in the address; the return path does', () => {
    expect(withoutAuthParams('http://x.test/auth/callback?redirect_to=%2Fabout&code=c1#access_token=a&refresh_token=b')).toBe('/auth/callback?redirect_to=%2Fabout');
    expect(withoutAuthParams('http://x.test/auth/callback?access_token=a&refresh_token=b&expires_in=3600&token_type=bearer&type=magiclink')).toBe('/auth/callback');
    expect(withoutAuthParams('http://x.test/auth/callback?redirect_to=%2F&error=access_denied&error_code=otp_expired&error_description=Account+locked')).toBe('/auth/callback?redirect_to=%2F');
  });
  test('an error wins over tokens; half a token pair is nothing', () => {
    expect(parseAuthRedirect('http://x.test/cb#access_token=a&refresh_token=b&error=server_error').kind).toBe('error');
    expect(parseAuthRedirect('http://x.test/cb#access_token=a')).toEqual({ kind: 'none' });
    expect(parseAuthRedirect('http://x.test/cb')).toEqual({ kind: 'none' });
  });
});

describe('profile cache', () => {
  const profile = { id: 'u1', email: 'a@example.test', full_name: 'A', role: 'user', picked_for_you: false, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
  test('a fresh entry for the same user is a hit', () => {
    const raw = serializeProfileCache('u1', profile, 1000);
    expect(readProfileCache(raw, 'u1', 1000 + 299_999)).toEqual({ hit: true, profile });
  });
  test('a cached "no profile" is a hit too', () => {
    expect(readProfileCache(serializeProfileCache('u1', null, 0), 'u1', 10)).toEqual({ hit: true, profile: null });
  });
  test('5 minutes old, another user, a future time or garbage is a miss', () => {
    const raw = serializeProfileCache('u1', profile, 1000);
    expect(readProfileCache(raw, 'u1', 1000 + 300_000)).toEqual({ hit: false });
    expect(readProfileCache(raw, 'u2', 1000)).toEqual({ hit: false });
    expect(readProfileCache(raw, 'u1', 999)).toEqual({ hit: false });
    expect(readProfileCache('{not json', 'u1', 1000)).toEqual({ hit: false });
    expect(readProfileCache(null, 'u1', 1000)).toEqual({ hit: false });
    expect(readProfileCache(JSON.stringify({ userId: 'u1', savedAt: 0, profile: { id: 'u9' } }), 'u1', 1)).toEqual({ hit: false });
  });
});
