// Engagement at 390 px: one Share behaviour on a phone (the device's share where there is one, else the share
// bottom sheet), the idea page's quick-action bar (Save, Share, More actions), the newsletter popup and footer form.
import { expect, type Locator, type Page, test } from './test.ts';
import { NEWSLETTER } from '../../src/config/constants/engagement.ts';
import { createConfirmedUser, expectIslandsHydrated } from './auth-helpers.ts';
import { completeIdea } from './ideas.ts';
import { clipboardText, recordShareSideEffects, sideEffects, storedEmails, stubAnalyticsTag, trackedEvents, uniqueEmail, utmOf } from './engagement.ts';
import { E2E_SITE_URL } from './ports.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.beforeEach(async ({ page }) => {
  await stubAnalyticsTag(page);
});

async function openSheet(page: Page): Promise<{ share: Locator; sheet: Locator }> {
  await page.goto(completeIdea.path);
  await page.locator('[data-idea-share]').scrollIntoViewIfNeeded();
  const share = page.locator('[data-idea-share]').getByRole('button', { name: 'Share' });
  await share.click();
  const sheet = page.getByRole('dialog', { name: 'Share this idea' });
  await expect(sheet).toBeVisible();
  return { share, sheet };
}

function bar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Idea quick actions' });
}

test("the share sheet: its choices at the bottom of the screen, focus kept inside, Cancel and Escape give focus back; the quick-action bar's Share opens the same sheet, whose Copy Link copies", async ({ page }) => {
  const { share, sheet } = await openSheet(page);

  await test.step('Message (SMS) among the choices, with its UTM values; a bottom sheet whose lower edge is the viewport\'s', async () => {
    await expect(sheet.getByRole('listitem')).toHaveText(['WhatsApp', 'Message', 'X', 'Reddit', 'Email', 'Copy Link']);
    const sms = (await sheet.getByRole('link', { name: 'Message' }).getAttribute('href'))!;
    expect(sms.startsWith('sms:?&body=')).toBe(true);
    expect(utmOf(decodeURIComponent(sms.split('body=')[1]!).split(' ').at(-1)!)).toEqual({ utm_source: 'sms', utm_medium: 'social', utm_campaign: 'idea_share' });
    // Once it has slid in.
    await expect.poll(async () => {
      const box = (await sheet.boundingBox())!;
      return Math.round(box.y + box.height);
    }).toBe(844);
  });

  await test.step('Cancel closes it and focus returns to Share', async () => {
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await expect(sheet).toBeHidden();
    await expect(share).toBeFocused();
    expect((await trackedEvents(page, 'share_open')).map((event) => event.params.platform)).toEqual(['sheet']);
  });

  await test.step('keyboard: focus moves into the sheet, Tab and Shift+Tab stay inside, Escape closes and focus returns', async () => {
    await share.click();
    await expect(sheet).toBeVisible();
    expect(await sheet.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    for (let step = 0; step < 10; step += 1) {
      await page.keyboard.press('Tab');
      expect(await sheet.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await sheet.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(share).toBeFocused();
  });

  await test.step("without a native share, the quick-action bar's Share opens the same sheet; Cancel gives focus back to it", async () => {
    const barShare = bar(page).getByRole('button', { name: 'Share' });
    await barShare.click();
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('listitem')).toHaveText(['WhatsApp', 'Message', 'X', 'Reddit', 'Email', 'Copy Link']);
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await expect(sheet).toBeHidden();
    await expect(barShare).toBeFocused();
    expect(new URL(page.url()).hash).toBe('');
  });

  await test.step('Copy Link in the sheet copies the copy_link address and closes the sheet', async () => {
    await share.click();
    await sheet.getByRole('button', { name: 'Copy Link' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.locator('#toasts [data-toast]')).toContainText('Link copied!');
    expect(utmOf(await clipboardText(page))).toEqual({ utm_source: 'copy_link', utm_medium: 'social', utm_campaign: 'idea_share' });
  });
});

test('with a native share, both Share buttons (side column and quick-action bar) open the device share at once, with the share_button address', async ({ page }) => {
  await recordShareSideEffects(page, { nativeShare: true });
  await page.goto(completeIdea.path);
  await page.locator('[data-idea-share]').scrollIntoViewIfNeeded();
  await page.locator('[data-idea-share]').getByRole('button', { name: 'Share' }).click();
  await expect.poll(async () => (await sideEffects(page)).shared.length).toBe(1);
  await expect(page.getByRole('dialog', { name: 'Share this idea' })).toBeHidden();
  const [shared] = (await sideEffects(page)).shared;
  expect(shared!.title).toBe(completeIdea.heading);
  expect(shared!.url).toBe(`${E2E_SITE_URL}${completeIdea.path}?utm_source=share_button&utm_medium=social&utm_campaign=idea_share`);

  await bar(page).getByRole('button', { name: 'Share' }).click();
  await expect.poll(async () => (await sideEffects(page)).shared.map((item) => utmOf(item.url).utm_source)).toEqual(['share_button', 'share_button']);
  await expect(page.getByRole('dialog', { name: 'Share this idea' })).toBeHidden();
  expect((await trackedEvents(page, 'share_click')).map((event) => [event.params.platform, event.params.location])).toEqual([
    ['native', 'idea_page'],
    ['native', 'idea_mobile_bar'],
  ]);
});

test("the quick-action bar: More actions offers a guest the side column and gives focus back; its Save is the workspace bookmark, through sign-in, and More actions then leads to the tags and notes", async ({ page, request }) => {
  const email = uniqueEmail('BarSave');
  await createConfirmedUser(request, email, 'bar-save-pass-1', 'Bar Saver');
  await page.goto(completeIdea.path);
  await expectIslandsHydrated(page);
  const more = bar(page).getByRole('button', { name: 'More actions' });
  const menu = page.getByRole('group', { name: 'More actions' });

  await test.step('More actions offers a guest the side column and closes with Escape, returning focus', async () => {
    await more.click();
    await expect(menu.getByRole('link', { name: 'Get our top ideas in your inbox' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Get daily alerts' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Help Us Improve - Give Feedback' })).toHaveAttribute('href', /^\/contact\?/);
    await expect(menu.getByRole('link', { name: 'Your tags and notes' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();
  });

  await test.step('a choice closes the menu; the dialog it opens gives focus back to More, not to a hidden item', async () => {
    await more.click();
    await menu.getByRole('link', { name: 'Get our top ideas in your inbox' }).click();
    await expect(menu).toBeHidden();
    const dialog = page.getByRole('dialog', { name: 'Get Weekly Venture Picks' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(more).toBeFocused();
  });

  await test.step("its Save signs a guest in and saves the idea, as the side column's button shows", async () => {
    const save = bar(page).getByRole('button', { name: /^Save/ });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to save ideas' });
    await dialog.getByRole('button', { name: 'Sign in with password' }).click();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('bar-save-pass-1');
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.locator('#toasts [data-toast]')).toContainText('Idea Added To Your Workspace');
    await expect(bar(page).getByRole('button', { name: /^Saved/ })).toHaveAttribute('aria-pressed', 'true');
    // The same store drives the side column's button.
    await expect(page.locator('[data-idea-save] [data-bookmark-button]')).toHaveText('Remove From Workspace');
  });

  await test.step('More actions now leads to the tags and notes', async () => {
    await more.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Your tags and notes' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Your Tags' })).toBeInViewport();
  });

  await test.step("and back: the bar's Saved removes it, as the side column's button shows", async () => {
    await bar(page).getByRole('button', { name: /^Saved/ }).click();
    await expect(page.locator('[data-idea-save] [data-bookmark-button]')).toHaveText('Add Idea to Workspace');
    await expect(bar(page).getByRole('button', { name: /^Save/ })).toHaveAttribute('aria-pressed', 'false');
  });
});

test('a discover card opens the share sheet for its idea', async ({ page }) => {
  await recordShareSideEffects(page);
  await page.goto('/discover');
  await expectIslandsHydrated(page);
  const card = page.locator('article').first();
  const path = await card.getByRole('heading', { level: 2 }).getByRole('link').getAttribute('href');
  await card.getByRole('button', { name: /^Share: / }).click();
  const sheet = page.getByRole('dialog', { name: 'Share this idea' });
  await sheet.getByRole('link', { name: 'WhatsApp' }).click();
  await expect(sheet).toBeHidden();
  const { opened } = await sideEffects(page);
  const text = new URL(opened[0]![0]!).searchParams.get('text')!;
  expect(new URL(text.split(' ').at(-1)!).pathname).toBe(path);
  expect(opened[0]![2]).toMatch(/^width=600,height=600,/);
});

test('newsletter popup and footer form on a phone', async ({ page, request }) => {
  await page.goto('/discover?newsletter=true');
  const dialog = page.getByRole('dialog', { name: 'Get Weekly Venture Picks' });
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(390);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const email = uniqueEmail('Phone');
  const footer = page.locator('[data-footer-newsletter]');
  await footer.scrollIntoViewIfNeeded();
  await footer.getByLabel('Your address for Weekly Venture Picks').fill(email);
  await footer.getByRole('button', { name: 'Get Weekly Picks' }).click();
  await expect(footer.getByText(NEWSLETTER.successTitle)).toBeVisible();
  expect(await storedEmails(request, 'newsletter_subscriptions', email.toLowerCase())).toEqual([email.toLowerCase()]);
});
