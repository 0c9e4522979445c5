// The consent page's pure rules (src/auth/oauth-consent.ts): the request id it accepts, what each failure
// means, where it lets the browser go, and how clients and scopes read.
import { describe, expect, test } from 'vitest';
import { authorizationIdFrom, canRetry, clientAddress, clientName, clientRedirect, clientWebsite, consentProblem, scopeTexts } from '../../src/auth/oauth-consent.ts';

describe('authorizationIdFrom', () => {
  test("takes Supabase Auth's 32 base32 characters and nothing else", () => {
    const id = 'abcdefghijklmnopqrstuvwxyz234567';
    expect(authorizationIdFrom(`?authorization_id=${id}`)).toBe(id);
    expect(authorizationIdFrom(`?x=1&authorization_id=${id}&y=2`)).toBe(id);
    for (const search of ['', '?authorization_id=', `?authorization_id=${id.toUpperCase()}`, `?authorization_id=${id}1`, '?authorization_id=abc', `?authorization_id=${id.slice(0, 31)}0`]) {
      expect(authorizationIdFrom(search), search).toBeNull();
    }
  });
});

describe('consentProblem', () => {
  test('no answer is offline; 404 is gone; a decided request is decided; anything else failed', () => {
    expect(consentProblem({ name: 'AuthRetryableFetchError', status: 0, message: 'Failed to fetch' })).toBe('offline');
    expect(consentProblem({ name: 'AuthRetryableFetchError', status: 503 })).toBe('offline');
    expect(consentProblem({ name: 'AuthApiError', status: 404, code: 'oauth_authorization_not_found' })).toBe('gone');
    expect(consentProblem({ status: 400, code: 'validation_failed', message: 'authorization request is no longer pending' })).toBe('decided');
    expect(consentProblem({ status: 400, code: 'validation_failed', message: 'authorization request cannot be processed' })).toBe('decided');
    expect(consentProblem({ status: 400, code: 'validation_failed', message: 'unauthorized request origin' })).toBe('failed');
    expect(consentProblem({ status: 500, code: 'unexpected_failure' })).toBe('failed');
  });

  test('only what a second attempt may fix offers Try again', () => {
    expect([canRetry('offline'), canRetry('failed'), canRetry('gone'), canRetry('decided'), canRetry('missingRequest')]).toEqual([true, true, false, false, false]);
  });
});

describe('clientRedirect', () => {
  test("follows a client's http(s) or native app address; never one that would run or show content here", () => {
    expect(clientRedirect('http://127.0.0.1:33418/callback?code=x&state=y')).toBe('http://127.0.0.1:33418/callback?code=x&state=y');
    expect(clientRedirect('https://claude.ai/api/mcp/auth_callback?code=x')).toBe('https://claude.ai/api/mcp/auth_callback?code=x');
    expect(clientRedirect('cursor://anysphere.cursor-mcp/oauth/callback?code=x')).toBe('cursor://anysphere.cursor-mcp/oauth/callback?code=x');
    for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>1</script>', 'vbscript:x', 'blob:https://a/b', 'file:///etc/passwd', 'about:blank', '/relative', '', 42, null]) {
      expect(clientRedirect(url), String(url)).toBeNull();
    }
  });
});

describe('how a client reads', () => {
  test('its address is the host, or a native app scheme; its website only if http(s)', () => {
    expect(clientAddress('http://127.0.0.1:33418/callback')).toBe('127.0.0.1:33418');
    expect(clientAddress('https://claude.ai/api/mcp/auth_callback')).toBe('claude.ai');
    expect(clientAddress('cursor://anysphere.cursor-mcp/oauth/callback')).toBe('anysphere.cursor-mcp');
    expect(clientAddress('vscode:/callback')).toBe('vscode');
    expect(clientWebsite('https://assistant.example.com')).toBe('https://assistant.example.com/');
    expect(clientWebsite('javascript:alert(1)')).toBeNull();
    expect(clientWebsite('')).toBeNull();
    expect(clientWebsite(undefined)).toBeNull();
  });

  test('a blank name gives the fallback; scopes read as plain words, unknown ones as named, once each', () => {
    expect(clientName('  Claude  ', 'Unnamed')).toBe('Claude');
    expect(clientName(' ', 'Unnamed')).toBe('Unnamed');
    expect(clientName(undefined, 'Unnamed')).toBe('Unnamed');
    expect(scopeTexts('email  profile email')).toEqual(['Your email address', 'Your name and profile']);
    expect(scopeTexts(['openid', 'custom:read', 'constructor'])).toEqual(['Your account ID', 'custom:read', 'constructor']);
    expect(scopeTexts('')).toEqual([]);
  });
});
