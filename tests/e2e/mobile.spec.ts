import { expect, test } from './test.ts';
import { expectIslandsHydrated } from './auth-helpers.ts';
import { completeIdea, hostileIdea } from './ideas.ts';

/** The narrowest phone screen still in use, and the project's own 390 px. */
const WIDTHS = [320, 390];

for (const width of WIDTHS) {
  for (const path of ['/', '/discover', completeIdea.path, hostileIdea.path, `/discover?primaryCategory=${encodeURIComponent(hostileIdea.primaryCategory)}&sort=oldest`, '/about', '/privacy-policy', '/terms-of-service']) {
    test(`${path} fits a ${width} px screen without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(path);
      await expectIslandsHydrated(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
}

test('the menu button opens the navigation on small screens', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Discover Ideas' }).click();
  await expect(page).toHaveURL('/discover');
});

test('at 320 px the header keeps the menu button on screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/about');
  await expectIslandsHydrated(page);
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await expect(menuButton).toBeInViewport({ ratio: 1 });
  await menuButton.click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('the idea page has the mobile action bar: Save, Share, the paper, Chat and More actions', async ({ page }) => {
  await page.goto(completeIdea.path);
  await expectIslandsHydrated(page);
  const bar = page.getByRole('navigation', { name: 'Idea quick actions' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('button', { name: /^Save/ })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Share' })).toBeVisible();
  await expect(bar.getByRole('link', { name: /View Paper/ })).toHaveAttribute('href', completeIdea.paperUrl!);
  await expect(bar.getByRole('link', { name: /Chat/ })).toHaveAttribute('href', completeIdea.chatLink!);
  await expect(bar.getByRole('button', { name: 'More actions' })).toBeVisible();
});

test('without JavaScript the bar links Save to sign-in and Share to the share links', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(completeIdea.path);
  const bar = page.getByRole('navigation', { name: 'Idea quick actions' });
  await expect(bar.getByRole('link', { name: /^Save/ })).toHaveAttribute('href', `/auth?redirect_to=${encodeURIComponent(completeIdea.path)}`);
  await expect(bar.getByRole('link', { name: 'Share' })).toHaveAttribute('href', '#share');
  await context.close();
});

for (const width of WIDTHS) {
  test(`at ${width} px the score info button sits on a row with score chips, not alone`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto(completeIdea.path);
    const info = (await page.getByRole('button', { name: 'How scores work' }).boundingBox())!;
    // The composite chip says "out of 10" to screen readers, the others show "/10".
    const chips = await page.locator('main header').locator('p, li').filter({ hasText: /\/10|out of 10/ }).all();
    expect(chips).toHaveLength(4);
    const rowsShared = [];
    for (const chip of chips) {
      const box = (await chip.boundingBox())!;
      if (box.y < info.y + info.height && info.y < box.y + box.height) rowsShared.push(await chip.textContent());
    }
    expect(rowsShared.length).toBeGreaterThan(0);
  });

  test(`at ${width} px the mobile search placeholder is shown whole`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/discover');
    await expectIslandsHydrated(page);
    const search = page.locator('#search-mobile');
    await expect(search).toBeVisible();
    const room = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input, '::placeholder');
      const box = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const content = input.clientWidth - parseFloat(box.paddingLeft) - parseFloat(box.paddingRight);
      return content - context.measureText(input.placeholder).width;
    });
    expect(room).toBeGreaterThanOrEqual(0);
  });

  test(`at ${width} px the legal pages' contents keep every section number on one line`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    for (const path of ['/privacy-policy', '/terms-of-service']) {
      await page.goto(path);
      const numbers = page.getByRole('navigation', { name: 'On this page' }).locator('li a > span:first-child');
      await expect(numbers.nth(9)).toHaveText('10.');
      // One line box for the text, and that line inside the number's column (not spilling into the title).
      const broken = await numbers.evaluateAll((spans) =>
        spans
          .filter((span) => {
            const text = document.createRange();
            text.selectNodeContents(span);
            const lines = text.getClientRects();
            const box = span.getBoundingClientRect();
            return lines.length !== 1 || lines[0]!.left < box.left - 0.5 || lines[0]!.right > box.right + 0.5;
          })
          .map((span) => span.textContent),
      );
      expect(broken).toEqual([]);
    }
  });
}
