/**
 * Issue 19 end to end: subscribe in the popup -> the confirmation mail arrives over SMTP in the stand-in's
 * mailbox -> confirm on the site -> the daily job (the documented command) sends an alert listing new ideas
 * -> its RFC 8058 one-click POST unsubscribes -> the next run sends nothing. The subscription pages' answer to a
 * forged link or none: tests/site/engagement-pages.test.ts.
 */
import { expect, test, type APIRequestContext } from './test.ts';
import { ALERTS } from '../../src/config/constants/engagement.ts';
import { SUBSCRIPTION } from '../../src/config/constants/email.ts';
import { LOCAL_SUPABASE } from '../../local/config.ts';
import { expectIslandsHydrated } from './auth-helpers.ts';
import { API, uniqueEmail } from './engagement.ts';
import { confirmFromMailbox, mailTo, runMailScript } from './mailbox.ts';
import { E2E_SITE_URL } from './ports.ts';

const SERVICE = { apikey: LOCAL_SUPABASE.serviceRoleKey, Authorization: `Bearer ${LOCAL_SUPABASE.serviceRoleKey}` };

/** As if the subscriber's last alert was yesterday: today's build's ideas are new to them. */
async function lastAlertedYesterday(request: APIRequestContext, email: string): Promise<void> {
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const response = await request.patch(`${API}/rest/v1/daily_alerts?email=eq.${encodeURIComponent(email)}`, {
    headers: { ...SERVICE, 'Content-Type': 'application/json' },
    data: { alerted_through: yesterday },
  });
  expect(response.status()).toBe(204);
}

/** `npm run alerts:send` against the e2e stack, as of `now`. */
const runDailyJob = (now: Date) => runMailScript<{ sent: number }>('scripts/send-daily-alerts.ts', now);

test('double opt-in, a daily alert over SMTP, and its one-click unsubscribe', async ({ page, request }) => {
  const email = uniqueEmail('Inbox').toLowerCase();
  await page.goto('/discover?alerts=true');
  await expectIslandsHydrated(page);
  const dialog = page.getByRole('dialog', { name: 'Get Daily Idea Alerts' });
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Subscribe to Alerts' }).click();
  await expect(dialog.getByRole('heading', { name: ALERTS.successTitle })).toBeVisible();
  await expect(dialog).toContainText(SUBSCRIPTION.checkInbox);
  // Asked again within 10 minutes: no second email, and the form says to use the one already sent.
  await page.goto('/discover?alerts=true');
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Subscribe to Alerts' }).click();
  await expect(dialog.locator('[data-check-inbox]')).toHaveText(SUBSCRIPTION.alreadySent);
  expect((await mailTo(request, email)).filter((mail) => mail.subject === 'Confirm your subscription to Daily Idea Alerts')).toHaveLength(1);

  const confirmation = await confirmFromMailbox(page, request, email, 'Daily Idea Alerts');
  expect(confirmation.html).toContain('Confirm my subscription');

  // No help from the test: the first run after confirming lists the ideas published that day.
  const today = new Date();
  expect(runDailyJob(today).sent).toBeGreaterThanOrEqual(1);
  // A first alert says what it lists: the ideas published since the reader subscribed, and counts only those.
  const alert = (await mailTo(request, email)).find((m) => /^\d+ new venture ideas? since you subscribed$/.test(m.subject));
  expect(alert).toBeDefined();
  expect(alert!.text).toMatch(/since you subscribed on [A-Z][a-z]{2} \d{1,2}, \d{4}:/);
  expect(alert!.links.some((link) => link.includes('/idea/') && link.includes('utm_source=alert'))).toBe(true);
  expect(alert!.html).not.toMatch(/<script/i);
  expect(alert!.headers?.['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const oneClick = /^<([^>]+)>$/.exec(alert!.headers?.['list-unsubscribe'] ?? '')?.[1];
  expect(oneClick).toBeDefined();

  // What a mail client sends for RFC 8058: a form POST to the List-Unsubscribe address.
  const unsubscribed = await request.post(oneClick!, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(unsubscribed.status()).toBe(200);
  expect(await unsubscribed.json()).toEqual({ status: 'unsubscribed' });

  // A later weekday with new ideas again: nothing for this address.
  await lastAlertedYesterday(request, email);
  runDailyJob(new Date(today.getTime() + 86_400_000));
  expect((await mailTo(request, email)).filter((m) => /new venture idea/.test(m.subject))).toHaveLength(1);

  // The visible link leads to a page that works without signing in.
  const pageLink = alert!.links.find((link) => link.startsWith(`${E2E_SITE_URL}/subscription/unsubscribe?token=`));
  await page.goto(pageLink!);
  // The page names the list the link is for.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from Daily Idea Alerts');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText('You are unsubscribed and will get no more of these emails.');
});
