// An assistant (an MCP client) connecting through the consent page at 1280 px, against the stand-in's OAuth 2.1
// server: registered over HTTP, the browser sent to /oauth/authorize, signed in on the page, Allow by keyboard,
// and the code at the callback exchanged (PKCE) for a token of this account; Deny brings access_denied and no
// code; the account page lists the assistant and removes it. axe and a screenshot of the request; the 390 px
// run is oauth-consent-mobile.spec.ts.
import { expect, test } from './test.ts';
import { LOCAL_SUPABASE } from '../../local/config.ts';
import { CONNECTED_ASSISTANTS_TEXT, CONSENT_TEXT } from '../../src/config/constants/assistants.ts';
import { API, createConfirmedUser, expectIslandsHydrated, passwordSession, openWithSession, uniqueEmail, violations } from './auth-helpers.ts';
import { callbackReached, exchangeCode, registerAssistant, routeAssistant } from './oauth-helpers.ts';

const PASSWORD = 'assistant-pass-1';

test('signed out: the authorize URL leads to sign-in, then the request; Allow by keyboard gives a code the token endpoint exchanges', async ({ page, request }) => {
  const email = uniqueEmail('consent');
  await createConfirmedUser(request, email, PASSWORD, 'Ada Consent');
  const assistant = await registerAssistant(request, 'E2E Assistant');
  await routeAssistant(page);

  await page.goto(assistant.authorizeUrl);
  await expect(page).toHaveURL(/\/oauth\/consent\?authorization_id=[a-z2-7]{32}$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: CONSENT_TEXT.signInHeading })).toBeVisible();
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByRole('button', { name: 'Sign In', exact: true }).click();

  const question = main.getByRole('heading', { level: 2, name: CONSENT_TEXT.question('E2E Assistant') });
  await expect(question).toBeFocused();
  await expect(main.getByText(email)).toBeVisible();
  await expect(main.locator('[data-consent-address]')).toHaveText('127.0.0.1:33418');
  await expect(main.getByRole('link', { name: 'https://assistant.example.com/' })).toBeVisible();
  await expectIslandsHydrated(page);
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/oauth-consent-1280.png', fullPage: true });

  const allow = main.getByRole('button', { name: CONSENT_TEXT.allow, exact: true });
  await expect(async () => {
    await page.keyboard.press('Tab');
    await expect(allow).toBeFocused({ timeout: 100 });
  }).toPass();
  await page.keyboard.press('Enter');

  const callback = await callbackReached(page);
  expect(callback.searchParams.get('state')).toBe('e2e-state');
  const code = callback.searchParams.get('code');
  expect(code).toBeTruthy();
  const token = await exchangeCode(request, assistant, code!);
  expect(token.status(), await token.text()).toBe(200);
  const { access_token: accessToken, token_type: tokenType } = (await token.json()) as { access_token: string; token_type: string };
  expect(tokenType).toBe('bearer');
  const userinfo = await request.get(`${API}/auth/v1/oauth/userinfo`, { headers: { Authorization: `Bearer ${accessToken}` } });
  expect(await userinfo.json()).toMatchObject({ email });
});

test('Deny sends the browser back with error=access_denied and no code', async ({ page, request }) => {
  const email = uniqueEmail('deny');
  await createConfirmedUser(request, email, PASSWORD);
  const assistant = await registerAssistant(request, 'Denied Assistant');
  await routeAssistant(page);
  await openWithSession(page, await passwordSession(request, email, PASSWORD));

  await page.goto(assistant.authorizeUrl);
  await expect(page.getByRole('heading', { level: 2, name: CONSENT_TEXT.question('Denied Assistant') })).toBeFocused();
  await page.getByRole('button', { name: CONSENT_TEXT.deny, exact: true }).click();
  const callback = await callbackReached(page);
  expect(callback.searchParams.get('error')).toBe('access_denied');
  expect(callback.searchParams.has('code')).toBe(false);
});

test('the account page lists an allowed assistant and removes it after a confirmation; the grant is gone', async ({ page, request }) => {
  const email = uniqueEmail('grants');
  await createConfirmedUser(request, email, PASSWORD);
  const session = await passwordSession(request, email, PASSWORD);
  const assistant = await registerAssistant(request, 'Listed Assistant');
  await routeAssistant(page);
  await openWithSession(page, session);
  await page.goto(assistant.authorizeUrl);
  await page.getByRole('button', { name: CONSENT_TEXT.allow, exact: true }).click();
  await callbackReached(page);

  await page.goto('/account');
  const section = page.getByRole('region', { name: CONNECTED_ASSISTANTS_TEXT.heading });
  await expect(section.getByText('Listed Assistant')).toBeVisible();
  await section.getByRole('button', { name: CONNECTED_ASSISTANTS_TEXT.removeLabel('Listed Assistant') }).click();
  await expect(section.getByRole('group', { name: CONNECTED_ASSISTANTS_TEXT.removeLabel('Listed Assistant') })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await section.getByRole('button', { name: CONNECTED_ASSISTANTS_TEXT.confirmRemove }).click();
  await expect(section.getByRole('status')).toHaveText(CONNECTED_ASSISTANTS_TEXT.removed('Listed Assistant'));
  await expect(section.getByText(CONNECTED_ASSISTANTS_TEXT.empty)).toBeVisible();
  const grants = await request.get(`${API}/auth/v1/user/oauth/grants`, { headers: { apikey: LOCAL_SUPABASE.anonKey, Authorization: `Bearer ${session.access_token}` } });
  expect(await grants.json()).toEqual([]);
});
