import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { AuthApiError, AuthPKCECodeVerifierMissingError, AuthRetryableFetchError, AuthSessionMissingError } from '@supabase/supabase-js';
import { callbackErrorText, libraryErrorText, linkNotice, redirectErrorText, safeCallbackError } from '../../src/auth/callback-errors.ts';
import { parseAuthRedirect } from '../../src/auth/rules.ts';
import { AUTH_CALLBACK_ERRORS } from '../../src/config/constants/auth.ts';

const OURS = new Set<string>(Object.values(AUTH_CALLBACK_ERRORS));
const ATTACKER = 'Account locked, call 555';

describe('callback error texts by code', () => {
  test.each([
    ['otp_expired', AUTH_CALLBACK_ERRORS.expiredLink],
    ['flow_state_expired', AUTH_CALLBACK_ERRORS.expiredLink],
    ['flow_state_not_found', AUTH_CALLBACK_ERRORS.expiredLink],
    ['refresh_token_not_found', AUTH_CALLBACK_ERRORS.expiredLink],
    ['bad_code_verifier', AUTH_CALLBACK_ERRORS.otherBrowser],
    ['pkce_code_verifier_not_found', AUTH_CALLBACK_ERRORS.otherBrowser],
    ['validation_failed', AUTH_CALLBACK_ERRORS.invalidLink],
    ['access_denied', AUTH_CALLBACK_ERRORS.cancelled],
    ['bad_oauth_state', AUTH_CALLBACK_ERRORS.providerFailed],
    ['email_address_not_authorized', AUTH_CALLBACK_ERRORS.addressNotAllowed],
    ['user_banned', AUTH_CALLBACK_ERRORS.accountBlocked],
    ['signup_disabled', AUTH_CALLBACK_ERRORS.signupsClosed],
    ['over_request_rate_limit', AUTH_CALLBACK_ERRORS.tooManyAttempts],
    ['server_error', AUTH_CALLBACK_ERRORS.serviceFailed],
  ])('%s', (code, text) => {
    expect(callbackErrorText(code)).toBe(text);
  });

  test('an unknown, empty or missing code, or an inherited property name, gives the generic line', () => {
    for (const code of ['made_up_code', '', null, undefined, 'constructor', '__proto__', 'toString', ATTACKER]) {
      expect(callbackErrorText(code)).toBe(AUTH_CALLBACK_ERRORS.generic);
    }
  });
});

describe('errors in a redirect address', () => {
  test('error_code decides; error stands in only without one; error_description is never read', () => {
    const params = (query: string) => new URLSearchParams(query);
    expect(redirectErrorText(params(`error=access_denied&error_code=otp_expired&error_description=${encodeURIComponent(ATTACKER)}`))).toBe(
      AUTH_CALLBACK_ERRORS.expiredLink,
    );
    expect(redirectErrorText(params('error=access_denied'))).toBe(AUTH_CALLBACK_ERRORS.cancelled);
    // A code we do not know, even with a familiar OAuth error beside it, is not a cancellation.
    expect(redirectErrorText(params('error=access_denied&error_code=something_new'))).toBe(AUTH_CALLBACK_ERRORS.generic);
    expect(redirectErrorText(params(`error_description=${encodeURIComponent(ATTACKER)}`))).toBe(AUTH_CALLBACK_ERRORS.generic);
  });

  test('parseAuthRedirect carries our text, from the query or the fragment', () => {
    const description = encodeURIComponent(ATTACKER);
    expect(parseAuthRedirect(`http://x.test/auth/callback?error=access_denied&error_code=otp_expired&error_description=${description}`)).toEqual({
      kind: 'error',
      message: AUTH_CALLBACK_ERRORS.expiredLink,
    });
    expect(parseAuthRedirect(`http://x.test/auth/callback#error_description=${description}`)).toEqual({ kind: 'error', message: AUTH_CALLBACK_ERRORS.generic });
    expect(parseAuthRedirect(`http://x.test/auth/callback?error_code=made_up&error_description=${description}`)).toEqual({
      kind: 'error',
      message: AUTH_CALLBACK_ERRORS.generic,
    });
  });

  test('whatever a link carries, the message is one of ours', () => {
    const word = fc.string({ minLength: 1, maxLength: 40 });
    fc.assert(
      fc.property(fc.option(word), fc.option(word), word, fc.boolean(), (error, code, description, inHash) => {
        const params = new URLSearchParams({ error_description: description });
        if (error !== null) params.set('error', error);
        if (code !== null) params.set('error_code', code);
        const href = `http://x.test/auth/callback${inHash ? '#' : '?'}${params.toString()}`;
        const parsed = parseAuthRedirect(href);
        expect(parsed.kind).toBe('error');
        if (parsed.kind !== 'error') return;
        expect(OURS.has(parsed.message)).toBe(true);
      }),
    );
  });
});

