// The admin page (/webhook-trigger) on the local stack: the seeded admin uses the sitemap, indexing (submit
// and Test Implementation), webhook and rebuild tools, whose external calls land in the test stand-in's
// /capture/ endpoint; a guest goes to /auth and comes back, and a user who is not an admin sees Access
// Restricted. The Delivery section: the preview in a script-less frame and a test send; the page's layout
// at 1280 and 390 px. Elsewhere: the functions' own admin check (tests/functions/admin-functions.test.ts), the
// Delivery section's rendering of answers and errors (tests/component/admin-delivery.test.tsx), noindex
// (tests/site/auth-pages.test.ts); axe scans, and no CSP violation on the pages they scan: tests/e2e/a11y-suite.ts.
import { expect, type APIRequestContext, type Page, test } from './test.ts';
import { signInStored } from './auth-helpers.ts';
import { LOCAL_OPS, LOCAL_SUPABASE, SEEDED_ACCOUNTS } from '../../local/config.ts';
import type { CapturedRequest } from '../../local/supabase/capture.ts';
import { sitemapLocs } from '../../src/admin/sitemap.ts';
import { ADMIN } from '../../src/config/constants/admin.ts';
import { pauseClock, uniqueEmail } from './engagement.ts';
import { mailTo } from './mailbox.ts';
import { E2E_SITE_URL, E2E_SUPABASE_URL } from './ports.ts';

const admin = SEEDED_ACCOUNTS.admin;
const demo = SEEDED_ACCOUNTS.demo;

