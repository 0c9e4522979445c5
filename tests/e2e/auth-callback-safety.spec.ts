// /auth/callback against links made by someone else: an error shows only our own words, whatever the link
// says (error_description is the attacker's pen), and a link with another person's tokens cannot sign
// anyone in with one keystroke: focus starts on "Don't sign in", and Continue waits for a tick.
import { expect, test, type APIRequestContext, type Page } from './test.ts';
import { AUTH_CALLBACK_ERRORS } from '../../src/config/constants.ts';
import { E2E_SITE_URL } from './ports.ts';
import { createConfirmedUser, expectGuest, expectSignedIn, passwordSession, signInWithPasswordDialog, uniqueEmail, violations } from './auth-helpers.ts';

const STORAGE_KEY = 'sb-127-auth-token';
const ATTACKER_TEXT = 'Account locked, call 555';
const DESCRIPTION = encodeURIComponent(ATTACKER_TEXT);

async function expectError(page: Page, text: string): Promise<void> {
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
  await expect(alert).toContainText(text);
  await expect(page.locator('body')).not.toContainText(ATTACKER_TEXT);
}

test.describe('error texts', () => {
  test('a known code shows our message and never the description, from the query or the fragment', async ({ page }) => {
    await page.goto(`/auth/callback?error=access_denied&error_code=otp_expired&error_description=${DESCRIPTION}`);
    await expectError(page, AUTH_CALLBACK_ERRORS.expiredLink);
    // The description does not stay in the address either.
    expect(decodeURIComponent(page.url())).not.toContain(ATTACKER_TEXT);
    expect(await violations(page)).toEqual([]);

    await page.goto(`/auth/callback#error=access_denied&error_code=flow_state_expired&error_description=${DESCRIPTION}`);
    await expectError(page, AUTH_CALLBACK_ERRORS.expiredLink);
    await page.goto(`/auth/callback?redirect_to=%2Fabout#error=unauthorized_client&error_code=bad_code_verifier&error_description=${DESCRIPTION}`);
    await expectError(page, AUTH_CALLBACK_ERRORS.otherBrowser);
    await page.goto(`/auth/callback?error=access_denied&error_code=user_banned&error_description=${DESCRIPTION}`);
    await expectError(page, AUTH_CALLBACK_ERRORS.accountBlocked);
  });

  test('an unknown code, or a description alone, shows the generic line', async ({ page }) => {
    await page.goto(`/auth/callback?error=server_error&error_code=made_up_code&error_description=${DESCRIPTION}`);
    await expectError(page, AUTH_CALLBACK_ERRORS.generic);
    await page.goto(`/auth/callback#error_description=${DESCRIPTION}`);
    await expectError(page, AUTH_CALLBACK_ERRORS.generic);
  });

  test("a code this browser never asked for shows our words, not the library's", async ({ page }) => {
    await page.goto('/auth/callback?code=not-from-this-browser');
    await expectError(page, AUTH_CALLBACK_ERRORS.otherBrowser);
    await expect(page.getByRole('alert')).not.toContainText(/PKCE|verifier|storage/i);
  });
});

/** A link that signs in as `email`: the tokens of a password sign-in, as the callback's documented parameters. */
async function tokenLink(request: APIRequestContext, email: string, password: string): Promise<string> {
  const body = await passwordSession(request, email, password);
  return `/auth/callback?redirect_to=%2Fabout#access_token=${body.access_token}&refresh_token=${body.refresh_token}&expires_in=3600&token_type=bearer&type=magiclink`;
}

test.describe("a link with someone else's tokens", () => {
  const password = 'mallory-password';
  // A new account each time: with fullyParallel, one worker can run this hook again for a later test of the
  // group, and an address fixed when the file loaded is then taken.
  let attacker = '';
  test.beforeAll(async ({ request }) => {
    attacker = uniqueEmail('mallory');
    await createConfirmedUser(request, attacker, password, 'Mallory');
  });

  test("says whose account it is; focus is on Don't sign in, and Enter leaves a guest a guest", async ({ page, request }) => {
    await page.goto(await tokenLink(request, attacker, password));
    const confirm = page.locator('[data-confirm-token-sign-in]');
    await expect(confirm.getByRole('heading', { name: 'Sign in with this link?' })).toBeVisible();
    const explanation = `This link signs you in to the account of ${attacker}. If you did not ask for this link, do not continue: someone may want you to use their account.`;
    await expect(confirm).toContainText(`This link signs you in to the account of ${attacker}.`);
    const safe = confirm.getByRole('button', { name: "Don't sign in" });
    await expect(safe).toBeFocused();
    expect(await safe.evaluate((button) => button.matches(':focus-visible'))).toBe(true);
    // A screen reader, arriving on the focused button, hears whose account it is too.
    await expect(safe).toHaveAccessibleDescription(explanation);
    await expect(confirm.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(await violations(page)).toEqual([]);

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${E2E_SITE_URL}/about`);
    await expectGuest(page);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
  });

  test('Enter keeps a signed-in person in their own account', async ({ page, request }) => {
    const victim = uniqueEmail('victor.tam');
    await createConfirmedUser(request, victim, 'victor-password', 'Victor Tam');
    await page.goto('/about');
    await signInWithPasswordDialog(page, victim, 'victor-password');
    await expectSignedIn(page, 'VT');

    await page.goto(await tokenLink(request, attacker, password));
    await expect(page.locator('[data-confirm-token-sign-in]')).toContainText(attacker);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${E2E_SITE_URL}/about`);
    await expectSignedIn(page, 'VT');
  });

  test("Continue is enabled only once the address is ticked as one's own (not by Enter), then signs in", async ({ page, request }) => {
    await page.goto(await tokenLink(request, attacker, password));
    const confirm = page.locator('[data-confirm-token-sign-in]');
    const owner = confirm.getByRole('checkbox', { name: `${attacker} is my email address` });
    const proceed = confirm.getByRole('button', { name: 'Continue' });
    await expect(confirm.getByRole('button', { name: "Don't sign in" })).toBeFocused();
    await expect(proceed).toBeDisabled();

    // Shift+Tab reaches the checkbox; Enter there neither ticks it nor signs in.
    await page.keyboard.press('Shift+Tab');
    await expect(owner).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(owner).not.toBeChecked();
    await expect(proceed).toBeDisabled();
    await expect(page).toHaveURL(/\/auth\/callback/);

    await page.keyboard.press('Space');
    await expect(owner).toBeChecked();
    await expect(proceed).toBeEnabled();
    expect(await violations(page)).toEqual([]);
    await proceed.click();
    await expect(page).toHaveURL(`${E2E_SITE_URL}/about`);
    await expectSignedIn(page, 'M');
  });
});