describe("the library's errors", () => {
  test('its own classes are mapped by code, never by their text', () => {
    const missing = new AuthPKCECodeVerifierMissingError();
    expect(missing.message).toMatch(/PKCE code verifier not found/);
    expect(libraryErrorText(missing)).toBe(AUTH_CALLBACK_ERRORS.otherBrowser);
    expect(libraryErrorText(new AuthApiError('invalid flow state, flow state has expired', 422, 'flow_state_expired'))).toBe(AUTH_CALLBACK_ERRORS.expiredLink);
    expect(libraryErrorText(new AuthApiError('code challenge does not match previously saved code verifier', 400, 'bad_code_verifier'))).toBe(
      AUTH_CALLBACK_ERRORS.otherBrowser,
    );
    expect(libraryErrorText(new AuthApiError(ATTACKER, 400, 'made_up_code'))).toBe(AUTH_CALLBACK_ERRORS.generic);
  });

  test('an unreachable service, an error without a code, or a thrown non-error', () => {
    expect(libraryErrorText(new AuthRetryableFetchError('Failed to fetch', 0))).toBe(AUTH_CALLBACK_ERRORS.offline);
    expect(libraryErrorText(new AuthSessionMissingError())).toBe(AUTH_CALLBACK_ERRORS.generic);
    expect(libraryErrorText(new TypeError('Failed to fetch dynamically imported module'))).toBe(AUTH_CALLBACK_ERRORS.generic);
    expect(libraryErrorText('PKCE code verifier not found in storage')).toBe(AUTH_CALLBACK_ERRORS.generic);
    expect(libraryErrorText({ code: 42, message: ATTACKER })).toBe(AUTH_CALLBACK_ERRORS.generic);
  });

  test('no error is no text', () => {
    expect(libraryErrorText(null)).toBeNull();
    expect(libraryErrorText(undefined)).toBeNull();
  });
});

describe('the last check before rendering', () => {
  test('our texts pass; anything else becomes the generic line', () => {
    for (const text of OURS) expect(safeCallbackError(text)).toBe(text);
    for (const text of [ATTACKER, 'Authentication Error', 'PKCE code verifier not found in storage.', '']) {
      expect(safeCallbackError(text)).toBe(AUTH_CALLBACK_ERRORS.generic);
    }
  });
});

describe('a mailed link opened in another browser', () => {
  const missingVerifier = libraryErrorText(new AuthPKCECodeVerifierMissingError());
  test('a sign-up link says the address is confirmed; a magic link offers a new link', () => {
    expect(missingVerifier).toBe(AUTH_CALLBACK_ERRORS.otherBrowser);
    expect(linkNotice(missingVerifier, 'signup')).toBe('signupConfirmed');
    expect(linkNotice(missingVerifier, 'magiclink')).toBe('sendNewLink');
  });
  test('any other error, or a callback that does not say which mail it is, stays an error', () => {
    expect(linkNotice(missingVerifier, null)).toBeNull();
    // A sign-up link opened again (used up by its first opening) is said as such, with sign-in first.
    expect(linkNotice(AUTH_CALLBACK_ERRORS.expiredLink, 'signup')).toBe('signupLinkUsed');
    expect(linkNotice(AUTH_CALLBACK_ERRORS.expiredLink, 'magiclink')).toBeNull();
    expect(linkNotice(AUTH_CALLBACK_ERRORS.expiredLink, null)).toBeNull();
    expect(linkNotice(null, 'magiclink')).toBeNull();
  });
});
