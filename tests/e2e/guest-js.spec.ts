// A guest's content pages ship almost no JavaScript until used: the account control,
// the toasts, the popups, Share and Save load on first use (client:session, src/hydration/). What a guest
// does before their code has arrived still happens once it has.
import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Request } from './test.ts';
import { NEWSLETTER } from '../../src/config/constants/engagement.ts';
import { createConfirmedUser, expectSignedIn, signInStored, uniqueEmail } from './auth-helpers.ts';
import { holdChunk } from './hold-chunk.ts';
import { completeIdea } from './ideas.ts';
import { idlePeriod } from './idle-period.ts';
import { slowDevice } from './slow-device.ts';
import { E2E_SITE_URL, E2E_SUPABASE_URL } from './ports.ts';

const GUEST_JS_BUDGET_KB = 15;
const CONTENT_PAGES = ['/', '/about', completeIdea.path, '/privacy-policy', '/terms-of-service'];

/**
 * Gzip bytes of the site's own scripts a page loads by itself: every script response until the page has
 * loaded, the browser has been idle (when client:idle islands would start) and no script is still on its
 * way. The analytics tag's third-party script is not the site's and not counted.
 */
async function scriptBytesBeforeInteraction(page: Page, path: string): Promise<{ gzip: number; urls: string[] }> {
  const bodies: Promise<{ url: string; gzip: number }>[] = [];
  const ours = (request: Request) => request.resourceType() === 'script' && request.url().startsWith(E2E_SITE_URL);
  let pending = 0;
  const onRequest = (request: Request) => {
    if (ours(request)) pending += 1;
  };
  const onFailed = (request: Request) => {
    if (ours(request)) pending -= 1;
  };
  const onFinished = (request: Request) => {
    if (!ours(request)) return;
    pending -= 1;
    bodies.push(request.response().then(async (response) => ({ url: request.url(), gzip: gzipSync((await response?.body()) ?? Buffer.alloc(0), { level: 6 }).length })));
  };
  page.on('request', onRequest);
  page.on('requestfailed', onFailed);
  page.on('requestfinished', onFinished);
  try {
    await page.goto(path, { waitUntil: 'load' });
    await idlePeriod(page);
    await expect.poll(() => pending).toBe(0);
    const loaded = await Promise.all(bodies);
    return { gzip: loaded.reduce((total, script) => total + script.gzip, 0), urls: loaded.map((script) => script.url) };
  } finally {
    page.off('request', onRequest);
    page.off('requestfailed', onFailed);
    page.off('requestfinished', onFinished);
  }
}

test.describe('a guest before any interaction', () => {
  test(`each content page loads at most ${GUEST_JS_BUDGET_KB} KB gzip of JavaScript, hydrates no island and never contacts Supabase`, async ({ page }) => {
    // Each page as on a first visit: nothing of the page before it comes from the cache.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const supabaseCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(E2E_SUPABASE_URL)) supabaseCalls.push(request.url());
    });
    for (const path of CONTENT_PAGES) {
      await test.step(path, async () => {
        const { gzip, urls } = await scriptBytesBeforeInteraction(page, path);
        expect(gzip / 1024, urls.join('\n')).toBeLessThanOrEqual(GUEST_JS_BUDGET_KB);
        await expect(page.locator('astro-island:not([ssr])')).toHaveCount(0);
        // Neither supabase-js nor a call to the auth server: a guest's page has nothing to ask it.
        expect(urls.filter((url) => /supabase/i.test(url)), path).toEqual([]);
        expect(supabaseCalls, path).toEqual([]);
      });
    }
  });
});

