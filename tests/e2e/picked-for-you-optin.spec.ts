// The account page's opt-in to "Picked for you" in the daily alert (issue 30, point 4), against the local
// Supabase stand-in: off by default, saved to profiles.picked_for_you, and put back with a visible error
// when the database refuses it.
import { expect, test, type APIRequestContext, type Page } from './test.ts';
import { LOCAL_SUPABASE } from '../../local/config.ts';
import { RECOMMENDATIONS } from '../../src/config/constants/recommendations.ts';
import { API, createConfirmedUser, uniqueEmail } from './auth-helpers.ts';

const t = RECOMMENDATIONS.optIn;

/** What the database holds, read as the service role (the page's own state could come from its cache). */
async function storedOptIn(request: APIRequestContext, email: string): Promise<boolean> {
  const response = await request.get(`${API}/rest/v1/profiles?select=picked_for_you&email=eq.${encodeURIComponent(email)}`, {
    headers: { apikey: LOCAL_SUPABASE.serviceRoleKey, Authorization: `Bearer ${LOCAL_SUPABASE.serviceRoleKey}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const rows = (await response.json()) as { picked_for_you: boolean }[];
  expect(rows).toHaveLength(1);
  return rows[0]!.picked_for_you;
}

async function signInOnAccountPage(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/account');
  await page.locator('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to your account' });
  await dialog.getByRole('button', { name: 'Sign in with password' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('Picked for you: off by default, turned on and kept; a refused save is undone and says so', async ({ page, request }) => {
  const email = uniqueEmail('picker');
  await createConfirmedUser(request, email, 'picker-password');
  await signInOnAccountPage(page, email, 'picker-password');

  const box = page.getByRole('checkbox', { name: t.label });
  await expect(box).toBeEnabled();
  await expect(box).not.toBeChecked();

  await box.check();
  await expect(page.getByRole('status').filter({ hasText: t.saved(true) })).toBeVisible();
  await expect.poll(() => storedOptIn(request, email)).toBe(true);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: t.label })).toBeChecked();

  // The refusal is held until the box has followed the click: answered at once, it could put the box back
  // before uncheck() looked (seen once on a loaded machine: "Clicking the checkbox did not change its state").
  const refusal = Promise.withResolvers<void>();
  await page.route('**/rest/v1/profiles*', async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    await refusal.promise;
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'XX000', message: 'database is down', details: null, hint: null }) });
  });
  await box.uncheck();
  refusal.resolve();
  await expect(page.getByRole('alert').filter({ hasText: t.failed })).toBeVisible();
  await expect(box).toBeChecked();
  expect(await storedOptIn(request, email)).toBe(true);

  await page.unroute('**/rest/v1/profiles*');
  await box.uncheck();
  await expect(page.getByRole('status').filter({ hasText: t.saved(false) })).toBeVisible();
  await expect.poll(() => storedOptIn(request, email)).toBe(false);
});
