// Mailed sign-in links opened where they were asked for and somewhere else, and a sign-in refused as 'Email
// not confirmed'. A second browser context is a second browser: its own storage, so no PKCE code verifier
// from the first. (The page's #fragment kept through Google: auth.spec.ts.)
import { expect, test, type APIRequestContext, type Browser, type Page } from './test.ts';
import { LOCAL_SUPABASE } from '../../local/config.ts';
import { AUTH_LIMITS, AUTH_TEXT } from '../../src/config/constants/auth.ts';
import { E2E_SITE_URL } from './ports.ts';
import { API, createConfirmedUser, expectGuest, expectSignedIn, mailTo, openDialog, recordDialogStatuses, uniqueEmail, verifyLink, type Mail } from './auth-helpers.ts';

async function mailsTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  const response = await request.get(`${API}/mailbox/messages`);
  return ((await response.json()) as Mail[]).filter((mail) => mail.to.toLowerCase() === email.toLowerCase());
}

/** A page in a browser of its own: another device, or the mail app's built-in browser. */
async function otherBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E_SITE_URL });
  return context.newPage();
}

/** No developer text and no failure heading: what the issue saw ('Authentication Error', "PKCE code verifier not found..."). */
async function expectNoFailureWording(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: AUTH_TEXT.callbackError })).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(/PKCE|code verifier|@supabase/i);
}

test.describe('a mailed link opened in another browser', () => {
  test('a sign-up confirmation says the email is confirmed, and its one button signs in there', async ({ page, browser, request }) => {
    const email = uniqueEmail('phone');
    await page.goto('/about');
    const dialog = await openDialog(page);
    await dialog.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await dialog.getByLabel('Name (optional)').fill('Pat Phone');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('phone-pass-1');
    const statuses = await recordDialogStatuses(page);
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(statuses).toEqual([AUTH_TEXT.signedUp]);

    const phone = await otherBrowser(browser);
    await phone.goto(verifyLink(await mailTo(request, email, /confirm/i)));
    await expect(phone.getByRole('heading', { name: AUTH_TEXT.signupConfirmedTitle })).toBeVisible();
    await expectNoFailureWording(phone);
    // The code and the flow do not stay in the address.
    expect(new URL(phone.url()).search).toBe('?redirect_to=%2Fabout');
    await expect(phone.locator('[data-other-browser]').getByRole('link')).toHaveCount(1);
    const signIn = phone.getByRole('link', { name: AUTH_TEXT.signupConfirmedAction });
    await expect(signIn).toHaveAttribute('href', '/auth?redirect_to=%2Fabout');
    await signIn.click();
    // Confirmed indeed: the password works at once, with no 'Email not confirmed'.
    await phone.getByLabel('Email').fill(email);
    await phone.getByLabel('Password', { exact: true }).fill('phone-pass-1');
    await phone.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(phone).toHaveURL(`${E2E_SITE_URL}/about`);
    await expectSignedIn(phone, 'PP');
    await phone.context().close();
  });

  test('a sign-up confirmation opened here signs in with the initials of the name; opened again here it simply goes on; elsewhere it says the link was used, with Sign in', async ({ page, browser, request }) => {
    const email = uniqueEmail('twice');
    await page.goto('/about');
    const dialog = await openDialog(page);
    await dialog.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await dialog.getByLabel('Name (optional)').fill('Ada Lovelace');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('twice-pass-1');
    const statuses = await recordDialogStatuses(page);
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(statuses).toEqual([AUTH_TEXT.signedUp]);
    // Closes by itself after the success message; nobody is signed in until the address is confirmed.
    await expect(dialog).toBeHidden();
    await expectGuest(page);
    const link = verifyLink(await mailTo(request, email, /confirm/i));

    await page.goto(link);
    await expect(page).toHaveURL(`${E2E_SITE_URL}/about`);
    await expectSignedIn(page, 'AL');
    expect(await page.evaluate(() => Object.entries(localStorage).find(([key]) => key.endsWith('-auth-token'))?.[1])).toContain('access_token');
    await page.goto(link);
    await expect(page).toHaveURL(`${E2E_SITE_URL}/about`);
    await expectNoFailureWording(page);
    await expectSignedIn(page, 'AL');

    const laptop = await otherBrowser(browser);
    await laptop.goto(link);
    await expect(laptop.getByRole('heading', { name: AUTH_TEXT.signupLinkUsedTitle })).toBeVisible();
    await expectNoFailureWording(laptop);
    await expect(laptop.getByRole('link', { name: AUTH_TEXT.signupLinkUsedAction })).toHaveAttribute('href', '/auth?redirect_to=%2Fabout');
    await laptop.context().close();
  });

  test('a magic link says so in plain words and sends a new link that works in this browser', async ({ page, browser, request }) => {
    const email = uniqueEmail('laptop');
    await createConfirmedUser(request, email, 'laptop-pass-1', 'Lena Laptop');
    await page.goto('/about#scores');
    const dialog = await openDialog(page);
    await dialog.getByRole('button', { name: 'Continue with Email' }).click();
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await dialog.getByLabel('Email').fill(email);
    const statuses = await recordDialogStatuses(page);
    await dialog.getByRole('button', { name: 'Send Magic Link' }).click();
    await expect.poll(statuses).toEqual([AUTH_TEXT.magicLinkSent]);
    await expect(dialog).toBeHidden();

    const phone = await otherBrowser(browser);
    await phone.goto(verifyLink(await mailTo(request, email, /magic/i)));
    await expect(phone.getByRole('heading', { name: AUTH_TEXT.otherBrowserLinkTitle })).toBeVisible();
    await expectNoFailureWording(phone);
    // One thing to do, not a choice to puzzle over.
    await expect(phone.locator('[data-other-browser]').getByRole('button')).toHaveCount(1);
    const send = phone.getByRole('button', { name: AUTH_TEXT.otherBrowserLinkAction });
    await phone.getByLabel('Email').fill(email);
    await send.click();
    await expect(phone.getByRole('status').filter({ hasText: AUTH_TEXT.otherBrowserLinkSent })).toBeVisible();
    await expect(send).toBeDisabled();
    await expect.poll(async () => (await mailsTo(request, email)).length).toBe(2);

    // The new link, opened where it was asked for, signs in and returns to the section the person was reading.
    const [newest] = await mailsTo(request, email);
    await phone.goto(verifyLink(newest!));
    await expect(phone).toHaveURL(`${E2E_SITE_URL}/about#scores`);
    await expectSignedIn(phone, 'LL');
    // The tokens do not stay in the address.
    expect(phone.url()).not.toContain('access_token');
    await phone.context().close();
  });
});