test.describe('a use before the code has arrived still happens', () => {
  test('Sign in in the header opens the dialog, with the focus in it and back on Sign in after Escape', async ({ page }) => {
    await page.goto('/about');
    const letThrough = await holdChunk(page, '**/_astro/AccountMenu.*.js');
    const signIn = page.locator('#account-control').getByRole('button', { name: 'Sign in', exact: true });
    await signIn.click();
    await letThrough();
    const dialog = page.getByRole('dialog', { name: 'Sign in to save ideas' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(signIn).toBeFocused();
  });

  test('Sign in held down while its code arrives opens the dialog when let go', async ({ page }) => {
    await page.goto('/about');
    const letThrough = await holdChunk(page, '**/_astro/AccountMenu.*.js');
    const box = await page.locator('#account-control').getByRole('button', { name: 'Sign in', exact: true }).boundingBox();
    // The pointer reaching the button asks for the island; the press begins before the island is there.
    await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await page.mouse.down();
    await letThrough();
    // The island has rendered into the header's slot while the button is still held down.
    await expect(page.locator('#account-control [data-account-island]')).toBeAttached();
    await page.mouse.up();
    await expect(page.getByRole('dialog', { name: 'Sign in to save ideas' })).toBeVisible();
  });

  test('on the idea page, Share opens its menu and Save keeps the idea pending and asks to sign in', async ({ page }) => {
    await page.goto(completeIdea.path);
    await test.step('Share opens its menu', async () => {
      const letThrough = await holdChunk(page, '**/_astro/ShareControl.*.js');
      const share = page.locator('[data-idea-share]').getByRole('button', { name: 'Share' });
      await share.click();
      await letThrough();
      await expect(page.getByRole('menu', { name: 'Share this idea' })).toBeVisible();
      await expect(share).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu', { name: 'Share this idea' })).toBeHidden();
    });
    await test.step('Save keeps the idea pending and asks to sign in', async () => {
      // Its own island, whose code the page has not asked for yet: held back in turn.
      const letThrough = await holdChunk(page, '**/_astro/BookmarkButton.*.js');
      await page.locator('[data-idea-save]').getByRole('button', { name: 'Add Idea to Workspace' }).click();
      await letThrough();
      await expect(page.getByRole('dialog', { name: 'Sign in to save ideas' })).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem('pendingBookmark'))).toBe(completeIdea.id);
      await expect(page).toHaveURL(`${E2E_SITE_URL}${completeIdea.path}`);
    });
  });

  test('Weekly Venture Picks opens the newsletter popup in place', async ({ page }) => {
    await page.goto('/');
    const letThrough = await holdChunk(page, '**/_astro/EngagementRoot.*.js');
    await page.getByRole('banner').getByRole('link', { name: 'Weekly Venture Picks' }).click();
    await letThrough();
    await expect(page.getByRole('dialog', { name: 'Get Weekly Venture Picks' })).toBeVisible();
    await expect(page).toHaveURL(`${E2E_SITE_URL}/`);
  });

  test('an address typed into the footer form and sent with Enter is subscribed', async ({ page }) => {
    await page.goto('/about');
    const letThrough = await holdChunk(page, '**/_astro/NewsletterForm.*.js');
    const footer = page.locator('[data-footer-newsletter]');
    await footer.getByLabel('Your address for Weekly Venture Picks').fill(uniqueEmail('Early'));
    await footer.getByLabel('Your address for Weekly Venture Picks').press('Enter');
    await letThrough();
    await expect(footer.getByText(NEWSLETTER.successTitle)).toBeVisible();
  });
});

test.describe('on a slow phone', () => {
  // One width: a phone's.
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Sign in pressed as soon as it shows opens the sign-in dialog', async ({ page }) => {
    await slowDevice(page, { network: true });
    await page.goto(completeIdea.path, { waitUntil: 'commit' });
    await page.locator('#account-control').getByRole('button', { name: 'Sign in', exact: true }).click();
    // The island, React and the dialog's own code arrive over slow 4G after the press.
    await expect(page.getByRole('dialog', { name: 'Sign in to save ideas' })).toBeVisible({ timeout: 30_000 });
  });
});

/**
 * A main thread that never idles (a busy phone; headless Chromium on a page with nothing to draw): an idle
 * callback then runs only when the timeout it asked for comes, and one that asked for none never runs.
 */
async function neverIdle(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.requestIdleCallback = (callback, options) =>
      options?.timeout === undefined ? 0 : window.setTimeout(() => callback({ didTimeout: true, timeRemaining: () => 0 }), options.timeout);
  });
}

test.describe('a browser that never idles', () => {
  test('still shows a returning visitor signed in', async ({ page, request }) => {
    const email = uniqueEmail('idle');
    await createConfirmedUser(request, email, 'never-idle-1', 'Ida Idle');
    await neverIdle(page);
    await signInStored(page, email, 'never-idle-1');
    await expectSignedIn(page, 'II');
  });

  test('still shows /discover in the reader’s time zone and hands the list to the feed', async ({ page }) => {
    await neverIdle(page);
    await page.goto('/discover');
    await expect(page.locator('[data-feed-refresh]')).toHaveText(/^Next feed refresh: (Mon|Tue|Wed|Thu|Fri), [A-Z][a-z]{2} \d{1,2}, /);
    await expect(page.locator('astro-island[component-url*="DiscoverFeed"][ssr]')).toHaveCount(0);
  });
});
