/**
 * Weekly Venture Picks end to end: subscribe in the popup -> confirm from the mailbox -> the weekly job
 * (`npm run newsletter:send`) mails last week's picks over SMTP -> the email's archive link opens that
 * issue's page with the same picks. The archive pages without JavaScript (the issues newest first, the links
 * either side, only complete weeks, the sitemap) are checked on the built site: tests/site/pages-site.test.ts.
 *
 * The e2e build's history (tests/e2e/sheet.ts, e2eManifest): sample ideas 1-8 were first published 7 days
 * ago (last complete ISO week) and 9-12 14 days ago (the week before); everything else today.
 */
import { expect, test, type Page } from './test.ts';
import { NEWSLETTER } from '../../src/config/constants/engagement.ts';
import type { AlertIdea } from '../../src/email/ideas.server.ts';
import { isoWeekOfDay, weekDays, weekLabel } from '../../src/newsletter/weeks.build.ts';
import { issueDates } from '../../src/newsletter/issue.build.ts';
import { expectIslandsHydrated } from './auth-helpers.ts';
import { uniqueEmail } from './engagement.ts';
import { confirmFromMailbox, mailTo, runMailScript } from './mailbox.ts';
import { E2E_SITE_URL } from './ports.ts';
import { daysBefore, LAST_WEEK_IDEAS } from './sheet.ts';

const now = new Date();
const lastWeek = weekLabel(isoWeekOfDay(daysBefore(now, 7)));
/** How subjects, titles and links name the week: "Nov 16 – 22, 2026". */
const lastWeekDates = issueDates(weekDays(isoWeekOfDay(daysBefore(now, 7))));
const issuePath = (label: string) => `/newsletter/${label.toLowerCase()}`;
/** Last week's ideas by composite score (ties: same day, so the higher number): 7.7, 7.6, 7.4, 7.3, 7.3. */
const EXPECTED_PICKS = [6, 2, 5, 8, 4];

async function headingsOf(page: Page): Promise<Map<number, string>> {
  const { ideas } = (await (await page.request.get('/ideas.json')).json()) as { ideas: AlertIdea[] };
  return new Map(ideas.map((idea) => [idea.number, idea.heading]));
}

test('a confirmed subscriber gets last week’s picks by email, linking to the issue’s archive page', async ({ page, request }) => {
  const headings = await headingsOf(page);
  const picks = EXPECTED_PICKS.map((number) => headings.get(number)!);
  const email = uniqueEmail('Picks').toLowerCase();
  await page.goto('/discover?newsletter=true');
  await expectIslandsHydrated(page);
  const dialog = page.getByRole('dialog', { name: 'Get Weekly Venture Picks' });
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Get Weekly Picks' }).click();
  await expect(dialog.getByRole('heading', { name: NEWSLETTER.successTitle })).toBeVisible();
  const thisWeek = dialog.getByRole('link', { name: "Read This Week's Venture Picks", exact: true });
  await expect(thisWeek).toHaveAttribute('href', issuePath(lastWeek));
  await expect(thisWeek).not.toHaveAttribute('target');

  await confirmFromMailbox(page, request, email, 'Weekly Venture Picks');
  const summary = runMailScript<{ edition: string; picks: number; sent: number }>('scripts/send-weekly-picks.ts', now);
  expect(summary).toMatchObject({ edition: `picks-${lastWeek}`, picks: 5 });
  expect(summary.sent).toBeGreaterThanOrEqual(1);

  const issue = (await mailTo(request, email)).find((m) => m.subject === `Weekly Venture Picks: the best new startup ideas of ${lastWeekDates}`);
  expect(issue).toBeDefined();
  expect(issue!.html).not.toMatch(/<script/i);
  expect(issue!.headers?.['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const order = picks.map((heading) => issue!.text.indexOf(heading));
  expect(order.every((at) => at >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  expect(issue!.text).not.toContain(headings.get(9)!);
  const tags = `utm_source=newsletter&utm_medium=email&utm_campaign=picks-${lastWeek}`;
  expect(issue!.links.filter((link) => link.includes('/idea/') && link.endsWith(tags))).toHaveLength(5);

  const archiveLink = issue!.links.find((link) => link.startsWith(`${E2E_SITE_URL}${issuePath(lastWeek)}?`));
  expect(archiveLink).toBe(`${E2E_SITE_URL}${issuePath(lastWeek)}?${tags}`);
  const response = await page.goto(archiveLink!);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Weekly Venture Picks, ${lastWeekDates}`);
  await expect(page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 })).toHaveText(picks);

  // A second run that week sends this reader nothing more.
  runMailScript('scripts/send-weekly-picks.ts', new Date(now.getTime() + 60_000));
  expect((await mailTo(request, email)).filter((m) => m.subject.startsWith('Weekly Venture Picks:'))).toHaveLength(1);
  expect(LAST_WEEK_IDEAS).toEqual(expect.arrayContaining(EXPECTED_PICKS));
});
