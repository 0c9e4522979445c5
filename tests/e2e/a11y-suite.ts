/**
 * The axe (WCAG 2.2 AA) suites, each run at 1280 px (the desktop project) and at 390 px (files named
 * *mobile.spec.ts).
 * - defineA11ySuite, in `npm test` (a11y.spec.ts, a11y-mobile.spec.ts): one URL per page template of the built
 *   sitemap (read from the served site, so a new template joins by itself) and the idea page's complete and
 *   sparse states; the pages the sitemap leaves out, as a guest; the error pages; open dialogs, menus and
 *   filters; the signed-in workspace, reading list, portfolio, account and admin pages. The template pass and
 *   the admin page also check that nothing logs a CSP violation as it loads and hydrates (./csp.ts).
 * - defineSitemapA11ySuite, in `npm run test:a11y-sitemap` (a11y-sitemap*.spec.ts): every URL of the sitemap.
 */
import { expect, type APIRequestContext, type Page, test } from './test.ts';
import { LOCAL_SUPABASE, SEEDED_ACCOUNTS } from '../../local/config.ts';
import { SAVED_SEARCH_TEXT } from '../../src/config/constants/saved-searches.ts';
import { accountControl, API, expectIslandsHydrated, expectSignedIn, openDialog, openWithSession, signInStored, violations } from './auth-helpers.ts';
import { completeIdea, samePaperIdea, sparseIdea } from './ideas.ts';
import { newUser, saveThroughApi } from './workspace-helpers.ts';
import { oneUrlPerTemplate, sitemapPaths } from './sitemap-pages.ts';
import { categoryPage } from '../../src/ideas/category-pages.ts';
import { watchCsp } from './csp.ts';

/** Sitemap URLs are split over this many tests so both workers share them. */
const SHARDS = 4;

/**
 * Pages the sitemap leaves out: sign-in and a failed sign-in link, member pages seen by a guest, an assistant's
 * consent page (its sign-in, and without a request), mail landings, compare with three ideas, and discover's
 * states that only an address makes (a like list, the scores weighed). The consent page with a real request:
 * oauth-consent*.spec.ts.
 */
const GUEST_PAGES = ['/auth/callback?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired', '/auth', '/auth/reset-password', '/workspace', '/workspace/reading-list', '/workspace/saved-searches', '/portfolio', '/account', '/oauth/consent?authorization_id=abcdefghijklmnopqrstuvwxyz234567', '/oauth/consent', '/subscription/confirm', '/subscription/unsubscribe', '/compare', `/compare?ids=${completeIdea.number},${sparseIdea.number},${samePaperIdea.number}`, `/discover?like=${completeIdea.number}`, '/discover?sort=valoris_score&weights=0%2C0%2C6'];

async function expectNoViolations(page: Page, path: string, found: Record<string, string[]>): Promise<void> {
  await page.goto(path);
  await expectIslandsHydrated(page);
  const list = await violations(page);
  if (list.length > 0) found[path] = list;
}

async function expectPagesClean(page: Page, paths: string[]): Promise<void> {
  const found: Record<string, string[]> = {};
  for (const path of paths) await expectNoViolations(page, path, found);
  expect(found).toEqual({});
}

export function defineSitemapA11ySuite(width: string): void {
  for (let shard = 0; shard < SHARDS; shard++) {
    test(`${width}: sitemap URLs, part ${shard + 1} of ${SHARDS}, have no WCAG 2.2 AA violations`, async ({ page, request }) => {
      test.setTimeout(240_000);
      const paths = await sitemapPaths(request);
      const mine = paths.filter((_, index) => index % SHARDS === shard);
      await expectPagesClean(page, mine);
      console.info(`axe ${width}: ${mine.length} of ${paths.length} sitemap URLs`);
    });
  }
}

/** A confirmed user with three saved ideas (one with a note: For you has enough to go on), signed in earlier (a stored session). */
async function signInWithWorkspace(page: Page, request: APIRequestContext): Promise<void> {
  const session = await saveThroughApi(request, await newUser(request, 'Ada Axe'), [completeIdea, sparseIdea, samePaperIdea]);
  const { access_token: token, user } = session;
  const headers = { apikey: LOCAL_SUPABASE.anonKey, Authorization: `Bearer ${token}` };
  expect((await request.post(`${API}/rest/v1/user_idea_notes`, { headers, data: { user_id: user.id, idea_id: completeIdea.id, content: 'A note for axe' } })).ok()).toBe(true);
  await openWithSession(page, session);
  await expectSignedIn(page, 'AA');
}

/** axe over the page as it is now: a step per view, so a failure names it. */
async function expectViewClean(page: Page, view: string, open: () => Promise<void>): Promise<void> {
  await test.step(view, async () => {
    await open();
    expect(await violations(page), view).toEqual([]);
  });
}