async function signInOnAuthPage(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The admin page, as the seeded admin who signed in earlier (signing in on /auth and coming back is the access tests' subject). */
async function openAsAdmin(page: Page): Promise<void> {
  await signInStored(page, admin.email, admin.password, '/webhook-trigger');
  await expect(page.locator('[data-admin-state="verified"]')).toBeVisible();
}

async function captured(request: APIRequestContext, name: string): Promise<CapturedRequest[]> {
  const response = await request.get(`${E2E_SUPABASE_URL}/capture/requests?name=${name}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as CapturedRequest[];
}

test.describe('/webhook-trigger access', () => {
  // That the functions refuse the same user's token themselves (the page's verdict is not the barrier):
  // tests/functions/admin-functions.test.ts.
  test('a guest is sent to /auth with the page remembered and comes back after signing in; a user who is not an admin sees Access Restricted, the reason and Return to Home', async ({ page }) => {
    await test.step('a guest is sent to /auth with the page remembered', async () => {
      await page.goto('/webhook-trigger');
      await expect(page).toHaveURL(/\/auth\?redirect_to=%2Fwebhook-trigger$/);
    });
    await test.step('signing in comes back to the page, which tells a user who is not an admin why not', async () => {
      await signInOnAuthPage(page, demo.email, demo.password);
      await expect(page).toHaveURL(/\/webhook-trigger$/);
      await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'Access denied. Admin privileges required.' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Sitemap' })).toHaveCount(0);
    });
    await test.step('Return to Home', async () => {
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL(`${E2E_SITE_URL}/`);
    });
  });
});

test.describe('/webhook-trigger as the admin', () => {
  test('the tools in use: indexing submits and tests, the webhook and a rebuild (by keyboard) with their histories, and the sitemap lists what the build published, Copy All saying Copied! for 2 s', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The page's time flows as usual until the Copy All step pauses it.
    await page.clock.install();
    await openAsAdmin(page);

    await test.step('indexing: submits the 4 static pages plus N ideas, runs the tests, and lists the submissions', async () => {
      await expect(page.getByLabel('Generated sitemap XML')).toHaveValue(/<urlset/);
      const count = page.getByLabel(/Idea URLs to include/);
      await expect(count).toHaveAttribute('min', '0');
      await expect(count).toHaveAttribute('placeholder', '50');

      // Calls to the function wait until the busy label has been seen (the local stack answers in milliseconds).
      let release: () => void = () => {};
      let gate = Promise.resolve();
      const hold = () => {
        gate = new Promise<void>((resolve) => (release = resolve));
      };
      await page.route('**/.netlify/functions/indexnow-submit', async (route) => {
        await gate;
        await route.continue();
      });
      const ideas = 2 + Math.floor(Math.random() * 4);
      await count.fill(String(ideas));
      const submit = page.getByRole('button', { name: 'Submit URLs' });
      hold();
      await submit.click();
      await expect(page.getByRole('button', { name: 'Submitting to the indexing service...' })).toBeDisabled();
      release();
      await expect(page.getByRole('status').filter({ hasText: `Submitted ${4 + ideas} URLs to the indexing service.` })).toBeVisible();
      const posts = (await captured(request, 'indexnow')).filter((r) => r.method === 'POST');
      const mine = posts.map((r) => r.json as { urlList: string[]; key: string; keyLocation: string }).find((b) => b.urlList.length === 4 + ideas);
      expect(mine).toBeTruthy();
      expect(mine!.urlList.slice(0, 4)).toEqual(['/', '/discover', '/about', '/contact'].map((p) => new URL(p, E2E_SITE_URL).href));
      expect(mine!.urlList.slice(4).every((url) => url.startsWith(`${E2E_SITE_URL}/idea/`))).toBe(true);
      expect(mine!.keyLocation).toBe(`${E2E_SITE_URL}/${LOCAL_OPS.indexNowKey}.txt`);

      // Other workers submit too, so this run's row is found by its URL count rather than taken as the newest.
      const history = page.getByRole('list', { name: 'Submission history' });
      const mineRow = history.getByRole('listitem').filter({ hasText: new RegExp(`Submitted${4 + ideas}(?!\\d)`) }).filter({ hasText: 'Manual' });
      await expect(mineRow.first()).toContainText('Success');

      await count.fill('-3');
      await submit.click();
      await expect(page.getByRole('alert').filter({ hasText: 'Enter a whole number of 0 or more.' })).toBeVisible();

      await count.fill('1');
      const testImplementation = page.getByRole('button', { name: 'Test Implementation' });
      hold();
      await testImplementation.click();
      await expect(page.getByRole('button', { name: 'Running tests...' })).toBeDisabled();
      release();
      const results = page.getByRole('list', { name: 'Test results' }).getByRole('listitem');
      await expect(results).toHaveCount(3);
      await expect(results.nth(0)).toContainText('Function reachable and authorised');
      await expect(results.nth(1)).toContainText('Key file reachable at its public address');
      await expect(results.nth(1)).toContainText(`${LOCAL_OPS.indexNowKey}.txt answered HTTP 200 with the key.`);
      await expect(results.nth(2)).toContainText('Endpoint dry run');
      for (let i = 0; i < 3; i++) await expect(results.nth(i)).toHaveAttribute('data-step-success', 'true');
      await results.nth(2).getByText('Response').click();
      await expect(results.nth(2).locator('pre')).toContainText('"urlCount": 5');
      await expect(history.getByRole('listitem').filter({ hasText: 'Test' }).first()).toBeVisible();
      expect((await captured(request, 'indexnow')).some((r) => r.method === 'GET' && r.path.includes(`key=${LOCAL_OPS.indexNowKey}`))).toBe(true);
    });

    await test.step('webhook and rebuild: trigger with history (newest first), keyboard only', async () => {
      const articles = 10 + Math.floor(Math.random() * 900);
      const field = page.getByLabel('Articles', { exact: true });
      await expect(field).toHaveAttribute('min', '0');
      await field.focus();
      await page.keyboard.type(String(articles));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: `Webhook triggered with ${articles} articles` })).toBeVisible();
      expect((await captured(request, 'automation-webhook')).some((r) => r.method === 'POST' && (r.json as { Articles: number }).Articles === articles)).toBe(true);
      const webhookHistory = page.getByRole('list', { name: 'Webhook history' });
      await expect(webhookHistory.getByRole('listitem').first()).toContainText(`{"Articles":${articles}}`);
      await expect(webhookHistory.getByRole('listitem').first()).toContainText('Success');
      await expect(webhookHistory.getByRole('listitem').first()).toContainText(/Duration\d+ ms/);

      const before = (await captured(request, 'build-hook')).length;
      await page.getByRole('button', { name: 'Rebuild now' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Rebuild started' })).toBeVisible();
      expect((await captured(request, 'build-hook')).length).toBeGreaterThan(before);
      const rebuildHistory = page.getByRole('list', { name: 'Rebuild history' });
      await expect(rebuildHistory.getByRole('listitem').first()).toContainText('Manual');

      const times = await rebuildHistory.locator('time').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('datetime') ?? ''));
      expect(times).toEqual([...times].sort((a, b) => Date.parse(b) - Date.parse(a)));
    });

    await test.step('sitemap: the generated XML lists exactly what the build published; Copy All says Copied! for 2 s', async () => {
      const area = page.getByLabel('Generated sitemap XML');
      await expect(area).toHaveValue(/^<\?xml/);
      await expect(area).toHaveJSProperty('readOnly', true);
      const generated = new Set(sitemapLocs(await area.inputValue()));
      const published = new Set(sitemapLocs(await (await request.get('/sitemap-0.xml')).text()));
      expect(generated).toEqual(published);
      await expect(page.locator('[data-sitemap-totals]')).toHaveText(new RegExp(`^${published.size} URLs, of which \\d+ ideas\\.$`));
      await expect(page.getByText('replace the public sitemap file with this result')).toBeVisible();

      // From here time moves only with runFor: 'Copied!' lasts exactly the feedback delay, however busy the
      // machine is.
      await pauseClock(page);
      const copy = page.getByRole('button', { name: 'Copy All' });
      await copy.click();
      await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await area.inputValue());
      await page.clock.runFor(ADMIN.copyFeedbackMs - 1);
      await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
      await page.clock.runFor(1);
      await expect(page.getByRole('button', { name: 'Copy All' })).toBeVisible();
    });
  });
});

test.describe('/webhook-trigger: Delivery', () => {
  const SERVICE = { apikey: LOCAL_SUPABASE.serviceRoleKey, Authorization: `Bearer ${LOCAL_SUPABASE.serviceRoleKey}`, 'Content-Type': 'application/json' };

  /** A confirmed alert subscriber and a recorded run, written as the job writes them (service role). */
  async function seedDelivery(request: APIRequestContext): Promise<string> {
    const edition = `alerts-e2e-${Date.now().toString(36)}`;
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const subscriber = await request.post(`${E2E_SUPABASE_URL}/rest/v1/daily_alerts`, {
      headers: SERVICE,
      data: { email: uniqueEmail('Delivery').toLowerCase(), status: 'confirmed', alerted_through: yesterday },
    });
    expect(subscriber.status()).toBe(201);
    const run = await request.post(`${E2E_SUPABASE_URL}/rest/v1/delivery_runs`, {
      headers: SERVICE,
      data: { list: 'alerts', edition, method: 'schedule', status: 'success', sent: 12, skipped: 1, up_to_date: 3, failed: 2, undeliverable: 1, confirmations: 4, deleted: 5, duration_ms: 2500 },
    });
    expect(run.status()).toBe(201);
    return edition;
  }

  test('counts per list, the runs with their numbers, the preview in a script-less frame, and a test sent to me', async ({ page, request }) => {
    const edition = await seedDelivery(request);
    await openAsAdmin(page);
    const section = page.getByRole('region', { name: 'Delivery' });
    const lists = section.getByRole('list', { name: 'Subscribers' });
    await expect(lists.getByRole('heading', { name: 'Weekly Venture Picks' })).toBeVisible();
    const alerts = lists.locator('[data-list="alerts"]');
    await expect(alerts.getByRole('heading', { name: 'Daily Idea Alerts' })).toBeVisible();
    for (const state of ['Confirmed', 'Pending', 'Unsubscribed', 'Undeliverable']) await expect(alerts.getByRole('term').filter({ hasText: state })).toBeVisible();
    expect(Number(await alerts.getByRole('definition').first().textContent())).toBeGreaterThanOrEqual(1);

    const run = section.getByRole('list', { name: 'Delivery runs' }).getByRole('listitem').filter({ hasText: edition });
    for (const line of ['Success', 'Started byScheduled', 'Sent12', 'Skipped (already sent)1', 'Up to date (nothing new)3', 'Failed2', 'Marked undeliverable1', 'Confirmations sent4', 'Unconfirmed deleted5', 'Duration2.5 s']) {
      await expect(run).toContainText(line);
    }

    const preview = section.locator('[data-preview="alerts"]');
    await expect(preview.locator('[data-preview-summary]')).toHaveText(/new since \d{4}-\d{2}-\d{2}|Nothing is new since/);
    const frame = preview.locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(frame).toHaveAttribute('title', 'Preview of the next daily alert');
    await expect(page.frameLocator('[data-preview="alerts"] iframe').getByRole('heading', { name: /^New since (you subscribed|your last alert)$/ })).toBeVisible();
    expect(await frame.evaluate((node) => (node as HTMLIFrameElement).contentDocument)).toBeNull();

    const weekly = section.locator('[data-preview="newsletter"]');
    await expect(weekly.locator('[data-preview-summary]')).toHaveText(/^This week's issue so far: \d+ ideas? published since Monday \d{4}-\d{2}-\d{2}\. It goes out next Monday\.$/);
    await expect(weekly.locator('iframe')).toHaveAttribute('title', 'Preview of the next weekly issue');
    const weeklyFrame = page.frameLocator('[data-preview="newsletter"] iframe');
    await expect(weeklyFrame.getByRole('heading', { level: 1 })).toHaveText(/^Weekly Venture Picks, [A-Z][a-z]{2}\s\d{1,2} – ([A-Z][a-z]{2}\s)?\d{1,2},\s\d{4}$/);
    // This week's page is built once the week ends: the copy says it is a preview and links to the archive.
    await expect(weeklyFrame.getByText(/^Preview: this week is not over yet/)).toBeVisible();
    await expect(weeklyFrame.getByRole('link', { name: 'See past issues on the website' })).toHaveAttribute('href', /\/newsletter\?utm_source=newsletter&/);

    const before = (await mailTo(request, admin.email)).length;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/.netlify/functions/delivery-preview', async (route) => {
      if ((route.request().postDataJSON() as { action: string }).action === 'test') await gate;
      await route.continue();
    });
    await preview.getByRole('button', { name: 'Send a test to me' }).click();
    await expect(preview.getByRole('button', { name: 'Sending the test...' })).toBeDisabled();
    release();
    await expect(preview.getByRole('status').filter({ hasText: `to ${admin.email}. It is not counted as a delivery.` })).toBeVisible();
    await expect.poll(async () => (await mailTo(request, admin.email)).length).toBe(before + 1);
    const [mail] = await mailTo(request, admin.email);
    expect(mail!.subject).toMatch(/^\[Test\] \d+ new venture ideas? (from AI research|since you subscribed)$/);
    await expect(preview.getByRole('list', { name: 'Test sends' }).getByRole('listitem').first()).toContainText(mail!.subject);
  });
});

test.describe('/webhook-trigger at 1280 and 390 px', () => {
  test('with test results, histories and the delivery preview shown, nothing scrolls sideways, and the email fits its frame and is painted', async ({ page }) => {
    await openAsAdmin(page);
    await expect(page.getByLabel('Generated sitemap XML')).toHaveValue(/<urlset/);
    await page.getByRole('button', { name: 'Test Implementation' }).click();
    await expect(page.getByRole('list', { name: 'Test results' }).getByRole('listitem')).toHaveCount(3);
    const section = page.getByRole('region', { name: 'Delivery' });
    await expect(page.frameLocator('[data-preview="alerts"] iframe').getByRole('heading', { name: /^New since (you subscribed|your last alert)$/ })).toBeVisible();
    await expect(section.locator('[data-list="alerts"]')).toBeVisible();
    for (const width of [1280, 390]) {
      await test.step(`at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
        // The email itself fits its frame (under 320 px wide at 390): the sheet's long unbroken words wrap.
        const email = page.frames().find((candidate) => candidate.url() === 'about:srcdoc')!;
        expect(await email.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `email overflow at ${width} px`).toBeLessThanOrEqual(0);
        // A viewport as tall as the page, so the picture needs no scrolling or resizing (either makes the frame,
        // which paints in its own process, blank for a moment); a painted email is far larger than a blank frame.
        await page.setViewportSize({ width, height: await page.evaluate(() => document.documentElement.scrollHeight) });
        const frame = section.locator('[data-preview="alerts"] iframe');
        await expect.poll(async () => (await frame.screenshot()).length).toBeGreaterThan(20_000);
        await page.screenshot({ path: `test-results/admin-${width}.png` });
      });
    }
  });
});
