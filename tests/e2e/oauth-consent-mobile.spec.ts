// The consent page at 390 px (the mobile project): a real request from a registered assistant, signed in, with
// no WCAG 2.2 AA violations, nothing wider than the screen, and Allow still leading back with a code.
// The flows in full at 1280 px: oauth-consent.spec.ts.
import { expect, test } from './test.ts';
import { CONSENT_TEXT } from '../../src/config/constants/assistants.ts';
import { createConfirmedUser, expectIslandsHydrated, openWithSession, passwordSession, uniqueEmail, violations } from './auth-helpers.ts';
import { callbackReached, registerAssistant, routeAssistant } from './oauth-helpers.ts';

test('390 px: the request reads in one column, passes axe, and Allow leads back with a code', async ({ page, request }) => {
  const email = uniqueEmail('consent-mobile');
  await createConfirmedUser(request, email, 'assistant-pass-1', 'Ada Mobile');
  const assistant = await registerAssistant(request, 'Pocket Assistant With A Rather Long Name');
  await routeAssistant(page);
  await openWithSession(page, await passwordSession(request, email, 'assistant-pass-1'));

  await page.goto(assistant.authorizeUrl);
  await expect(page.getByRole('heading', { level: 2, name: CONSENT_TEXT.question(assistant.name) })).toBeFocused();
  await expectIslandsHydrated(page);
  expect(await violations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/oauth-consent-390.png', fullPage: true });

  await page.getByRole('button', { name: CONSENT_TEXT.allow, exact: true }).click();
  expect((await callbackReached(page)).searchParams.get('code')).toBeTruthy();
});
