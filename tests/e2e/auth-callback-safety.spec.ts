// /auth/callback against links made by someone else: an error shows only our own words, whatever the link
// says (error_description is the attacker's pen), and a link with another person's tokens cannot sign
// anyone in with one keystroke: focus starts on "Don't sign in", and Continue waits for a tick.
import { expect, test, type APIRequestContext, type Page } from './test.ts';
import { AUTH_CALLBACK_ERRORS } from '../../src/config/constants/auth.ts';
import { E2E_SITE_URL } from './ports.ts';
import { createConfirmedUser, expectGuest, expectSignedIn, passwordSession, signInStored, uniqueEmail } from './auth-helpers.ts';

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
  // Which code gets which of our lines is the rule's subject (tests/unit/callback-errors.test.ts); here, that the
  // page reads the query and the fragment, a stale token pair and its own PKCE exchange through it.
  test('an error link shows only our words, from the query or the fragment, with Try Again; so do stale tokens and a code from another browser', async ({ page }) => {
    await test.step('a known code in the query: our message, never the description, which leaves the address too', async () => {
      await page.goto(`/auth/callback?error=access_denied&error_code=otp_expired&error_description=${DESCRIPTION}`);
      await expectError(page, AUTH_CALLBACK_ERRORS.expiredLink);
      expect(decodeURIComponent(page.url())).not.toContain(ATTACKER_TEXT);
    });

    // Each address differs from the last before its #: a change of fragment alone would not load the page again.
    await test.step('in the fragment, a description alone: the generic line', async () => {
      await page.goto(`/auth/callback?redirect_to=%2Fabout#error_description=${DESCRIPTION}`);
      await expectError(page, AUTH_CALLBACK_ERRORS.generic);
    });

    await test.step('in the fragment, with Try Again to /auth for the same page', async () => {
      await page.goto(`/auth/callback?redirect_to=%2Fdiscover#error=unauthorized_client&error_code=bad_code_verifier&error_description=${DESCRIPTION}`);
      await expectError(page, AUTH_CALLBACK_ERRORS.otherBrowser);
      await page.getByRole('link', { name: 'Try Again' }).click();
      await expect(page).toHaveURL(/\/auth\?redirect_to=%2Fdiscover$/);
    });

    await test.step('stale tokens, in the fragment or the query: an error with no library text under it, and still a guest', async () => {
      for (const link of [
        '/auth/callback?redirect_to=%2Fabout#access_token=not-a-jwt&refresh_token=nope&expires_in=3600&token_type=bearer',
        '/auth/callback?redirect_to=%2Fabout&access_token=not-a-jwt&refresh_token=nope',
      ]) {
        await page.goto(link);
        await expect(page.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
        await expect(page.getByRole('alert')).not.toContainText(/jwt|token|malformed/i);
      }
      await expectGuest(page);
    });

    await test.step("a code this browser never asked for: our words, not the library's", async () => {
      await page.goto('/auth/callback?code=not-from-this-browser');
      await expectError(page, AUTH_CALLBACK_ERRORS.otherBrowser);
      await expect(page.getByRole('alert')).not.toContainText(/PKCE|verifier|storage/i);
    });
  });
});

/**
 * A link that signs in as `email`: the tokens of a password sign-in, in the implicit flow's fragment or as the
 * callback's documented query parameters.
 */
async function tokenLink(request: APIRequestContext, email: string, password: string, form: 'fragment' | 'query' = 'fragment'): Promise<string> {
  const body = await passwordSession(request, email, password);
  const tokens = `access_token=${body.access_token}&refresh_token=${body.refresh_token}&expires_in=3600&token_type=bearer&type=magiclink`;
  return form === 'fragment' ? `/auth/callback?redirect_to=%2Fabout#${tokens}` : `/auth/callback?redirect_to=%2Fabout&${tokens}`;
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

  test("says whose account it is, with the focus on Don't sign in: Enter leaves a guest a guest; signing in takes ticking the address as one's own", async ({ page, request }) => {
    const confirm = page.locator('[data-confirm-token-sign-in]');
    await test.step("the fragment's tokens: whose account, focus and description on Don't sign in, and Enter leaves a guest a guest", async () => {
      await page.goto(await tokenLink(request, attacker, password));
      await expect(confirm.getByRole('heading', { name: 'Sign in with this link?' })).toBeVisible();
      const explanation = `This link signs you in to the account of ${attacker}. If you did not ask for this link, do not continue: someone may want you to use their account.`;
      await expect(confirm).toContainText(`This link signs you in to the account of ${attacker}.`);
      const safe = confirm.getByRole('button', { name: "Don't sign in" });
      await expect(safe).toBeFocused();
      expect(await safe.evaluate((button) => button.matches(':focus-visible'))).toBe(true);
      // A screen reader, arriving on the focused button, hears whose account it is too.
      await expect(safe).toHaveAccessibleDescription(explanation);
      await expect(confirm.getByRole('button', { name: 'Continue' })).toBeDisabled();
      // The tokens do not stay in the address while the page asks.
      expect(page.url()).not.toContain('access_token');

      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${E2E_SITE_URL}/about`);
      await expectGuest(page);
      expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
    });

    await test.step("the documented query parameters: Continue is enabled only once the address is ticked as one's own (not by Enter), then signs in", async () => {
      await page.goto(await tokenLink(request, attacker, password, 'query'));
      const owner = confirm.getByRole('checkbox', { name: `${attacker} is my email address` });
      const proceed = confirm.getByRole('button', { name: 'Continue' });
      await expect(confirm).toContainText(attacker);
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
      await proceed.click();
      await expect(page).toHaveURL(`${E2E_SITE_URL}/about`);
      await expectSignedIn(page, 'M');
    });
  });

  test('Enter keeps a signed-in person in their own account', async ({ page, request }) => {
    const victim = uniqueEmail('victor.tam');
    await createConfirmedUser(request, victim, 'victor-password', 'Victor Tam');
    // Signed in earlier (signing in is auth.spec.ts's subject).
    await signInStored(page, victim, 'victor-password');
    await expectSignedIn(page, 'VT');

    await page.goto(await tokenLink(request, attacker, password));
    const confirm = page.locator('[data-confirm-token-sign-in]');
    await expect(confirm).toContainText(attacker);
    // Focus lands on the safe answer before the question is painted; Enter is for whatever holds the focus.
    await expect(confirm.getByRole('button', { name: "Don't sign in" })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${E2E_SITE_URL}/about`);
    await expectSignedIn(page, 'VT');
  });
});
