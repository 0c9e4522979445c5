// Sign-in against the local Supabase stand-in (in memory, seeded), what only a real page shows: the dialog's
// focus and keyboard use, a session kept across reloads, the avatar menu, a reset mail, Google through the
// local consent page, /account, where /auth and /auth/callback lead, and the layout at 390 px. Elsewhere:
// mailed links in this and another browser (auth-other-browser.spec.ts), /auth/callback's errors and other
// people's tokens (auth-callback-safety.spec.ts); the form's states (tests/component/auth-sign-in-form.test.tsx),
// the rules (tests/unit/auth-rules.test.ts, callback-errors.test.ts), noindex (tests/site/auth-pages.test.ts);
// axe scans: tests/e2e/a11y-suite.ts.
import { expect, test } from './test.ts';
import { SEEDED_ACCOUNTS } from '../../local/config.ts';
import { AUTH_CALLBACK_ERRORS } from '../../src/config/constants/auth.ts';
import { E2E_SITE_URL } from './ports.ts';
import { accountControl, API, createConfirmedUser, expectGuest, expectSignedIn, mailTo, openDialog, recordDialogStatuses, uniqueEmail, verifyLink } from './auth-helpers.ts';

const STORAGE_KEY = 'sb-127-auth-token';
const demo = SEEDED_ACCOUNTS.demo;

test.describe('sign-in dialog', () => {
  test('password sign-in puts the focus on the avatar; its menu by mouse and keyboard; the session survives a reload; Sign Out returns to the guest icon', async ({ page }) => {
    await page.goto('/discover');
    const avatar = accountControl(page).getByRole('button', { name: `Account menu for ${demo.fullName}` });
    await test.step('sign in with the seeded demo account: the icon the dialog came from is gone, focus lands on the avatar', async () => {
      const dialog = await openDialog(page);
      await dialog.getByRole('button', { name: 'Sign in with password' }).click();
      await dialog.getByLabel('Email').fill(demo.email);
      await dialog.getByLabel('Password', { exact: true }).fill(demo.password);
      const statuses = await recordDialogStatuses(page);
      await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect.poll(statuses).toEqual(['Successfully signed in!']);
      await expect(dialog).toBeHidden();
      await expectSignedIn(page, 'DF');
      await expect(avatar).toBeFocused();
    });

    await test.step('the menu from the keyboard: Enter opens, Tab goes through its items in order, Escape closes back to the avatar', async () => {
      await page.keyboard.press('Enter');
      await expect(avatar).toHaveAttribute('aria-expanded', 'true');
      for (const item of ['Your Workspace', 'Your Portfolio', 'Account']) {
        await page.keyboard.press('Tab');
        await expect(accountControl(page).getByRole('link', { name: item, exact: true })).toBeFocused();
      }
      await page.keyboard.press('Escape');
      await expect(avatar).toHaveAttribute('aria-expanded', 'false');
      await expect(accountControl(page).getByRole('link', { name: 'Account' })).toBeHidden();
      await expect(avatar).toBeFocused();
    });

    await test.step('the menu by mouse shows the name, the email and the links', async () => {
      await avatar.click();
      await expect(accountControl(page).locator('[data-account-name]')).toHaveText(demo.fullName);
      await expect(accountControl(page).locator('[data-account-email]')).toHaveText(demo.email);
      await expect(accountControl(page).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
      await expect(accountControl(page).getByRole('link', { name: 'Your Workspace' })).toHaveAttribute('href', '/workspace');
      await expect(accountControl(page).getByRole('link', { name: 'Your Portfolio' })).toHaveAttribute('href', '/portfolio');
    });

    await test.step('the session survives a reload', async () => {
      await page.reload();
      await expectSignedIn(page, 'DF');
    });

    await test.step('Sign Out: the guest icon has the focus, the stored session is gone, and a reload stays a guest', async () => {
      await avatar.focus();
      await page.keyboard.press('Enter');
      await accountControl(page).getByRole('button', { name: 'Sign Out' }).click();
      await expectGuest(page);
      await expect(accountControl(page).getByRole('button', { name: 'Sign in', exact: true })).toBeFocused();
      expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
      await page.reload();
      await expectGuest(page);
    });
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

  test('Google through the local consent page: Cancel comes back with an error and Try Again; Continue returns to the page and its #fragment signed in', async ({ page }) => {
    await test.step('Cancel: an Authentication Error in our words, with Try Again to /auth for the same page', async () => {
      await page.goto('/about');
      const dialog = await openDialog(page);
      await dialog.getByRole('button', { name: 'Continue with Google' }).click();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
      await expect(page.getByRole('alert')).toContainText(AUTH_CALLBACK_ERRORS.cancelled);
      await expect(page.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/auth?redirect_to=%2Fabout');
      await expectGuest(page);
    });

    await test.step('Continue: back on the page it started from, at its #fragment, signed in', async () => {
      const email = uniqueEmail('grace');
      await page.goto('/about#scores');
      const dialog = await openDialog(page);
      await dialog.getByRole('button', { name: 'Continue with Google' }).click();
      await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
      await page.getByLabel('Google account email').fill(email);
      await page.getByLabel('Name').fill('Grace Hopper');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(`${E2E_SITE_URL}/about#scores`);
      await expectSignedIn(page, 'GH');
    });
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
});

test.describe('pages', () => {
  // Which addresses are refused, however encoded, is the rule's subject (tests/unit/auth-rules.test.ts, "safe
  // redirect_to"); here, that /auth and /auth/callback go by it, signed in or not.
  test('/auth and /auth/callback return only to this site: an unsafe redirect_to leads home, signed in or not', async ({ page }) => {
    const payload = '/.//evil.example/phish';
    const leftTo: string[] = [];
    page.on('request', (req) => {
      if (!req.url().startsWith(E2E_SITE_URL) && !req.url().startsWith(API) && req.url().includes('evil.example')) leftTo.push(req.url());
    });
    await test.step('/auth/callback with nothing to finish moves on, home rather than elsewhere', async () => {
      for (const unsafe of [payload, '//evil.example']) {
        await page.goto(`/auth/callback?redirect_to=${encodeURIComponent(unsafe)}`);
        await expect(page, unsafe).toHaveURL(`${E2E_SITE_URL}/`);
      }
    });
    await test.step('/auth: Enter in the hydrated form signs in and goes home', async () => {
      await page.goto(`/auth?redirect_to=${encodeURIComponent(payload)}`);
      await page.getByLabel('Email').fill(demo.email);
      await page.getByLabel('Password', { exact: true }).fill(demo.password);
      // The submit button is disabled until the form has hydrated; Enter does nothing before that.
      await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${E2E_SITE_URL}/`);
      await expectSignedIn(page, 'DF');
    });
    await test.step('/auth/callback, signed in', async () => {
      await page.goto(`/auth/callback?redirect_to=${encodeURIComponent(payload)}`);
      await expect(page).toHaveURL(`${E2E_SITE_URL}/`);
      await expectSignedIn(page, 'DF');
    });
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
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the sign-in pages and the dialog do not scroll sideways; the dialog fits in every view, and signing in works', async ({ page }) => {
    for (const path of ['/auth', '/auth/reset-password', '/account']) {
      await test.step(`${path} has no horizontal overflow`, async () => {
        await page.goto(path);
        await expect(accountControl(page)).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      });
    }

    await test.step('the dialog fits in each view, and signing in works', async () => {
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
    });

    await test.step('the open avatar menu fits', async () => {
      await accountControl(page).getByRole('button', { name: /Account menu/ }).click();
      const signOut = accountControl(page).getByRole('button', { name: 'Sign Out' });
      await expect(signOut).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
});
