// netlify.toml's and the build's headers as Netlify's emulator answers them: the security policy, caching, and
// the files crawlers and IndexNow ask for.
import { expect, test } from 'vitest';
import { LOCAL_OPS } from '../../local/config.ts';
import { contentSecurityPolicy, hashSources, inlineHashesOfBuild } from '../../src/integrations/csp.build.ts';
import { E2E_CONTACT_RECIPIENT, E2E_SUPABASE_URL } from '../e2e/ports.ts';
import { BUILT_URL, useTestSite } from './site.ts';
import { TEST_SITE_DIR } from './test-site.ts';

const site = useTestSite();

test("responses carry netlify.toml's headers: CSP, HSTS, nosniff, referrer and permissions policies, caching", async () => {
  const home = await site.get('/');
  const csp = home.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain("'unsafe-eval'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).not.toMatch(/style-src-elem[^;]*'unsafe-inline'/);
  // Written by the build for the Supabase, contact-form service and analytics tag it was configured with
  // (tests/site/test-site.ts): nothing wider.
  const configured = { supabaseUrl: E2E_SUPABASE_URL, contactFormUrl: `${E2E_SUPABASE_URL}/form-mail/${E2E_CONTACT_RECIPIENT}`, analytics: true };
  expect(csp).toBe(contentSecurityPolicy({ ...configured, hashes: inlineHashesOfBuild(TEST_SITE_DIR) }));
  expect(csp).not.toContain('supabase.co');
  // The hostile row's "<script>window.__pwned=1</script>" sits (escaped as needed) in meta attributes: text, not a script to allow.
  expect(csp).not.toContain(hashSources(['window.__pwned=1'])[0]);
  expect(home.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  expect(home.headers.get('x-content-type-options')).toBe('nosniff');
  expect(home.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(home.headers.get('permissions-policy')).toContain('camera=()');
  expect(home.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');

  const admin = await site.get('/webhook-trigger');
  expect(admin.headers.get('content-security-policy')).toBe(csp);
  const html = await admin.text();
  expect(html).toMatch(/<meta name="robots" content="noindex/);

  const asset = html.match(/\/_astro\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const bundle = await site.get(asset!);
  expect(bundle.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(bundle.headers.get('content-security-policy')).toBe(csp);

  const missing = await site.get('/no-such-page');
  expect(missing.status).toBe(404);
  expect(missing.headers.get('strict-transport-security')).toBeTruthy();
});

test('the IndexNow key file is served at the site root; the admin page is not in the sitemap', async () => {
  const key = await site.get(`/${LOCAL_OPS.indexNowKey}.txt`);
  expect(key.status).toBe(200);
  expect(await key.text()).toBe(LOCAL_OPS.indexNowKey);
  const sitemap = await site.text('/sitemap-0.xml');
  expect(sitemap).toContain(`${BUILT_URL}/discover`);
  expect(sitemap).not.toContain('webhook-trigger');
});
