// Saved searches: 'Alert me' on discover saves the filters with minimum scores; the workspace
// lists them with Rename, Pause/Resume and Delete (Undo); another user never sees them. A save the database
// refuses and the daily alert's notice with Turn on: tests/component/workspace-saved-searches.test.tsx.
import { expect, type Locator, type Page, test } from './test.ts';
import { DAILY_ALERT_TEXT, SAVED_SEARCH_TEXT } from '../../src/config/constants/saved-searches.ts';
import { confirmFromMailbox } from './mailbox.ts';
import { expectIslandsHydrated } from './auth-helpers.ts';
import { ideas } from './ideas.ts';
import { newUser, passwordSignIn, secondContext, signIn, toast } from './workspace-helpers.ts';
import { API } from './engagement.ts';

const industry = ideas.find((idea) => idea.secondaryCategory)!.secondaryCategory!;
const discoverPath = `/discover?secondaryCategory=${encodeURIComponent(industry)}`;

function alertMe(page: Page): Locator {
  return page.getByRole('button', { name: SAVED_SEARCH_TEXT.alertMeLabel });
}

function savedSearchDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: SAVED_SEARCH_TEXT.dialogTitle });
}

async function openDiscover(page: Page): Promise<void> {
  await page.goto(discoverPath);
  await expect(page.locator('[data-results-count]')).toHaveText(/^Showing \d+ of \d+ ideas?$/);
}

function item(page: Page, name: string): Locator {
  return page.locator('[data-saved-search]', { has: page.getByRole('heading', { name, exact: true }) });
}

test.describe('saved searches', () => {
  test('create from discover with a threshold, then rename, pause, delete with Undo in the workspace; a second user sees none', async ({ page, request, browser }) => {
    const email = await newUser(request);
    await signIn(page, email);
    await openDiscover(page);

    await alertMe(page).click();
    const dialog = savedSearchDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-saved-search-filters]')).toHaveText(`${SAVED_SEARCH_TEXT.industries}: ${industry}`);
    const name = dialog.getByLabel(SAVED_SEARCH_TEXT.nameLabel);
    await expect(name).toBeFocused();
    await expect(name).toHaveValue(industry);
    await dialog.getByLabel('Feasibility').selectOption('8');
    await expect(name).toHaveValue(`${industry} · feasibility ≥ 8`);
    await page.screenshot({ path: '/tmp/saved-dialog-1280.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/saved-dialog-390.png' });
    await page.setViewportSize({ width: 1280, height: 900 });

    await dialog.getByRole('button', { name: SAVED_SEARCH_TEXT.save }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page)).toContainText(SAVED_SEARCH_TEXT.created);
    // Matches come in the daily alert: the account's address is subscribed, confirmation first.
    await expect(toast(page)).toContainText(SAVED_SEARCH_TEXT.confirmToReceive(email));
    await expect
      .poll(async () => ((await (await request.get(`${API}/mailbox/messages`)).json()) as { to: string; subject: string }[]).filter((mail) => mail.to === email).map((mail) => mail.subject))
      .toEqual(['Confirm your subscription to Daily Idea Alerts']);

    await toast(page).getByRole('link', { name: SAVED_SEARCH_TEXT.openWorkspace }).click();
    await expect(page).toHaveURL(/\/workspace\/saved-searches$/);
    const created = item(page, `${industry} · feasibility ≥ 8`);
    await expect(created.locator('[data-saved-search-summary]')).toHaveText(`${SAVED_SEARCH_TEXT.industries}: ${industry}Feasibility ≥ 8`);
    // Nothing is emailed until the address is confirmed: the search says so, and what to do.
    await expect(created.locator('[data-saved-search-state]')).toHaveText(DAILY_ALERT_TEXT.notEmailed);
    await expect(page.locator('[data-daily-alert="pending"]')).toContainText('confirmation link');
    await confirmFromMailbox(page, request, email, 'Daily Idea Alerts');
    await page.goto('/workspace/saved-searches');
    await expect(created.locator('[data-saved-search-state]')).toHaveText(SAVED_SEARCH_TEXT.active);
    await expect(page.locator('[data-daily-alert]')).toHaveCount(0);
    await expect(page.getByText(SAVED_SEARCH_TEXT.sectionIntro)).toBeVisible();
    await expectIslandsHydrated(page);
    await page.screenshot({ path: '/tmp/saved-workspace-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/saved-workspace-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Rename with the keyboard: Enter on Rename, type, Enter; focus comes back to Rename.
    await created.getByRole('button', { name: SAVED_SEARCH_TEXT.rename }).focus();
    await page.keyboard.press('Enter');
    const field = page.getByRole('textbox', { name: `${SAVED_SEARCH_TEXT.nameLabel} of the saved search` });
    await expect(field).toBeFocused();
    await field.fill('Clinic picks');
    await page.keyboard.press('Enter');
    const renamed = item(page, 'Clinic picks');
    await expect(renamed.getByRole('button', { name: SAVED_SEARCH_TEXT.rename })).toBeFocused();

    await renamed.getByRole('button', { name: SAVED_SEARCH_TEXT.pause }).click();
    await expect(renamed.locator('[data-saved-search-state]')).toHaveText(SAVED_SEARCH_TEXT.paused);
    await expect(renamed.getByRole('button', { name: SAVED_SEARCH_TEXT.resume })).toHaveAttribute('aria-pressed', 'true');

    // What the server kept: a reload shows the new name and the paused state.
    await page.reload();
    await expect(item(page, 'Clinic picks').locator('[data-saved-search-state]')).toHaveText(SAVED_SEARCH_TEXT.paused);

    const other = await secondContext(browser, await newUser(request, 'Otto Other'));
    await other.goto('/workspace/saved-searches');
    await expect(other.locator('[data-saved-searches-empty]')).toBeVisible();
    await expect(other.locator('[data-saved-search]')).toHaveCount(0);

    await item(page, 'Clinic picks').getByRole('button', { name: SAVED_SEARCH_TEXT.delete }).click();
    await expect(page.locator('[data-saved-searches-empty]')).toBeVisible();
    await expect(toast(page)).toContainText(SAVED_SEARCH_TEXT.deleted);
    await toast(page).getByRole('button', { name: SAVED_SEARCH_TEXT.undo }).click();
    await expect(toast(page)).toContainText(SAVED_SEARCH_TEXT.restoredSearch);
    await expect(item(page, 'Clinic picks').locator('[data-saved-search-state]')).toHaveText(SAVED_SEARCH_TEXT.paused);

    await item(page, 'Clinic picks').getByRole('button', { name: SAVED_SEARCH_TEXT.delete }).click();
    await expect(toast(page)).toContainText(SAVED_SEARCH_TEXT.deleted);
    await page.reload();
    await expect(page.locator('[data-saved-searches-empty]')).toBeVisible();
  });

  test('a guest is asked to sign in first and then gets the dialog with the filters they chose', async ({ page, request }) => {
    const email = await newUser(request);
    await openDiscover(page);
    await alertMe(page).click();
    await passwordSignIn(page.getByRole('dialog', { name: SAVED_SEARCH_TEXT.signInTitle }), email);
    const dialog = savedSearchDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-saved-search-filters]')).toHaveText(`${SAVED_SEARCH_TEXT.industries}: ${industry}`);
    await dialog.getByRole('button', { name: SAVED_SEARCH_TEXT.save }).click();
    await expect(toast(page)).toContainText(SAVED_SEARCH_TEXT.created);
  });
});
