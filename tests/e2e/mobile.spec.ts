// Phone screens (the mobile project: a Pixel 7), one test per width for the layout checks that need a real
// page at that width, and the menu that takes the header's place on small screens. What the pages say is
// checked on the built HTML (tests/site/pages-*.test.ts).
import { expect, test } from './test.ts';
import { SITE } from '../../src/config/site.ts';
import { expectIslandsHydrated } from './auth-helpers.ts';
import { completeIdea, hostileIdea } from './ideas.ts';

/** The narrowest phone screen still in use, and the project's own 390 px. */
const WIDTHS = [320, 390];

const PATHS = ['/', '/discover', completeIdea.path, hostileIdea.path, `/discover?primaryCategory=${encodeURIComponent(hostileIdea.primaryCategory)}&sort=oldest`, '/about', '/privacy-policy', '/terms-of-service'];

for (const width of WIDTHS) {
  test(`at ${width} px every page fits the screen, and the idea page, discover and the legal pages lay out for it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    // The hostile row's markup is on two of these pages: it must stay text once the islands have run too.
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    for (const path of PATHS) {
      await test.step(`${path} fits without sideways scrolling`, async () => {
        await page.goto(path);
        await expectIslandsHydrated(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      });
    }
    expect(dialogs).toEqual([]);

    await test.step('the idea page: the score info button sits on a row with score chips, not alone', async () => {
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

    await test.step("the idea page: the bottom bar's Save, Share, paper, Chat and More, and the footer's last lines above it at the end", async () => {
      await page.setViewportSize({ width, height: 844 });
      await expectIslandsHydrated(page);
      const bar = page.getByRole('navigation', { name: 'Idea quick actions' });
      await expect(bar).toBeVisible();
      await expect(bar.getByRole('button', { name: /^Save/ })).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Share' })).toBeVisible();
      await expect(bar.getByRole('link', { name: /View Paper/ })).toHaveAttribute('href', completeIdea.paperUrl!);
      await expect(bar.getByRole('link', { name: /Chat/ })).toHaveAttribute('href', completeIdea.chatLink!);
      await expect(bar.getByRole('button', { name: 'More actions' })).toBeVisible();

      // End again until the page stays at its end, as a person would: content that lays out after the first press
      // (a font, an island) can grow the page under it (a red CI run waited 60 s after a single press).
      await expect
        .poll(async () => {
          await page.keyboard.press('End');
          return page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight);
        })
        .toBe(true);
      const barTop = (await bar.boundingBox())!.y;
      for (const line of [`A venture studio project by ${SITE.studio.name}.`, `${SITE.name}. All rights reserved.`]) {
        const box = (await page.locator('footer p', { hasText: line }).boundingBox())!;
        expect(box.y + box.height, line).toBeLessThanOrEqual(barTop);
        expect(box.y, line).toBeGreaterThanOrEqual(0);
      }
      await page.setViewportSize({ width, height: 740 });
    });

    await test.step('/discover: the mobile search placeholder is shown whole', async () => {
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

    for (const path of ['/privacy-policy', '/terms-of-service']) {
      await test.step(`${path}: the contents keep every section number on one line`, async () => {
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
      });
    }
  });
}

test('at 320 px the menu button stays on screen and opens the navigation in place of the header links', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/about');
  await expectIslandsHydrated(page);
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await expect(menuButton).toBeInViewport({ ratio: 1 });
  await menuButton.click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Discover Ideas' }).click();
  await expect(page).toHaveURL('/discover');
});
