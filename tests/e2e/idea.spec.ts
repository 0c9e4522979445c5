// An idea page where only a browser shows it: its layout at 1280 px and the score dialog's focus, and an old,
// mistyped or unknown address looked up by the 404 page's script. What the page and its addresses say without
// a script (sections, fallbacks, head, redirects, statuses, the hostile row kept as text) is checked on the
// built site in tests/site/pages-idea.test.ts.
import { expect, test } from './test.ts';
import { SITE } from '../../src/config/site.ts';
import { NOT_FOUND_TEXT } from '../../src/config/constants/catalogue.ts';
import { completeIdea, ideas } from './ideas.ts';

test('a complete idea page at 1280 px: an even side column, one Save, no bottom bar, the footer ending the page, and the score dialog', async ({ page }) => {
  const response = await page.goto(completeIdea.path);
  expect(response?.status()).toBe(200);

  await test.step('the side column has one even gap between its boxes (the empty workspace slot adds none)', async () => {
    const aside = page.getByRole('complementary', { name: 'Idea actions' });
    const gap = parseFloat(await aside.evaluate((element) => getComputedStyle(element).rowGap));
    const market = (await aside.getByRole('region', { name: 'Market Size (TAM)' }).boundingBox())!;
    const share = (await aside.getByRole('region', { name: 'Share and save' }).boundingBox())!;
    expect(Math.round(share.y - (market.y + market.height))).toBe(gap);
    // With scripting on, the island's button shows and its no-script link does not.
    await expect(page.locator('[data-idea-save]').getByText('Add Idea to Workspace').filter({ visible: true })).toHaveCount(1);
  });

  await test.step('the score dialog opens from the info button and closes with Escape, returning focus', async () => {
    const info = page.getByRole('button', { name: 'How scores work' });
    await info.click();
    const dialog = page.getByRole('dialog', { name: 'How we score ideas' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Breakthrough');
    await expect(dialog).toContainText('Mass market');
    await expect(dialog).toContainText('Buildable immediately');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(info).toBeFocused();
  });

  await test.step('there is no bottom bar, and the page ends with the footer', async () => {
    await expect(page.locator('[data-idea-action-bar]')).toBeHidden();
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
    const footerBottom = await page.locator('footer').evaluate((footer) => footer.getBoundingClientRect().bottom);
    expect(Math.round(footerBottom)).toBe(await page.evaluate(() => window.innerHeight));
    await expect(page.locator('footer p', { hasText: `${SITE.name}. All rights reserved.` })).toBeInViewport();
  });
});

test('an old, upper-case or unknown address shows a loading state, never "Idea Not Found" too soon, until the lookup lands on the idea or says it does not exist', async ({ page, browser, baseURL }) => {
  /** Holds back the number lookup (/ideas/paths.json): the page shows what it shows while resolving. */
  async function holdLookup(): Promise<() => void> {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/ideas/paths.json', async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }
  const tail = completeIdea.path.slice('/idea/'.length);
  const missing = Math.max(...ideas.map((idea) => idea.number)) + 1000;

  for (const [path, landing] of [
    [`/idea/some-old-slug-${completeIdea.number}?ref=x`, `${completeIdea.path}?ref=x`],
    [`/idea/${tail.toUpperCase()}`, completeIdea.path],
  ] as const) {
    await test.step(`${path} lands on ${landing}`, async () => {
      const release = await holdLookup();
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText(NOT_FOUND_TEXT.loading)).toBeVisible();
      await expect(page.getByRole('heading', { name: NOT_FOUND_TEXT.title })).toBeHidden();
      await expect(page.getByText(NOT_FOUND_TEXT.body)).toBeHidden();
      release();
      await expect(page).toHaveURL(landing);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(completeIdea.heading);
      await page.unrouteAll();
    });
  }

  await test.step('an unknown number: loading until the lookup says it does not exist, at the same address', async () => {
    const release = await holdLookup();
    const path = `/idea/some-slug-${missing}`;
    await page.goto(path);
    await expect(page.getByText(NOT_FOUND_TEXT.loading)).toBeVisible();
    await expect(page.getByRole('heading', { name: NOT_FOUND_TEXT.title })).toBeHidden();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_TEXT.title);
    await expect(page.getByText(NOT_FOUND_TEXT.loading)).toBeHidden();
    await expect(page.getByText(NOT_FOUND_TEXT.body)).toBeVisible();
    await expect(page).toHaveTitle(/^Idea Not Found/);
    await expect(page).toHaveURL(path);
    await page.unrouteAll();
  });

  await test.step('an address with no number says "Idea Not Found" at once', async () => {
    await page.goto('/idea/no-number-at-all');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_TEXT.title);
    await expect(page.getByText(NOT_FOUND_TEXT.loading)).toBeHidden();
    await expect(page).toHaveURL('/idea/no-number-at-all');
  });

  await test.step('without JavaScript an old address says "Idea Not Found" and why it may still exist, with no loading state', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const noScript = await context.newPage();
    await noScript.goto(`/idea/wrong-slug-${completeIdea.number}`);
    await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_TEXT.title);
    // Locators skip <noscript>; the rendered text (innerText) shows whether it is on screen.
    await expect(noScript.locator('main')).toContainText(NOT_FOUND_TEXT.noScript, { useInnerText: true });
    await expect(noScript.getByText(NOT_FOUND_TEXT.loading)).toBeHidden();
    await context.close();
  });
});
