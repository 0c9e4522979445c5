// Engagement at 1280 px against the local Supabase stand-in: the newsletter popup, the daily alerts popup, the
// contact form through the local form-mail endpoint, the share menu and the toasts it raises, with their
// analytics events (the e2e build has a measurement id; the tag script is stubbed). What needs no page is
// below: the forms' rules and messages in tests/component/engagement-forms.test.tsx, the share addresses in
// tests/unit/engagement-share.test.ts and tests/component/engagement-share.test.tsx, the contact page's prefill,
// the analytics queue and the subscription pages in tests/site/engagement-pages.test.ts.
import { expect, type Locator, type Page, test } from './test.ts';
import { expectIslandsHydrated } from './auth-helpers.ts';
import { completeIdea } from './ideas.ts';
import {
  confirmStored,
  anonRead,
  clipboardText,
  eventNames,
  pauseClock,
  recordShareSideEffects,
  sideEffects,
  storedEmails,
  stubAnalyticsTag,
  trackedEvents,
  uniqueEmail,
  utmOf,
  API,
} from './engagement.ts';
import { ALERTS, CONTACT, NEWSLETTER } from '../../src/config/constants/engagement.ts';
import { SUBSCRIPTION } from '../../src/config/constants/email.ts';
import { E2E_CONTACT_RECIPIENT, E2E_SITE_URL } from './ports.ts';

test.beforeEach(async ({ page }) => {
  await stubAnalyticsTag(page);
});

function newsletterDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Get Weekly Venture Picks' });
}

