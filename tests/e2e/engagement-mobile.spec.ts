// Engagement at 390 px: the share bottom sheet (Message, Cancel, native share), the idea page's mobile
// Share action with its copy fallback, the newsletter popup and footer form on a phone.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectIslandsHydrated } from './auth-helpers.ts';
import { completeIdea } from './ideas.ts';
import { clipboardText, recordShareSideEffects, sideEffects, storedEmails, stubAnalyticsTag, trackedEvents, uniqueEmail, utmOf, violations } from './engagement.ts';
import { E2E_SITE_URL } from './ports.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.beforeEach(async ({ page }) => {
  await stubAnalyticsTag(page);
});

async function openSheet(page: Page): Promise<{ share: Locator; sheet: Locator }> {
  await page.goto(completeIdea.path);
  await page.locator('[data-share-slot]').scrollIntoViewIfNeeded();
  await page.locator('[data-share-slot] astro-island:not([ssr])').waitFor({ state: 'attached' });
  const share = page.locator('[data-share-slot]').getByRole('button', { name: 'Share' });
  await share.click();
  const sheet = page.getByRole('dialog', { name: 'Share this idea' });
  await expect(sheet).toBeVisible();
  return { share, sheet };
}

test('the share sheet lists Message (SMS) with its UTM values; Cancel closes it and focus returns', async ({ page }) => {
  const { share, sheet } = await openSheet(page);
  await expect(sheet.getByRole('listitem')).toHaveText(['WhatsApp', 'Message', 'X', 'Reddit', 'Email', 'Copy Link']);
  const sms = (await sheet.getByRole('link', { name: 'Message' }).getAttribute('href'))!;
  expect(sms.startsWith('sms:?&body=')).toBe(true);
  expect(utmOf(decodeURIComponent(sms.split('body=')[1]!).split(' ').at(-1)!)).toEqual({ utm_source: 'sms', utm_medium: 'social', utm_campaign: 'idea_share' });
  // A bottom sheet: once it has slid in, its lower edge is the viewport's.
  await expect.poll(async () => {
    const box = (await sheet.boundingBox())!;
    return Math.round(box.y + box.height);
  }).toBe(844);
  expect(await violations(page)).toEqual([]);

  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(sheet).toBeHidden();
  await expect(share).toBeFocused();
  expect((await trackedEvents(page, 'share_open')).map((event) => event.params.platform)).toEqual(['sheet']);
});

test('keyboard: focus moves into the sheet, Tab stays inside, Escape closes and focus returns', async ({ page }) => {
  const { share, sheet } = await openSheet(page);
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

test('Copy Link in the sheet copies the copy_link address and closes the sheet', async ({ page }) => {
  const { sheet } = await openSheet(page);
  await sheet.getByRole('button', { name: 'Copy Link' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.locator('#toasts [data-toast]')).toContainText('Link copied!');
  expect(utmOf(await clipboardText(page))).toEqual({ utm_source: 'copy_link', utm_medium: 'social', utm_campaign: 'idea_share' });
});

test('with a native share, the sheet offers it and hands over the share_button address', async ({ page }) => {
  await recordShareSideEffects(page, { nativeShare: true });
  const { sheet } = await openSheet(page);
  await sheet.getByRole('button', { name: 'More sharing options' }).click();
  await expect(sheet).toBeHidden();
  await expect.poll(async () => (await sideEffects(page)).shared.length).toBe(1);
  const [shared] = (await sideEffects(page)).shared;
  expect(shared!.title).toBe(completeIdea.heading);
  expect(shared!.url).toBe(`${E2E_SITE_URL}${completeIdea.path}?utm_source=share_button&utm_medium=social&utm_campaign=idea_share`);
  expect((await trackedEvents(page, 'share_click')).map((event) => [event.params.platform, event.params.location])).toEqual([['native', 'idea_page']]);
});

test('without a native share the sheet does not offer it', async ({ page }) => {
  const { sheet } = await openSheet(page);
  await expect(sheet.getByRole('button', { name: 'More sharing options' })).toHaveCount(0);
});

test.describe('the idea page bar Share action', () => {
  test('without a native share it copies the link: Link copied to clipboard!', async ({ page }) => {
    await page.goto(completeIdea.path);
    await expectIslandsHydrated(page);
    await page.getByRole('navigation', { name: 'Idea quick actions' }).getByRole('link', { name: 'Share' }).click();
    await expect(page.locator('#toasts [data-toast]')).toContainText('Link copied to clipboard!');
    expect(await clipboardText(page)).toBe(`${E2E_SITE_URL}${completeIdea.path}?utm_source=share_button&utm_medium=social&utm_campaign=idea_share`);
    expect(new URL(page.url()).hash).toBe('');
  });

  test('with a native share it opens the device share', async ({ page }) => {
    await recordShareSideEffects(page, { nativeShare: true });
    await page.goto(completeIdea.path);
    await expectIslandsHydrated(page);
    await page.getByRole('navigation', { name: 'Idea quick actions' }).getByRole('link', { name: 'Share' }).click();
    await expect.poll(async () => (await sideEffects(page)).shared.map((item) => utmOf(item.url).utm_source)).toEqual(['share_button']);
    expect((await trackedEvents(page, 'share_click')).map((event) => event.params.location)).toEqual(['idea_mobile_bar']);
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
  await expect(footer.getByText("You're Subscribed to Weekly Venture Picks!")).toBeVisible();
  expect(await storedEmails(request, 'newsletter_subscriptions', email.toLowerCase())).toEqual([email.toLowerCase()]);
});