test.describe("'Email not confirmed' on sign-in", () => {
  test('offers a new confirmation mail, then waits a visible minute before the next', async ({ page, request }) => {
    const email = uniqueEmail('late');
    const signUp = await request.post(`${API}/auth/v1/signup`, {
      headers: { apikey: LOCAL_SUPABASE.anonKey },
      data: { email, password: 'late-pass-1', data: { full_name: 'Lee Late' } },
    });
    expect(signUp.ok(), await signUp.text()).toBe(true);
    await expect.poll(async () => (await mailsTo(request, email)).length).toBe(1);

    await page.clock.install();
    await page.goto('/auth?redirect_to=%2Fabout');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('late-pass-1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Email not confirmed');
    await page.getByRole('button', { name: AUTH_TEXT.resendConfirmation, exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(AUTH_TEXT.confirmationResent);
    await expect.poll(async () => (await mailsTo(request, email)).length).toBe(2);

    const waiting = page.getByRole('button', { name: /^Resend confirmation email in \d+ s$/ });
    await expect(waiting).toHaveText(AUTH_TEXT.resendConfirmationIn(AUTH_LIMITS.resendWaitMs / 1000));
    await expect(waiting).toBeDisabled();
    await page.clock.runFor(1000);
    await expect(waiting).toHaveText(AUTH_TEXT.resendConfirmationIn(AUTH_LIMITS.resendWaitMs / 1000 - 1));
    await page.clock.runFor(AUTH_LIMITS.resendWaitMs - 1000);
    await expect(page.getByRole('button', { name: AUTH_TEXT.resendConfirmation, exact: true })).toBeEnabled();

    // The new mail's link confirms the address and signs in, back where the sign-in was going.
    const [newest] = await mailsTo(request, email);
    await page.goto(verifyLink(newest!));
    await expect(page).toHaveURL(`${E2E_SITE_URL}/about`);
    await expectSignedIn(page, 'LL');
  });
});
