import { describe, expect, it } from 'vitest';
import { headersFor, loadNetlifyConfig, parseHeadersFile, parseNetlifyToml, pathMatches } from '../../local/netlify/config.ts';
import { contentSecurityPolicy, headersFile } from '../../src/config/csp.ts';

describe('netlify.toml as the local server reads it', () => {
  const config = loadNetlifyConfig();

  const production = contentSecurityPolicy({ supabaseUrl: 'https://abcdefgh.supabase.co', contactFormUrl: 'https://formsubmit.co/hello@researchventures.ai', scriptHashes: ["'sha256-abc='"] });

  it('security headers apply to every path (the CSP from the built _headers), and a later rule overrides Cache-Control', () => {
    const rules = [...parseHeadersFile(headersFile(production)), ...config.headers];
    expect(headersFor(config.headers, '/')['Content-Security-Policy']).toBeUndefined();
    for (const path of ['/', '/webhook-trigger', '/idea/x-1', '/_astro/a.js', '/discover/data/abc/core.json']) {
      const headers = headersFor(rules, path);
      expect(headers['Content-Security-Policy'], path).toMatch(/frame-ancestors 'none'/);
      expect(headers['Strict-Transport-Security'], path).toMatch(/^max-age=\d+/);
      expect(headers['X-Content-Type-Options'], path).toBe('nosniff');
      expect(headers['Referrer-Policy'], path).toBeTruthy();
      expect(headers['Permissions-Policy'], path).toBeTruthy();
    }
    expect(headersFor(config.headers, '/')['Cache-Control']).toBe('public, max-age=0, must-revalidate');
    expect(headersFor(config.headers, '/_astro/a.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(config.headers, '/discover/latest.json')['Cache-Control']).toBe('public, max-age=60, must-revalidate');
    expect(headersFor(config.headers, '/workspace/data/abc/ideas-0.json')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(config.headers, '/workspace')['Cache-Control']).toBe('public, max-age=0, must-revalidate');
  });

  it('the CSP allows no inline or eval script, and besides the site only the configured Supabase project, the analytics tag and the contact form service', () => {
    const directive = (csp: string, name: string) => new RegExp(`${name} ([^;]*)`).exec(csp)![1]!;
    expect(directive(production, 'script-src').split(' ').filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(directive(production, 'connect-src')).toBe(
      "'self' https://abcdefgh.supabase.co wss://abcdefgh.supabase.co https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );
    expect(production).not.toContain('*.supabase.co');
    expect(directive(production, 'form-action')).toBe("'self' https://formsubmit.co");
    expect(directive(production, 'frame-ancestors')).toBe("'none'");
    // The local stand-in over http: its origin and ws://.
    const local = contentSecurityPolicy({ supabaseUrl: 'http://127.0.0.1:54321', contactFormUrl: 'http://127.0.0.1:54321/form-mail/x@example.test', scriptHashes: [] });
    expect(directive(local, 'connect-src')).toMatch(/^'self' http:\/\/127\.0\.0\.1:54321 ws:\/\/127\.0\.0\.1:54321 /);
    expect(directive(local, 'form-action')).toBe("'self' http://127.0.0.1:54321");
  });

  it('has the idea resolver redirect', () => {
    expect(config.redirects).toEqual([{ from: '/idea/*', to: '/idea-not-found', status: 404 }]);
  });

  it('matches Netlify path patterns and rejects lines it cannot read', () => {
    expect(pathMatches('/*', '/')).toBe(true);
    expect(pathMatches('/_astro/*', '/_astro/x/y.js')).toBe(true);
    expect(pathMatches('/_astro/*', '/astro/x.js')).toBe(false);
    expect(pathMatches('/discover/latest.json', '/discover/latest.json')).toBe(true);
    expect(pathMatches('/discover/latest.json', '/discover/latestxjson')).toBe(false);
    expect(() => parseNetlifyToml('[[headers]]\n  for = [1, 2]')).toThrow(/line 2: unsupported value/);
    expect(() => parseNetlifyToml('nonsense here')).toThrow(/line 1: cannot read/);
  });
});

describe('header rules at the size of a 10,000-idea build', () => {
  const rules = parseHeadersFile(
    [
      '/*\n  X-Order: splat',
      '/idea/:slug\n  X-Order: placeholder',
      ...Array.from({ length: 13_000 }, (_, n) => `/idea/idea-${n}.md\n  Content-Type: text/markdown; charset=utf-8`),
      '/idea/idea-7.md\n  X-Order: exact-later',
      '/feeds/\n  X-Slash: exact',
      '/feeds/all.xml\n  X-Order: exact',
    ].join('\n'),
  );
  const byRegex = (path: string) => Object.assign({}, ...rules.filter((rule) => pathMatches(rule.for, path)).map((rule) => rule.values));

  it("match exactly as one pattern per rule does: file order, later wins, an exact path with or without its trailing slash", () => {
    for (const path of ['/', '/idea/idea-7.md', '/idea/idea-7.md/', '/idea/idea-12999.md', '/idea/idea-13000.md', '/idea/x', '/feeds/', '/feeds', '/feeds/all.xml', '/feeds/all.xml/', '/feeds/all.xmlx']) {
      expect(headersFor(rules, path), path).toEqual(byRegex(path));
    }
    expect(headersFor(rules, '/idea/idea-7.md')).toEqual({ 'X-Order': 'exact-later', 'Content-Type': 'text/markdown; charset=utf-8' });
  });
});
