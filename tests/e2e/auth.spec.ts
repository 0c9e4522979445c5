// Sign-in against the local Supabase stand-in (127.0.0.1:54321, in memory, seeded): the dialog's modes,
// mails read from the local mailbox, Google through the local consent page, the avatar menu, the /auth,
// /auth/callback, /auth/reset-password and /account pages, keyboard use, 390 px and axe.
import { expect, test } from './test.ts';
import { LOCAL_SUPABASE, SEEDED_ACCOUNTS } from '../../local/config.ts';
import { AUTH_CALLBACK_ERRORS, AUTH_LIMITS } from '../../src/config/constants.ts';
import { E2E_SITE_URL } from './ports.ts';
import {
  accountControl,
  API,
  createConfirmedUser,
  expectGuest,
  expectIslandsHydrated,
  expectSignedIn,
  mailTo,
  openDialog,
  recordDialogStatuses,
  signInWithPasswordDialog,
  uniqueEmail,
  verifyLink,
  violations,
} from './auth-helpers.ts';

const STORAGE_KEY = 'sb-127-auth-token';
const demo = SEEDED_ACCOUNTS.demo;

test.describe('sign-in dialog', () => {
  test('sign up, confirm from the mailbox, land back signed in with the initials of the name', async ({ page, request }) => {
    const email = uniqueEmail('ada');
    await page.goto('/about');
    const dialog = await openDialog(page);
    await dialog.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await dialog.getByLabel('Name (optional)').fill('Ada Lovelace');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('lovelace-1843');
    const statuses = await recordDialogStatuses(page);
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(statuses).toEqual(['Account created! Check your email to verify your account.']);
    // Closes by itself after the success message.
    await expect(dialog).toBeHidden();
    await expectGuest(page);

    const mail = await mailTo(request, email, /confirm/i);
    await page.goto(verifyLink(mail));
    await expect(page).toHaveURL(/\/about$/);
    await expectSignedIn(page, 'AL');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toContain('access_token');
  });

  test('password sign-in with the seeded demo account; the avatar menu shows name and email', async ({ page }) => {
    await page.goto('/discover');
    const dialog = await openDialog(page);
    await dialog.getByRole('button', { name: 'Sign in with password' }).click();
    await dialog.getByLabel('Email').fill(demo.email);
    await dialog.getByLabel('Password', { exact: true }).fill(demo.password);
    const statuses = await recordDialogStatuses(page);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(statuses).toEqual(['Successfully signed in!']);
    await expect(dialog).toBeHidden();
    await expectSignedIn(page, 'DF');
    // The icon the dialog came from is gone: focus lands on the avatar.
    const avatar = accountControl(page).getByRole('button', { name: `Account menu for ${demo.fullName}` });
    await expect(avatar).toBeFocused();
    await avatar.click();
    await expect(accountControl(page).locator('[data-account-name]')).toHaveText(demo.fullName);
    await expect(accountControl(page).locator('[data-account-email]')).toHaveText(demo.email);
    await expect(accountControl(page).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    await expect(accountControl(page).getByRole('link', { name: 'Your Workspace' })).toHaveAttribute('href', '/workspace');
    await expect(accountControl(page).getByRole('link', { name: 'Your Portfolio' })).toHaveAttribute('href', '/portfolio');
    // The session survives a reload.
    await page.reload();
    await expectSignedIn(page, 'DF');
  });

  test("a wrong password says 'Invalid login credentials' and keeps the dialog open", async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const dialog = await signInWithPasswordDialog(page, demo.email, 'not-the-password');
    await expect(dialog.getByRole('alert')).toHaveText('Invalid login credentials');
    await expect(dialog.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
    // Past the moment a successful sign-in would have closed it; typing then lets React finish any pending work.
    await page.clock.runFor(AUTH_LIMITS.closeAfterPasswordMs + 1000);
    await dialog.getByLabel('Password', { exact: true }).fill('still-typing');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('still-typing');
    await expectGuest(page);
  });

  test('magic link from the mailbox signs in (a new address, initials from the email)', async ({ page, request }) => {
    const email = uniqueEmail('mia.wong');
    await page.goto('/about');
    const dialog = await openDialog(page);
    await dialog.getByRole('button', { name: 'Continue with Email' }).click();
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await dialog.getByLabel('Email').fill(email);
    const statuses = await recordDialogStatuses(page);
    await dialog.getByRole('button', { name: 'Send Magic Link' }).click();
    await expect.poll(statuses).toEqual(['Check your email for the magic link!']);
    await expect(dialog).toBeHidden();

    const mail = await mailTo(request, email, /.*/);
    await page.goto(verifyLink(mail));
    await expect(page).toHaveURL(/\/about$/);
    await expectSignedIn(page, 'MW');
    // The tokens do not stay in the address.
    expect(page.url()).not.toContain('access_token');
  });

  test('forgot password: reset mail, new password, then only the new password works', async ({ page, request }) => {
    const email = uniqueEmail('reset');
    await createConfirmedUser(request, email, 'old-password', 'Rita Reset');
    await page.goto('/');
    const dialog = await openDialog(page);
    await dialog.getByRole('button', { name: 'Sign in with password' }).click();
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Enter your email address first.');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Check your email for a link to reset your password.');

    const mail = await mailTo(request, email, /reset/i);
    await page.goto(verifyLink(mail));
    await expect(page).toHaveURL(/\/auth\/reset-password$/);
    await page.getByLabel('New password', { exact: true }).fill('brand-new-password');
    await page.getByLabel('Confirm new password').fill('something-else');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match.');
    await page.getByLabel('Confirm new password').fill('brand-new-password');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByRole('status')).toHaveText('Your password has been updated.');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');

    // Sign out, then the old password fails and the new one works.
    await accountControl(page).getByRole('button', { name: /Account menu/ }).click();
    await accountControl(page).getByRole('button', { name: 'Sign Out' }).click();
    await expectGuest(page);
    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('old-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
    await page.getByLabel('Password', { exact: true }).fill('brand-new-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`^${E2E_SITE_URL}/$`));
    await expectSignedIn(page, 'RR');
  });

  test('Google through the local consent page returns to the same page signed in', async ({ page }) => {
    const email = uniqueEmail('grace');
    await page.goto('/about');
    const dialog = await openDialog(page);
    await dialog.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
    await page.getByLabel('Google account email').fill(email);
    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`^${E2E_SITE_URL}/about$`));
    await expectSignedIn(page, 'GH');
  });

  test('cancelling Google comes back with an Authentication Error and Try Again', async ({ page }) => {
    await page.goto('/about');
    const dialog = await openDialog(page);
    await dialog.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(AUTH_CALLBACK_ERRORS.cancelled);
    await expect(page.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/auth?redirect_to=%2Fabout');
  });

  test('keyboard: Enter opens, focus goes in, Escape closes and focus returns; closing resets the mode', async ({ page }) => {
    await page.goto('/about');
    const trigger = accountControl(page).getByRole('button', { name: 'Sign in', exact: true });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sign in to save ideas' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeFocused();
    // Tab moves between the dialog's own controls (the page behind is inert).
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    // Escape and at once Enter again: the late 'close' of the first opening must not close the second.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.evaluate((node) => {
      node.dataset.closeEvents = '0';
      node.addEventListener('close', () => (node.dataset.closeEvents = String(Number(node.dataset.closeEvents) + 1)));
    });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    // The first opening's 'close' has been dispatched (and handled: the dialog's own listener came first).
    await expect(dialog).toHaveAttribute('data-close-events', '1');
    await page.keyboard.press('Tab');
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Into the password view, then the close button: reopening starts at the options again. The new view's
    // first field has the focus as soon as the click has been handled, not a frame later: on a slow phone a
    // late focus would pull it out of the field the person has moved on to and typed in.
    await page.keyboard.press('Enter');
    const focusedAtOnce = await dialog.evaluate(async (node) => {
      const button = [...node.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === 'Sign in with password');
      button?.click();
      // React renders a click's update in a microtask queued during the click: after it, before any frame.
      await Promise.resolve();
      return document.activeElement?.getAttribute('type');
    });
    expect(focusedAtOnce).toBe('email');
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await dialog.getByLabel('Email').fill('someone@example.test');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Sign in with password' }).click();
    await expect(dialog.getByLabel('Email')).toHaveValue('');
    // Back returns to the options; sign up and sign in toggle.
    await dialog.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await expect(dialog.getByLabel('Name (optional)')).toBeFocused();
    await dialog.getByRole('button', { name: 'Already have an account? Sign in' }).click();
    await expect(dialog.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByRole('button', { name: 'Continue with Email' })).toBeVisible();
  });

  test('the avatar menu works from the keyboard and Sign Out returns to the guest icon', async ({ page }) => {
    await page.goto('/auth?redirect_to=%2Fdiscover');
    await page.getByLabel('Email').fill(demo.email);
    await page.getByLabel('Password', { exact: true }).fill(demo.password);
    // The submit button is disabled until the form has hydrated; Enter does nothing before that.
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/discover$/);
    await expectSignedIn(page, 'DF');

    const avatar = accountControl(page).getByRole('button', { name: /Account menu/ });
    await avatar.focus();
    await page.keyboard.press('Enter');
    await expect(avatar).toHaveAttribute('aria-expanded', 'true');
    // The menu's items in order, by Tab: Your Workspace, Your Portfolio, Account.
    for (const item of ['Your Workspace', 'Your Portfolio', 'Account']) {
      await page.keyboard.press('Tab');
      await expect(accountControl(page).getByRole('link', { name: item, exact: true })).toBeFocused();
    }
    await page.keyboard.press('Escape');
    await expect(avatar).toHaveAttribute('aria-expanded', 'false');
    await expect(accountControl(page).getByRole('link', { name: 'Account' })).toBeHidden();
    await expect(avatar).toBeFocused();

    await page.keyboard.press('Enter');
    await accountControl(page).getByRole('button', { name: 'Sign Out' }).click();
    await expectGuest(page);
    await expect(accountControl(page).getByRole('button', { name: 'Sign in', exact: true })).toBeFocused();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
    await page.reload();
    await expectGuest(page);
  });
});