export function defineA11ySuite(width: string): void {
  test(`${width}: one page of each sitemap template, the idea page complete and sparse, the pages outside the sitemap as a guest, and the error pages; none logs a CSP violation`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const blocked = await watchCsp(page);
    const templates = oneUrlPerTemplate(await sitemapPaths(request));
    const pages = [...new Set([...templates, completeIdea.path, sparseIdea.path, ...GUEST_PAGES, '/missing-page', '/idea/999999'])];
    await expectPagesClean(page, pages);
    expect(blocked).toEqual([]);
    console.info(`axe ${width}: ${pages.length} pages, ${templates.length} sitemap templates among them`);
  });

  test(`${width}: the open dialogs, menus and filters`, async ({ page }) => {
    test.setTimeout(120_000);
    await expectViewClean(page, 'the open discover filters', async () => {
      await page.goto('/discover');
      await expectIslandsHydrated(page);
      const technologies = page.getByRole('button', { name: /^Technologies/ });
      if (await technologies.isVisible()) await technologies.click();
      else await page.getByRole('button', { name: /^Filters/ }).click();
      await expect(page.getByRole('checkbox').first()).toBeVisible();
    });
    await expectViewClean(page, 'the score dialog', async () => {
      await page.goto(completeIdea.path);
      await page.getByRole('button', { name: 'How scores work' }).click();
      await expect(page.getByRole('dialog', { name: 'How we score ideas' })).toBeVisible();
    });
    await expectViewClean(page, 'the share menu (a sheet at 390 px)', async () => {
      await page.goto(completeIdea.path);
      await page.getByRole('button', { name: 'Share', exact: true }).filter({ visible: true }).first().click();
      await expect(page.getByRole('menu', { name: 'Share this idea' }).or(page.getByRole('dialog', { name: 'Share this idea' }))).toBeVisible();
    });
    if (width.startsWith('390')) {
      await expectViewClean(page, "the idea page's quick-action bar with More actions open", async () => {
        await page.goto(completeIdea.path);
        await expectIslandsHydrated(page);
        await page.getByRole('navigation', { name: 'Idea quick actions' }).getByRole('button', { name: 'More actions' }).click();
        await expect(page.getByRole('group', { name: 'More actions' })).toBeVisible();
      });
    }
    await expectViewClean(page, 'the sign-in dialog', async () => {
      await page.goto('/');
      await expect(accountControl(page)).toBeVisible();
      await openDialog(page);
    });
    await expectViewClean(page, "the sign-in dialog's sign-up form", async () => {
      const dialog = page.getByRole('dialog', { name: 'Sign in to save ideas' });
      await dialog.getByRole('button', { name: 'Sign in with password' }).click();
      await dialog.getByRole('button', { name: "Don't have an account? Sign up" }).click();
      await expect(dialog.getByLabel('Name (optional)')).toBeFocused();
    });
    await expectViewClean(page, "a technology page's score charts and their number tables, opened", async () => {
      await page.goto(categoryPage('primaryCategory', 'Foundation Models')!.path);
      for (const summary of await page.locator('[data-category-charts] summary').all()) {
        await summary.click();
        await expect(summary.locator('xpath=..')).toHaveAttribute('open', '');
      }
    });
    await expectViewClean(page, 'the newsletter dialog', async () => {
      await page.goto('/discover?newsletter=true');
      await expect(page.getByRole('dialog', { name: 'Get Weekly Venture Picks' })).toBeVisible();
    });
  });

  test(`${width}: signed in, the workspace, reading list, saved searches, For you, portfolio and account pages, the Alert me dialog and the avatar menu`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await signInWithWorkspace(page, request);
    const checks: [string, () => Promise<void>][] = [
      ['/workspace', () => expect(page.locator(`[data-saved-idea="${completeIdea.id}"]`).first()).toBeVisible()],
      ['/workspace/reading-list', () => expect(page.locator(`[data-paper="${completeIdea.id}"]`).first()).toBeVisible()],
      ['/workspace/saved-searches', () => expect(page.locator('[data-saved-searches-empty]')).toBeVisible()],
      ['/workspace/for-you', () => expect(page.locator('[data-for-you-card] [data-for-you-reason]').first()).toBeVisible()],
      ['/portfolio', () => expect(page.getByRole('heading', { name: 'Ada Axe Workspace' })).toBeVisible()],
      ['/account', () => expect(page.getByText('You are not signed in')).toHaveCount(0)],
    ];
    for (const [path, ready] of checks) {
      await expectViewClean(page, path, async () => {
        await page.goto(path);
        await ready();
        await expectIslandsHydrated(page);
      });
    }
    await expectViewClean(page, 'the open avatar menu', async () => {
      await accountControl(page).getByRole('button', { name: /^Account menu for/ }).click();
      await expect(accountControl(page).getByRole('link', { name: 'Your Workspace' })).toBeVisible();
    });
    await expectViewClean(page, "discover's Alert me dialog", async () => {
      await page.goto(`/discover?primaryCategory=${encodeURIComponent(completeIdea.primaryCategory)}`);
      await page.getByRole('button', { name: SAVED_SEARCH_TEXT.alertMeLabel }).click();
      await expect(page.getByRole('dialog', { name: SAVED_SEARCH_TEXT.dialogTitle })).toBeVisible();
    });
    await expectViewClean(page, 'the admin page to someone who is not an admin: Access Restricted', async () => {
      await page.goto('/webhook-trigger');
      await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
    });
  });

  test(`${width}: the admin page as the seeded admin, catalogue check included, with no CSP violation`, async ({ page }) => {
    const blocked = await watchCsp(page);
    const admin = SEEDED_ACCOUNTS.admin;
    await signInStored(page, admin.email, admin.password, '/webhook-trigger');
    await expect(page.locator('[data-admin-state="verified"]')).toBeVisible();
    // The site under test publishes the manifest of the sheet it was built from: nothing moved.
    await expect(page.locator('[data-catalogue-verdict="ok"]')).toContainText('published idea numbers keep their papers');
    await expectIslandsHydrated(page);
    // With the Test Implementation results and the delivery previews shown.
    await page.getByRole('button', { name: 'Test Implementation' }).click();
    await expect(page.getByRole('list', { name: 'Test results' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.locator('[data-preview="alerts"] [data-preview-summary]')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    expect(blocked).toEqual([]);
  });
}