async function openNewsletterFromHeader(page: Page): Promise<Locator> {
  await page.goto('/about');
  await expectIslandsHydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Weekly Venture Picks' }).click();
  const dialog = newsletterDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('newsletter popup', () => {
  test('from the header: subscribes (trimmed, lower-cased, unreadable through the public key), refuses the same address with Try Again, stays under the keyboard; the funnel is tracked without the address', async ({ page, request }) => {
    const email = uniqueEmail();
    const dialog = await openNewsletterFromHeader(page);
    const trigger = page.getByRole('banner').getByRole('link', { name: 'Weekly Venture Picks' });
    const input = dialog.getByLabel('Email address');
    const submit = dialog.getByRole('button', { name: 'Get Weekly Picks' });

    await test.step('subscribes, with focus on the result and back on the header link once closed', async () => {
      expect(page.url()).toBe(`${E2E_SITE_URL}/about`);
      await expect(input).toBeFocused();
      await input.fill(`  ${email}  `);
      await submit.click();
      await expect(dialog.getByRole('heading', { name: NEWSLETTER.successTitle })).toBeFocused();
      await expect(dialog.getByText(SUBSCRIPTION.checkInbox)).toBeVisible();
      expect(await storedEmails(request, 'newsletter_subscriptions', email.toLowerCase())).toEqual([email.toLowerCase()]);
      expect(await storedEmails(request, 'newsletter_subscriptions', email)).toEqual([]);
      expect(await anonRead(request, 'newsletter_subscriptions', email.toLowerCase())).toEqual([]);

      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
      // The close is tracked as the dialog closes, not before the focus has moved back: wait for it.
      await expect
        .poll(async () => (await trackedEvents(page, 'newsletter_')).map((event) => event.name))
        .toEqual(['newsletter_popup_opened', 'newsletter_form_focused', 'newsletter_email_entered', 'newsletter_submitted', 'newsletter_signup_success', 'newsletter_popup_closed']);
      const events = await trackedEvents(page, 'newsletter_');
      expect(events[0]!.params).toEqual({ variant: 'popup', source: 'header' });
    });

    await test.step('the same address in other case and with spaces fails as a duplicate; Try Again resets the form', async () => {
      await confirmStored(request, 'newsletter_subscriptions', email);
      await trigger.click();
      await expect(input).toHaveValue('');
      await input.fill(`  ${email.toUpperCase()} `);
      await submit.click();
      await expect(dialog.getByRole('heading', { name: 'Subscription Failed' })).toBeFocused();
      await expect(dialog.getByRole('alert')).toContainText('This email is already subscribed to our newsletter.');
      await expect(input).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Try Again' }).click();
      await expect(input).toHaveValue('');
      await expect(input).toBeFocused();
      const names = await eventNames(page, 'newsletter_');
      expect(names.slice(-3)).toEqual(['newsletter_submitted', 'newsletter_signup_failed', 'newsletter_retry_clicked']);
      expect((await trackedEvents(page, 'newsletter_signup_failed')).at(-1)!.params).toEqual({ variant: 'popup', reason: 'duplicate' });
    });

    await test.step('keyboard: Tab stays inside, Escape closes with focus back on the link, Enter opens it again; a backdrop click closes', async () => {
      for (let step = 0; step < 6; step += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
      // The popup has closed once its 'close' event is handled, a task after the dialog hides: a key pressed
      // before that reaches a popup that still counts as open.
      await expect.poll(async () => (await eventNames(page, 'newsletter_popup_')).at(-1)).toBe('newsletter_popup_closed');
      await page.keyboard.press('Enter');
      await expect(input).toBeFocused();
      await page.mouse.click(5, 5);
      await expect(dialog).toBeHidden();
      // The native dialog hides at once; its 'close' event, which reports the closing, comes a task later.
      await expect.poll(() => eventNames(page, 'newsletter_popup_')).toEqual(Array(3).fill(['newsletter_popup_opened', 'newsletter_popup_closed']).flat());
    });
    expect(JSON.stringify(await trackedEvents(page)).toLowerCase()).not.toContain(email.toLowerCase().split('@')[0]);
  });

  test('opens from /discover?newsletter=true (once: the address forgets it) and from the idea page button', async ({ page }) => {
    await page.goto('/discover?newsletter=true&sort=oldest');
    const dialog = newsletterDialog(page);
    await expect(dialog).toBeVisible();
    // The address asked once: it no longer says so (the rest of it stays), so a reload does not reopen it.
    await expect(page).toHaveURL(`${E2E_SITE_URL}/discover?sort=oldest`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expectIslandsHydrated(page);
    await expect(dialog).toHaveCount(0);

    await page.goto(completeIdea.path);
    await expectIslandsHydrated(page);
    await page.getByRole('link', { name: 'Get our top ideas in your inbox' }).click();
    await expect(dialog).toBeVisible();
    expect(page.url()).toBe(`${E2E_SITE_URL}${completeIdea.path}`);
    expect((await trackedEvents(page, 'newsletter_popup_opened')).map((event) => event.params.source)).toEqual(['idea_page']);
  });
});

test.describe('daily alerts popup', () => {
  test('subscribes from the discover hero (trimmed, lower-cased, unreadable), then refuses the same address', async ({ page, request }) => {
    const email = uniqueEmail('Alerts');
    await page.goto('/discover');
    await expectIslandsHydrated(page);
    const trigger = page.getByRole('link', { name: 'Get daily alerts' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Get Daily Idea Alerts' });
    await expect(dialog.getByLabel('Email address')).toBeFocused();
    // One promise before and after: an email on the weekdays new ideas are published (not "every weekday").
    await expect(dialog).toContainText('An email on each weekday that new venture ideas from AI research are published.');
    await dialog.getByLabel('Email address').fill(` ${email} `);
    await dialog.getByRole('button', { name: 'Subscribe to Alerts' }).click();
    await expect(dialog.getByRole('heading', { name: ALERTS.successTitle })).toBeFocused();
    await expect(dialog).toContainText(ALERTS.successBody);
    expect(await storedEmails(request, 'daily_alerts', email.toLowerCase())).toEqual([email.toLowerCase()]);
    expect(await anonRead(request, 'daily_alerts', email.toLowerCase())).toEqual([]);
    await confirmStored(request, 'daily_alerts', email);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await dialog.getByLabel('Email address').fill(email);
    await dialog.getByRole('button', { name: 'Subscribe to Alerts' }).click();
    await expect(dialog.getByRole('heading', { name: 'Subscription Failed' })).toBeVisible();
    await expect(dialog.getByRole('alert')).toContainText('This email is already subscribed to daily alerts.');
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await expect(dialog.getByLabel('Email address')).toHaveValue('');
  });
});

test.describe('contact page', () => {
  test('prefills from the feedback link, posts to the form-mail endpoint, shows the banner and cleans the address', async ({ page, request }) => {
    await page.goto(completeIdea.path);
    await page.getByRole('link', { name: 'Help Us Improve - Give Feedback' }).click();
    await expect(page).toHaveURL(/\/contact\?subject=/);
    await expect(page.getByLabel('Subject')).toHaveValue('User Feedback On Venture Idea');
    await expect(page.getByLabel('Message')).toHaveValue(`Idea Title: ${completeIdea.heading}`);

    // From here the page's clock moves only with runFor (it stays paused in the document the form-mail
    // endpoint sends the browser back to): the flag stays in the address for exactly the cleanup delay.
    await page.clock.install();
    await pauseClock(page);
    const marker = `Contact ${Date.now().toString(36)}`;
    await page.getByLabel('Name').fill(marker);
    await page.getByLabel('Email', { exact: true }).fill('visitor@example.test');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sent Successfully!')).toBeVisible();
    await expect(page.getByText("Thank you for reaching out. We'll get back to you within 24-48 hours.")).toBeVisible();
    await expect(page).toHaveURL(`${E2E_SITE_URL}/contact?submitted=true`);
    await page.clock.runFor(CONTACT.cleanupDelayMs - 1);
    await expect(page).toHaveURL(`${E2E_SITE_URL}/contact?submitted=true`);
    await page.clock.runFor(1);
    await expect(page).toHaveURL(`${E2E_SITE_URL}/contact`);
    await expect(page.getByText('Message Sent Successfully!')).toBeVisible();
    await page.clock.resume();

    const mails = (await (await request.get(`${API}/mailbox/messages`)).json()) as { to: string; subject: string; text: string }[];
    const mail = mails.find((item) => item.text.includes(marker));
    expect(mail).toMatchObject({ to: E2E_CONTACT_RECIPIENT, subject: 'New message from the Research Ventures contact form' });
    expect(mail!.text).toContain('email: visitor@example.test');
    expect(mail!.text).toContain('subject: User Feedback On Venture Idea');
    expect(mail!.text).toContain(`message: Idea Title: ${completeIdea.heading}`);
    expect(mail!.text).not.toContain('_next');
  });
});

/** The idea page's Share button (a press before its island has loaded opens the menu once it has). */
function ideaShareButton(page: Page): Locator {
  return page.locator('[data-idea-share]').getByRole('button', { name: 'Share' });
}

test.describe('share menu (1280 px)', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('idea page: Enter opens it on the first choice, arrows move, Escape and an outside press close it; a choice opens its 600x600 window, gives focus back and is tracked', async ({ page }) => {
    await recordShareSideEffects(page);
    await page.goto(completeIdea.path);
    const share = ideaShareButton(page);
    const menu = page.getByRole('menu', { name: 'Share this idea' });

    await test.step('keyboard: Enter opens with focus on the first choice, arrows and Home move, Escape closes and returns focus', async () => {
      await share.focus();
      await page.keyboard.press('Enter');
      await expect(menu.getByRole('menuitem', { name: 'WhatsApp' })).toBeFocused();
      await expect(menu.getByRole('menuitem')).toHaveText(['WhatsApp', 'X', 'Reddit', 'Email', 'Copy Link']);
      await expect(share).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem', { name: 'X' })).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await expect(menu.getByRole('menuitem', { name: 'Copy Link' })).toBeFocused();
      await page.keyboard.press('Home');
      await expect(menu.getByRole('menuitem', { name: 'WhatsApp' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(share).toBeFocused();
      await expect(share).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('a press outside closes it', async () => {
      await share.click();
      await expect(menu).toBeVisible();
      await page.getByRole('heading', { level: 1 }).click();
      await expect(menu).toBeHidden();
    });

    await test.step('X opens its share window, the menu closes with focus on Share, and both steps are tracked', async () => {
      await share.click();
      const href = await menu.getByRole('menuitem', { name: 'X' }).getAttribute('href');
      await menu.getByRole('menuitem', { name: 'X' }).click();
      await expect(menu).toBeHidden();
      await expect(share).toBeFocused();
      const { opened } = await sideEffects(page);
      expect(opened).toHaveLength(1);
      expect(opened[0]![0]).toBe(href);
      expect(opened[0]![2]).toMatch(/^width=600,height=600,/);
      const ideaUrl = `${E2E_SITE_URL}${completeIdea.path}`;
      const events = await trackedEvents(page, 'share_');
      expect(events.map((event) => [event.name, event.params.platform])).toEqual([
        ['share_open', 'menu'],
        ['share_open', 'menu'],
        ['share_open', 'menu'],
        ['share_click', 'x'],
      ]);
      expect(events.at(-1)!.params).toEqual({ idea_id: completeIdea.id, idea_title: completeIdea.heading, idea_url: ideaUrl, platform: 'x', location: 'idea_page' });
    });
  });

  test('Copy Link copies the copy_link address and toasts; the toast waits while hovered or focused (F8), Escape closes it, a swipe right beyond 50 px dismisses it', async ({ page }) => {
    await page.clock.install();
    await page.goto(completeIdea.path);
    const share = ideaShareButton(page);
    const toast = page.locator('#toasts [data-toast]');
    await share.click();
    const copyLink = page.getByRole('menuitem', { name: 'Copy Link' });
    await expect(copyLink).toBeVisible();
    // The menu has loaded (React reveals a lazy part on a timer) and the toaster has hydrated (it waits for an
    // idle callback): from here time moves only with runFor, so each window below is exact however busy the
    // machine is.
    await expectIslandsHydrated(page);
    await pauseClock(page);
    await copyLink.click();
    await expect(toast).toContainText('Link copied!');
    await expect(toast).toContainText('The link has been copied to your clipboard.');
    expect(utmOf(await clipboardText(page))).toEqual({ utm_source: 'copy_link', utm_medium: 'social', utm_campaign: 'idea_share' });
    expect((await trackedEvents(page, 'share_copy')).map((event) => event.params.platform)).toEqual(['copy_link']);

    await test.step('hovering holds the toast; it closes 5 s after it opened, counting only the time it was not hovered', async () => {
      // At 1280 px the toast opens under the pointer that pressed Copy Link: the pointer moves off first (no
      // time has passed on the paused clock). Then 3 s pass, hovering holds the last 2 s, and they run out
      // once the pointer leaves.
      await page.mouse.move(5, 5);
      await page.clock.runFor(3000);
      await expect(toast).toBeVisible();
      await toast.hover();
      await page.clock.runFor(8000);
      await expect(toast).toBeVisible();
      await page.mouse.move(5, 5);
      await page.clock.runFor(1999);
      await expect(toast).toBeVisible();
      await page.clock.runFor(1);
      await expect(toast).toHaveCount(0);
    });

    await test.step('F8 moves focus to the region, focus holds the toast, Escape closes it', async () => {
      await share.click();
      await copyLink.click();
      await expect(toast).toBeVisible();
      // The toast opens under the pointer, and hovering would hold it too: only focus may hold it here.
      await page.mouse.move(5, 5);
      await page.keyboard.press('F8');
      await expect(page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('button', { name: 'Close notification' })).toBeFocused();
      await page.clock.runFor(10_000);
      await expect(toast).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(toast).toHaveCount(0);
    });

    await test.step('a swipe right of 30 px leaves it, one of 70 px dismisses it', async () => {
      await share.click();
      await copyLink.click();
      await expect(toast).toBeVisible();
      const box = (await toast.boundingBox())!;
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + 20, y);
      await page.mouse.down();
      await page.mouse.move(box.x + 50, y, { steps: 4 });
      await page.mouse.up();
      await expect(toast).toBeVisible();
      await page.mouse.move(box.x + 20, y);
      await page.mouse.down();
      await page.mouse.move(box.x + 90, y, { steps: 5 });
      await page.mouse.up();
      await expect(toast).toHaveCount(0);
    });
  });
});