test.describe('pages', () => {
  test('/auth: toggles, shows and hides the password, signs up, and returns only to safe paths', async ({ page, request }) => {
    await page.goto('/auth?redirect_to=https%3A%2F%2Fevil.example%2F');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-1');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    const email = uniqueEmail('page');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    // The browser's minimum length (6) stops the form.
    expect(await password.evaluate((input: HTMLInputElement) => input.validity.tooShort)).toBe(true);
    await page.getByLabel('Password', { exact: true }).fill('long-enough');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('status')).toHaveText('Account created! Check your email to verify your account.');
    await expect(page.getByRole('button', { name: 'Already have an account? Sign in' })).toBeVisible();
    await mailTo(request, email, /confirm/i);

    await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
    await page.getByLabel('Email').fill(demo.email);
    await page.getByLabel('Password', { exact: true }).fill(demo.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`^${E2E_SITE_URL}/$`));
    await expectSignedIn(page, 'DF');
  });

  test('/auth/callback shows the error a link carries (in our words: auth-callback-safety.spec.ts), with Try Again to /auth', async ({ page }) => {
    await page.goto('/auth/callback?redirect_to=%2Fdiscover#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
    await expect(page.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
    await expect(page.getByText(AUTH_CALLBACK_ERRORS.expiredLink)).toBeVisible();
    await page.getByRole('link', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(/\/auth\?redirect_to=%2Fdiscover$/);
  });

  test('/auth/callback with stale tokens is an error; without any it just moves on', async ({ page }) => {
    await page.goto('/auth/callback?redirect_to=%2Fabout#access_token=not-a-jwt&refresh_token=nope&expires_in=3600&token_type=bearer');
    await expect(page.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
    // docs/spec/public-site.md#8-error-catalogue's message only, no library text under it; the query form is
    // refused the same way.
    await expect(page.getByRole('alert')).not.toContainText(/jwt|token|malformed/i);
    await page.goto('/auth/callback?redirect_to=%2Fabout&access_token=not-a-jwt&refresh_token=nope');
    await expect(page.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
    await expect(page.getByRole('alert')).not.toContainText(/jwt|token|malformed/i);
    await expectGuest(page);
    await page.goto('/auth/callback?redirect_to=%2F%2Fevil.example');
    await expect(page).toHaveURL(new RegExp(`^${E2E_SITE_URL}/$`));
  });

  test("a link with someone else's tokens signs nobody in without asking (sign-in CSRF)", async ({ page, request }) => {
    const attacker = uniqueEmail('mallory');
    await createConfirmedUser(request, attacker, 'mallory-password', 'Mallory');
    const tokens = async () => {
      const response = await request.post(`${API}/auth/v1/token?grant_type=password`, { headers: { apikey: LOCAL_SUPABASE.anonKey }, data: { email: attacker, password: 'mallory-password' } });
      const body = (await response.json()) as { access_token: string; refresh_token: string };
      return `access_token=${body.access_token}&refresh_token=${body.refresh_token}&expires_in=3600&token_type=bearer&type=magiclink`;
    };
    // The implicit flow's fragment: asked, refused, still a guest.
    await page.goto(`/auth/callback?redirect_to=%2Fabout#${await tokens()}`);
    const confirm = page.locator('[data-confirm-token-sign-in]');
    await expect(confirm.getByRole('heading', { name: 'Sign in with this link?' })).toBeVisible();
    await expect(confirm).toContainText(`This link signs you in to the account of ${attacker}.`);
    await expect(confirm.getByRole('button', { name: "Don't sign in" })).toBeFocused();
    expect(page.url()).not.toContain('access_token');
    await confirm.getByRole('button', { name: "Don't sign in" }).click();
    await expect(page).toHaveURL(`${E2E_SITE_URL}/about`);
    await expectGuest(page);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
    // The documented query parameters: signed in only once the person says so.
    await page.goto(`/auth/callback?redirect_to=%2Fabout&${await tokens()}`);
    await expect(confirm).toContainText(attacker);
    await confirm.getByLabel(`${attacker} is my email address`).check();
    await confirm.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`${E2E_SITE_URL}/about`);
    await expectSignedIn(page, 'M');
  });

  test('no redirect_to payload leaves the site, signed in or not (red-team payloads)', async ({ page }) => {
    const payloads = ['/.//evil.example/phish', '/a/..//evil.example', '/%2e//evil.example', '/%2E%2E//evil.example', '/./\\evil.example', '//evil.example'];
    const leftTo: string[] = [];
    page.on('request', (req) => {
      if (!req.url().startsWith(E2E_SITE_URL) && !req.url().startsWith(API) && req.url().includes('evil.example')) leftTo.push(req.url());
    });
    for (const payload of payloads) {
      await page.goto(`/auth/callback?redirect_to=${encodeURIComponent(payload)}`);
      await expect(page, payload).toHaveURL(`${E2E_SITE_URL}/`);
    }
    // The same after a sign-in on /auth.
    const payload = payloads[0]!;
    await page.goto(`/auth?redirect_to=${encodeURIComponent(payload)}`);
    await page.getByLabel('Email').fill(demo.email);
    await page.getByLabel('Password', { exact: true }).fill(demo.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(`${E2E_SITE_URL}/`);
    await expectSignedIn(page, 'DF');
    for (const signedInPayload of payloads) {
      await page.goto(`/auth/callback?redirect_to=${encodeURIComponent(signedInPayload)}`);
      await expect(page, signedInPayload).toHaveURL(`${E2E_SITE_URL}/`);
    }
    expect(leftTo).toEqual([]);
  });

  test('/account: a guest is asked to sign in; a user changes the name (avatar follows) and signs out', async ({ page, request }) => {
    const email = uniqueEmail('sam.doe');
    await createConfirmedUser(request, email, 'sam-password');
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(page.getByText('You are not signed in')).toBeVisible();
    await page.locator('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to your account' });
    await dialog.getByRole('button', { name: 'Sign in with password' }).click();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('sam-password');
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(dialog).toBeHidden();

    // No name: initials from the email's local part.
    await expectSignedIn(page, 'SD');
    await expect(page.locator('main [data-account-email]')).toHaveText(email);
    await page.getByLabel('Name', { exact: true }).fill('Zora Quinn');
    await page.getByRole('button', { name: 'Save Name' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your name has been saved.' })).toBeVisible();
    await expectSignedIn(page, 'ZQ');
    await page.reload();
    await expectSignedIn(page, 'ZQ');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Zora Quinn');

    await page.locator('main').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByText('You are not signed in')).toBeVisible();
    await expectGuest(page);
  });

  test('a guest page load never contacts Supabase or downloads supabase-js', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (req) => {
      if (req.url().startsWith(API)) calls.push(req.url());
    });
    await page.goto('/about');
    await expect(accountControl(page)).toBeVisible();
    await expectIslandsHydrated(page);
    expect(calls).toEqual([]);
  });

  for (const path of ['/auth', '/auth/reset-password', '/account']) {
    test(`${path} is noindex and has no WCAG 2.2 AA violations`, async ({ page }) => {
      await page.goto(path);
      await expectIslandsHydrated(page);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      expect(await violations(page)).toEqual([]);
    });
  }

  test('the open dialog and the open avatar menu have no WCAG 2.2 AA violations', async ({ page }) => {
    await page.goto('/about');
    const dialog = await openDialog(page);
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('button', { name: 'Sign in with password' }).click();
    await dialog.getByLabel('Email').fill(demo.email);
    await dialog.getByLabel('Password', { exact: true }).fill(demo.password);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(dialog).toBeHidden();
    await accountControl(page).getByRole('button', { name: /Account menu/ }).click();
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the dialog fits, the page does not scroll sideways, and signing in works', async ({ page }) => {
    await page.goto('/about');
    const dialog = await openDialog(page);
    for (const mode of ['Sign in with password', 'Back', "Don't have an account? Sign up"]) {
      const box = await dialog.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await dialog.getByRole('button', { name: mode }).click();
    }
    await dialog.getByRole('button', { name: 'Already have an account? Sign in' }).click();
    await dialog.getByLabel('Email').fill(demo.email);
    await dialog.getByLabel('Password', { exact: true }).fill(demo.password);
    await expect(dialog.getByRole('button', { name: 'Sign In', exact: true })).toBeInViewport();
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expectSignedIn(page, 'DF');
    await accountControl(page).getByRole('button', { name: /Account menu/ }).click();
    const signOut = accountControl(page).getByRole('button', { name: 'Sign Out' });
    await expect(signOut).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  for (const path of ['/auth', '/auth/reset-password', '/account']) {
    test(`${path} has no horizontal overflow`, async ({ page }) => {
      await page.goto(path);
      await expect(accountControl(page)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});
