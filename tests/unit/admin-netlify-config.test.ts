// netlify.toml's headers and redirect rule, and the Content-Security-Policy the build writes into _headers,
// applied by Netlify's own config reader and header matcher as a deploy applies them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_SECURITY_HEADERS } from '../../src/config/constants/security-headers.ts';
import { contentSecurityPolicy, headersFile } from '../../src/integrations/csp.build.ts';
import { json } from '../../netlify/functions/_shared/http.ts';
import { preflight, rpcErrorResponse, withCors } from '../../src/mcp/http.server.ts';
import { publishRules, type PublishedRules } from './netlify-rules.ts';

const hashes = { script: ["'sha256-abc='"], style: ["'sha256-def='"] };
const production = contentSecurityPolicy({ supabaseUrl: 'https://abcdefgh.supabase.co', contactFormUrl: 'https://formsubmit.co/hello@researchventures.ai', analytics: true, hashes });
let built: PublishedRules;
let tomlOnly: PublishedRules;
beforeAll(async () => {
  built = await publishRules({ _headers: headersFile(production) });
  tomlOnly = await publishRules({});
});
afterAll(() => {
  built.remove();
  tomlOnly.remove();
});

describe('netlify.toml and the built _headers, as Netlify applies them', () => {
  it('security headers apply to every path (the CSP from the built _headers), and a later rule overrides Cache-Control', async () => {
    expect((await tomlOnly.headers('/'))['Content-Security-Policy']).toBeUndefined();
    for (const path of ['/', '/webhook-trigger', '/idea/x-1', '/_astro/a.js', '/discover/data/abc/core.json']) {
      const headers = await built.headers(path);
      expect(headers['Content-Security-Policy'], path).toMatch(/frame-ancestors 'none'/);
      expect(headers['Strict-Transport-Security'], path).toMatch(/^max-age=\d+/);
      expect(headers['X-Content-Type-Options'], path).toBe('nosniff');
      expect(headers['Referrer-Policy'], path).toBeTruthy();
      expect(headers['Permissions-Policy'], path).toBeTruthy();
    }
    expect((await tomlOnly.headers('/'))['Cache-Control']).toBe('public, max-age=0, must-revalidate');
    expect((await tomlOnly.headers('/_astro/a.js'))['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect((await tomlOnly.headers('/discover/latest.json'))['Cache-Control']).toBe('public, max-age=60, must-revalidate');
    expect((await tomlOnly.headers('/workspace/data/abc/ideas-0.json'))['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect((await tomlOnly.headers('/workspace'))['Cache-Control']).toBe('public, max-age=0, must-revalidate');
  });
  it('the CSP allows no inline or eval script, and besides the site only the configured Supabase project, the analytics tag (when on) and the contact form service', () => {
    const directive = (csp: string, name: string) => new RegExp(`${name} ([^;]*)`).exec(csp)![1]!;
    expect(directive(production, 'script-src').split(' ').filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(directive(production, 'connect-src')).toBe(
      "'self' https://abcdefgh.supabase.co wss://abcdefgh.supabase.co https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );
    expect(production).not.toContain('*.supabase.co');
    expect(production).not.toContain("'unsafe-eval'");
    expect(directive(production, 'style-src-elem')).toBe("'self' 'sha256-def='");
    expect(directive(production, 'form-action')).toBe("'self' https://formsubmit.co");
    expect(directive(production, 'frame-ancestors')).toBe("'none'");
    // The local stand-in over http, without analytics: its origin and ws://, and no analytics host.
    const local = contentSecurityPolicy({ supabaseUrl: 'http://127.0.0.1:54321', contactFormUrl: 'http://127.0.0.1:54321/form-mail/x@example.test', analytics: false, hashes: { script: [], style: [] } });
    expect(directive(local, 'script-src')).toBe("'self'");
    expect(directive(local, 'connect-src')).toBe("'self' http://127.0.0.1:54321 ws://127.0.0.1:54321");
    expect(local).not.toMatch(/googletagmanager|google-analytics|analytics\.google/);
    expect(directive(local, 'form-action')).toBe("'self' http://127.0.0.1:54321");
  });

  it('the functions and /mcp, which the header rules do not reach, send the same security headers themselves, and a CSP that loads nothing', async () => {
    const page = await tomlOnly.headers('/');
    const { 'Content-Security-Policy': csp, ...rest } = FUNCTION_SECURITY_HEADERS;
    for (const [name, value] of Object.entries(rest)) expect(value, name).toBe(page[name]);
    expect(csp).toBe("default-src 'none'; frame-ancestors 'none'");
    const responses = {
      json: json({ ok: true }),
      'mcp error': rpcErrorResponse(400, -32600, 'no'),
      'mcp answer': withCors(new Response('{}', { headers: { 'Content-Type': 'application/json' } })),
      'mcp preflight': preflight(new Request('https://example.test/mcp', { method: 'OPTIONS' }))!,
    };
    for (const [kind, response] of Object.entries(responses)) {
      for (const [name, value] of Object.entries(FUNCTION_SECURITY_HEADERS)) expect(response.headers.get(name), `${kind}: ${name}`).toBe(value);
    }
  });

  it('has the idea resolver rule: any address under /idea/ no file answers is the Idea Not Found page, with 404', async () => {
    expect(await tomlOnly.redirect('/idea/anything-12')).toEqual({ status: 404, to: '/idea-not-found' });
    expect(await tomlOnly.redirect('/about')).toBeNull();
  });
});
