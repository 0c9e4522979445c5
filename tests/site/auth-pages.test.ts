// The sign-in, account, assistant consent and admin pages as a crawler or a browser without JavaScript gets
// them: kept out of search results, and each already saying what it is before its island hydrates.
import { within } from '@testing-library/dom';
import { expect, test } from 'vitest';
import { ADMIN } from '../../src/config/constants/admin.ts';
import { CONSENT_TEXT } from '../../src/config/constants/assistants.ts';
import { useTestSite } from './site.ts';

const site = useTestSite();

const PRIVATE_PAGES = [
  { path: '/auth', heading: 'Sign in' },
  { path: '/auth/reset-password', heading: 'Choose a new password' },
  { path: '/auth/callback', heading: 'Signing you in...' },
  { path: '/account', heading: 'Your account' },
  { path: '/oauth/consent', heading: CONSENT_TEXT.pageTitle },
  { path: '/webhook-trigger', heading: ADMIN.text.title },
];

test.each(PRIVATE_PAGES)('$path is noindex, and says what it is without JavaScript', async ({ path, heading }) => {
  const response = await site.get(path);
  expect(response.status).toBe(200);
  const document = await site.document(path);
  const robots = document.querySelectorAll('meta[name="robots"]');
  expect(robots).toHaveLength(1);
  expect(robots[0]!.getAttribute('content')).toMatch(/^noindex\b/);
  expect(within(document.body).getByRole('heading', { level: 1 }).textContent?.trim()).toBe(heading);
});

test('the consent page is outside the sitemap and robots.txt, and no other site may frame it (clickjacking an Allow)', async () => {
  expect(await site.text('/sitemap-0.xml')).not.toContain('/oauth');
  expect(await site.text('/robots.txt')).toContain('Disallow: /oauth');
  const consent = await site.get('/oauth/consent?authorization_id=abcdefghijklmnopqrstuvwxyz234567');
  expect(consent.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(consent.headers.get('x-frame-options')).toBe('DENY');
});
