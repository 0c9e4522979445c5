// Engagement at 1280 px against the local Supabase stand-in: the newsletter popup and footer form, the
// daily alerts popup, the contact form through the local form-mail endpoint, the share menu, the toasts it
// raises, and the analytics events (the e2e build has a measurement id; the tag script is stubbed).
import { expect, type Locator, type Page, test } from './test.ts';
import { expectIslandsHydrated } from './auth-helpers.ts';
import { completeIdea, hostileIdea } from './ideas.ts';
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
  TAG_URL,
  trackedEvents,
  uniqueEmail,
  utmOf,
  violations,
  API,
} from './engagement.ts';
import { ALERTS, CONTACT, NEWSLETTER, SUBSCRIPTION } from '../../src/config/constants.ts';
import { LOCAL_SUPABASE } from '../../local/config.ts';
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
  test('subscribes: trimmed and lower-cased in the database, unreadable through the public key, funnel tracked without the address', async ({ page, request }) => {
    const email = uniqueEmail();
    const dialog = await openNewsletterFromHeader(page);
    expect(page.url()).toBe(`${E2E_SITE_URL}/about`);
    const input = dialog.getByLabel('Email address');
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('placeholder', 'Enter your email address');
    await expect(input).toHaveAttribute('autocomplete', 'email');
    await expect(input).toHaveAttribute('required', '');
    await expect(dialog.getByText('One short email, every week.')).toBeVisible();
    // The site's own archive, in the same tab: the latest issue page.
    const thisWeek = dialog.getByRole('link', { name: "Read This Week's Venture Picks", exact: true });
    await expect(thisWeek).toHaveAttribute('href', /^\/newsletter\/\d{4}-w\d{2}$/);
    await expect(thisWeek).not.toHaveAttribute('target');
    const submit = dialog.getByRole('button', { name: 'Get Weekly Picks' });
    await expect(submit).toBeDisabled();
    await input.fill('   ');
    await expect(submit).toBeDisabled();

    await input.fill(`  ${email}  `);
    await submit.click();
    await expect(dialog.getByRole('heading', { name: NEWSLETTER.successTitle })).toBeFocused();
    expect(await storedEmails(request, 'newsletter_subscriptions', email.toLowerCase())).toEqual([email.toLowerCase()]);
    expect(await storedEmails(request, 'newsletter_subscriptions', email)).toEqual([]);
    expect(await anonRead(request, 'newsletter_subscriptions', email.toLowerCase())).toEqual([]);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Weekly Venture Picks' })).toBeFocused();

    const events = await trackedEvents(page, 'newsletter_');
    expect(events.map((event) => event.name)).toEqual([
      'newsletter_popup_opened',
      'newsletter_form_focused',
      'newsletter_email_entered',
      'newsletter_submitted',
      'newsletter_signup_success',
      'newsletter_popup_closed',
    ]);
    expect(events[0]!.params).toEqual({ variant: 'popup', source: 'header' });
    expect(JSON.stringify(await trackedEvents(page)).toLowerCase()).not.toContain(email.toLowerCase().split('@')[0]);
  });

  test('an address already on the list fails with the duplicate message; Try Again resets the form', async ({ page, request }) => {
    const email = uniqueEmail('Twice');
    const dialog = await openNewsletterFromHeader(page);
    await dialog.getByLabel('Email address').fill(email);
    await dialog.getByRole('button', { name: 'Get Weekly Picks' }).click();
    await expect(dialog.getByText(NEWSLETTER.successTitle)).toBeVisible();
    await expect(dialog.getByText(SUBSCRIPTION.checkInbox)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await confirmStored(request, 'newsletter_subscriptions', email);

    await page.getByRole('banner').getByRole('link', { name: 'Weekly Venture Picks' }).click();
    await expect(dialog.getByLabel('Email address')).toHaveValue('');
    // The same address in other case and with spaces is the same subscriber.
    await dialog.getByLabel('Email address').fill(`  ${email.toUpperCase()} `);
    await dialog.getByRole('button', { name: 'Get Weekly Picks' }).click();
    await expect(dialog.getByRole('heading', { name: 'Subscription Failed' })).toBeFocused();
    await expect(dialog.getByRole('alert')).toContainText('This email is already subscribed to our newsletter.');
    await expect(dialog.getByLabel('Email address')).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await expect(dialog.getByLabel('Email address')).toHaveValue('');
    await expect(dialog.getByLabel('Email address')).toBeFocused();
    const names = await eventNames(page, 'newsletter_');
    expect(names.slice(-3)).toEqual(['newsletter_submitted', 'newsletter_signup_failed', 'newsletter_retry_clicked']);
    const failed = (await trackedEvents(page, 'newsletter_signup_failed')).at(-1)!;
    expect(failed.params).toEqual({ variant: 'popup', reason: 'duplicate' });
  });

  test('invalid addresses show the first rule message under the form; what was typed is kept as typed, never turned into another address', async ({ page, request }) => {
    const dialog = await openNewsletterFromHeader(page);
    const input = dialog.getByLabel('Email address');
    const submit = dialog.getByRole('button', { name: 'Get Weekly Picks' });

    await input.fill('not-an-email');
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid email address');
    await expect(input).toHaveAttribute('aria-invalid', 'true');

    await input.fill('onload=alert@example.com');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText('Invalid email format');

    await input.fill('');
    await input.pressSequentially('x<script>@y.com');
    await expect(input).toHaveValue('x<script>@y.com');
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText('Invalid email format');
    const long = `${'a'.repeat(248)}@example.com`;
    await input.fill(long);
    await expect(input).toHaveValue(long);
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText('Email must be less than 255 characters');
    expect(await storedEmails(request, 'newsletter_subscriptions', 'xscript@y.com')).toEqual([]);
    expect(await storedEmails(request, 'newsletter_subscriptions', long.slice(0, 255))).toEqual([]);
    expect((await trackedEvents(page, 'newsletter_signup_failed')).map((event) => event.params.reason)).toEqual(['validation', 'validation', 'validation', 'validation']);

    // RFC 5322 allows an apostrophe: stored as typed (trimmed, lower-cased).
    const apostrophe = uniqueEmail("O'Brien.x");
    await input.fill(apostrophe);
    await submit.click();
    await expect(dialog.getByRole('heading', { name: NEWSLETTER.successTitle })).toBeVisible();
    expect(await storedEmails(request, 'newsletter_subscriptions', apostrophe.toLowerCase())).toEqual([apostrophe.toLowerCase()]);
  });

  test('keyboard: focus moves in, Tab stays inside, Escape closes and focus returns; backdrop click closes', async ({ page }) => {
    await page.goto('/about');
    await expectIslandsHydrated(page);
    const trigger = page.getByRole('banner').getByRole('link', { name: 'Weekly Venture Picks' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = newsletterDialog(page);
    await expect(dialog.getByLabel('Email address')).toBeFocused();
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    // The native dialog hides at once; its 'close' event, which reports the closing, comes a task later.
    await expect.poll(() => eventNames(page, 'newsletter_popup_')).toEqual(['newsletter_popup_opened', 'newsletter_popup_closed', 'newsletter_popup_opened', 'newsletter_popup_closed']);
  });

  test('opens from /discover?newsletter=true and from the idea page button; axe finds nothing in it', async ({ page }) => {
    await page.goto('/discover?newsletter=true&sort=oldest');
    const dialog = newsletterDialog(page);
    await expect(dialog).toBeVisible();
    // The address asked once: it no longer says so (the rest of it stays), so a reload does not reopen it.
    await expect(page).toHaveURL(`${E2E_SITE_URL}/discover?sort=oldest`);
    expect(await violations(page)).toEqual([]);
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

test.describe('footer newsletter form', () => {
  test('subscribes inline, shows a duplicate inline, and links to the site’s newsletter archive', async ({ page, request }) => {
    const email = uniqueEmail('Footer');
    await page.goto('/about');
    const footer = page.locator('[data-footer-newsletter]');
    await footer.scrollIntoViewIfNeeded();
    const previous = footer.getByRole('link', { name: 'Read Previous Newsletters', exact: true });
    await expect(previous).toHaveAttribute('href', '/newsletter');
    await expect(previous).not.toHaveAttribute('target');
    const input = footer.getByLabel('Your address for Weekly Venture Picks');
    await input.fill(email);
    await footer.getByRole('button', { name: 'Get Weekly Picks' }).click();
    await expect(footer.getByText(NEWSLETTER.successTitle)).toBeVisible();
    expect(await storedEmails(request, 'newsletter_subscriptions', email.toLowerCase())).toEqual([email.toLowerCase()]);
    await confirmStored(request, 'newsletter_subscriptions', email);

    await page.reload();
    await footer.scrollIntoViewIfNeeded();
    await footer.getByLabel('Your address for Weekly Venture Picks').fill(email);
    await footer.getByRole('button', { name: 'Get Weekly Picks' }).click();
    await expect(footer.getByRole('alert')).toHaveText('This email is already subscribed to our newsletter.');
    // Inline: the form stays, and typing clears the message.
    await footer.getByLabel('Your address for Weekly Venture Picks').pressSequentially('x');
    await expect(footer.getByRole('alert')).toHaveCount(0);
    expect((await trackedEvents(page, 'newsletter_signup_failed')).map((event) => event.params)).toEqual([{ variant: 'footer', reason: 'duplicate' }]);
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

  test('from the idea page: an invalid address is stopped by the browser; one the database refuses shows Subscription Failed', async ({ page }) => {
    await page.goto(completeIdea.path);
    await expectIslandsHydrated(page);
    await page.getByRole('link', { name: 'Get daily alerts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get Daily Idea Alerts' });
    const input = dialog.getByLabel('Email address');
    await dialog.getByRole('button', { name: 'Subscribe to Alerts' }).click();
    expect(await input.evaluate((node: HTMLInputElement) => node.validity.valueMissing)).toBe(true);
    await input.fill('not-an-email');
    await dialog.getByRole('button', { name: 'Subscribe to Alerts' }).click();
    expect(await input.evaluate((node: HTMLInputElement) => node.validity.typeMismatch)).toBe(true);
    await expect(dialog.getByRole('heading', { name: 'Subscription Failed' })).toHaveCount(0);

    // Valid for the browser, but the database requires a dotted domain.
    await input.fill('someone@localhost');
    await dialog.getByRole('button', { name: 'Subscribe to Alerts' }).click();
    await expect(dialog.getByRole('heading', { name: 'Subscription Failed' })).toBeVisible();
    await expect(dialog.getByRole('alert')).toContainText('Failed to subscribe. Please try again.');
    expect(await violations(page)).toEqual([]);
  });

  test('a variant of an inbox that already had its confirmation emails today is refused in plain words, and nothing is sent', async ({ page, request }) => {
    const [local, domain] = uniqueEmail('Limited').toLowerCase().split('@') as [string, string];
    // Two +tag variants already took the inbox's share of confirmation emails (as a burst would).
    for (const tag of [1, 2]) {
      const response = await request.post(`${API}/rest/v1/rpc/request_subscription`, {
        headers: { apikey: LOCAL_SUPABASE.serviceRoleKey, Authorization: `Bearer ${LOCAL_SUPABASE.serviceRoleKey}`, 'Content-Type': 'application/json' },
        data: { list: 'alerts', email: `${local}+${tag}@${domain}` },
      });
      expect(response.status()).toBe(200);
    }
    await page.goto('/discover');
    await expectIslandsHydrated(page);
    await page.getByRole('link', { name: 'Get daily alerts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get Daily Idea Alerts' });
    await dialog.getByLabel('Email address').fill(`${local}+3@${domain}`);
    await dialog.getByRole('button', { name: 'Subscribe to Alerts' }).click();
    await expect(dialog.getByRole('heading', { name: 'Subscription Failed' })).toBeVisible();
    await expect(dialog.getByRole('alert')).toContainText(SUBSCRIPTION.tooMany.mailbox);
    expect(await storedEmails(request, 'daily_alerts', `${local}+3@${domain}`)).toEqual([]);
  });
});

test.describe('contact page', () => {
  test('prefills from the feedback link, posts to the form-mail endpoint, shows the banner and cleans the address', async ({ page, request }) => {
    await page.goto(completeIdea.path);
    await page.getByRole('link', { name: 'Help Us Improve - Give Feedback' }).click();
    await expect(page).toHaveURL(/\/contact\?subject=/);
    await expect(page.getByLabel('Subject')).toHaveValue('User Feedback On Venture Idea');
    await expect(page.getByLabel('Message')).toHaveValue(`Idea Title: ${completeIdea.heading}`);
    await expect(page.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'hello@researchventures.ai' })).toHaveAttribute('href', 'mailto:hello@researchventures.ai');
    const form = page.locator('form[data-contact-form]');
    await expect(form.locator('input[name="_captcha"]')).toHaveValue('false');
    await expect(form.locator('input[name="_template"]')).toHaveValue('table');
    await expect(form.locator('input[name="_next"]')).toHaveValue(`${E2E_SITE_URL}/contact?submitted=true`);
    await expect(form.locator('input[name="_subject"]')).not.toHaveValue('');

    // All four fields are required: an empty name keeps the visitor on the page. The browser's 'invalid'
    // event on the field is the sign that it stopped the submission (read back from this same document).
    const name = page.getByLabel('Name');
    await name.evaluate((field) => field.addEventListener('invalid', () => ((window as unknown as { __nameInvalid?: boolean }).__nameInvalid = true), { once: true }));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __nameInvalid?: boolean }).__nameInvalid)).toBe(true);
    await expect(page).toHaveURL(/\/contact\?subject=/);

    // From here the page's clock moves only with runFor (it stays paused in the document the form-mail
    // endpoint sends the browser back to): the flag stays in the address for exactly the cleanup delay.
    await page.clock.install();
    await pauseClock(page);
    const marker = `Contact ${Date.now().toString(36)}`;
    await name.fill(marker);
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
    await expectIslandsHydrated(page);
    expect(await violations(page)).toEqual([]);

    const mails = (await (await request.get(`${API}/mailbox/messages`)).json()) as { to: string; subject: string; text: string }[];
    const mail = mails.find((item) => item.text.includes(marker));
    expect(mail).toMatchObject({ to: E2E_CONTACT_RECIPIENT, subject: 'New message from the Research Ventures contact form' });
    expect(mail!.text).toContain('email: visitor@example.test');
    expect(mail!.text).toContain('subject: User Feedback On Venture Idea');
    expect(mail!.text).toContain(`message: Idea Title: ${completeIdea.heading}`);
    expect(mail!.text).not.toContain('_next');
  });

  test('the prefill is text, never markup', async ({ page }) => {
    await page.goto(`/contact?${new URLSearchParams({ subject: '<img src=x onerror="window.__pwned=1">', message: '<script>window.__pwned=1</script>' })}`);
    await expect(page.getByLabel('Subject')).toHaveValue('<img src=x onerror="window.__pwned=1">');
    await expect(page.getByLabel('Message')).toHaveValue('<script>window.__pwned=1</script>');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.getByText('Message Sent Successfully!')).toHaveCount(0);
  });
});

/** The idea page's Share button (a press before its island has loaded opens the menu once it has). */
function ideaShareButton(page: Page): Locator {
  return page.locator('[data-idea-share]').getByRole('button', { name: 'Share' });
}

test.describe('share menu (1280 px)', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('idea page: every channel carries its UTM values, opens a 600x600 window or its app, and is tracked', async ({ page }) => {
    await recordShareSideEffects(page);
    await page.goto(completeIdea.path);
    const share = ideaShareButton(page);
    await share.click();
    const menu = page.getByRole('menu', { name: 'Share this idea' });
    await expect(menu.getByRole('menuitem')).toHaveText(['WhatsApp', 'X', 'Reddit', 'Email', 'Copy Link']);
    const hrefs = Object.fromEntries(
      await Promise.all(['WhatsApp', 'X', 'Reddit', 'Email'].map(async (name) => [name, await menu.getByRole('menuitem', { name }).getAttribute('href')] as const)),
    );
    const ideaUrl = `${E2E_SITE_URL}${completeIdea.path}`;
    const shared = (source: string) => `${ideaUrl}?utm_source=${source}&utm_medium=social&utm_campaign=idea_share`;
    expect(new URL(hrefs.WhatsApp!).searchParams.get('text')).toBe(`${completeIdea.heading} - an AI startup idea from research ${shared('whatsapp')}`);
    expect(new URL(hrefs.X!).searchParams.get('url')).toBe(shared('x'));
    expect(new URL(hrefs.Reddit!).searchParams.get('url')).toBe(shared('reddit'));
    expect(decodeURIComponent(hrefs.Email!)).toContain(shared('email'));

    await menu.getByRole('menuitem', { name: 'X' }).click();
    await expect(menu).toBeHidden();
    await expect(share).toBeFocused();
    const { opened } = await sideEffects(page);
    expect(opened).toHaveLength(1);
    expect(opened[0]![0]).toBe(hrefs.X);
    expect(opened[0]![2]).toMatch(/^width=600,height=600,/);

    const events = await trackedEvents(page, 'share_');
    expect(events).toEqual([
      { name: 'share_open', params: { idea_id: completeIdea.id, idea_title: completeIdea.heading, idea_url: ideaUrl, platform: 'menu', location: 'idea_page' } },
      { name: 'share_click', params: { idea_id: completeIdea.id, idea_title: completeIdea.heading, idea_url: ideaUrl, platform: 'x', location: 'idea_page' } },
    ]);
  });

  test('keyboard: Enter opens with focus on the first choice, arrows move, Escape closes and returns focus; outside click closes', async ({ page }) => {
    await page.goto(completeIdea.path);
    const share = ideaShareButton(page);
    await share.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Share this idea' });
    await expect(menu.getByRole('menuitem', { name: 'WhatsApp' })).toBeFocused();
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    expect(await violations(page)).toEqual([]);
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

    await share.click();
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toBeHidden();
  });

  test('Copy Link copies the copy_link address and toasts; the toast closes after 5 s unless hovered', async ({ page }) => {
    await page.clock.install();
    await page.goto(completeIdea.path);
    await ideaShareButton(page).click();
    const copyLink = page.getByRole('menuitem', { name: 'Copy Link' });
    await expect(copyLink).toBeVisible();
    // The menu has loaded (React reveals a lazy part on a timer) and the toaster has hydrated (it waits for an
    // idle callback): from here time moves only with runFor, so each window below is exact however busy the
    // machine is.
    await expectIslandsHydrated(page);
    await pauseClock(page);
    await copyLink.click();
    const toast = page.locator('#toasts [data-toast]');
    await expect(toast).toContainText('Link copied!');
    await expect(toast).toContainText('The link has been copied to your clipboard.');
    expect(utmOf(await clipboardText(page))).toEqual({ utm_source: 'copy_link', utm_medium: 'social', utm_campaign: 'idea_share' });
    expect((await trackedEvents(page, 'share_copy')).map((event) => event.params.platform)).toEqual(['copy_link']);

    // At 1280 px the toast opens under the pointer that pressed Copy Link, and hovering holds it: the pointer
    // moves off first (no time has passed on the paused clock). Then 3 s pass, hovering holds the last 2 s,
    // and they run out once the pointer leaves.
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

  test('toasts: F8 moves focus to the region, focus pauses the timer, Escape closes; a swipe right beyond 50 px dismisses', async ({ page }) => {
    await page.clock.install();
    await page.goto(completeIdea.path);
    const share = ideaShareButton(page);
    const toast = page.locator('#toasts [data-toast]');
    await share.click();
    const copyLink = page.getByRole('menuitem', { name: 'Copy Link' });
    await expect(copyLink).toBeVisible();
    // Once the menu has loaded (React reveals a lazy part on a timer) and the toaster has hydrated, time moves
    // only with runFor, as in the test above.
    await expectIslandsHydrated(page);
    await pauseClock(page);
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

    await share.click();
    await page.getByRole('menuitem', { name: 'Copy Link' }).click();
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

  test('a refused clipboard shows the destructive Failed to copy toast', async ({ page }) => {
    await recordShareSideEffects(page, { clipboardFails: true });
    await page.goto(completeIdea.path);
    await ideaShareButton(page).click();
    await page.getByRole('menuitem', { name: 'Copy Link' }).click();
    const toast = page.locator('#toasts [data-toast]');
    await expect(toast).toContainText('Failed to copy');
    await expect(toast).toContainText('Please try again.');
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(await trackedEvents(page, 'share_copy')).toEqual([]);
  });

  test('discover cards share their own idea', async ({ page }) => {
    await recordShareSideEffects(page);
    await page.goto('/discover');
    await expectIslandsHydrated(page);
    const card = page.locator('article').first();
    const heading = (await card.getByRole('heading', { level: 2 }).textContent())!.trim();
    const path = await card.getByRole('heading', { level: 2 }).getByRole('link').getAttribute('href');
    await card.getByRole('button', { name: `Share: ${heading}` }).click();
    const menu = card.getByRole('menu', { name: 'Share this idea' });
    await expect(menu).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Reddit' }).click();
    const { opened } = await sideEffects(page);
    const reddit = new URL(opened[0]![0]!);
    expect(reddit.searchParams.get('title')).toBe(`${heading} - an AI startup idea from research`);
    expect(new URL(reddit.searchParams.get('url')!).pathname).toBe(path);
    expect(utmOf(reddit.searchParams.get('url')!)).toEqual({ utm_source: 'reddit', utm_medium: 'social', utm_campaign: 'idea_share' });
    const number = path!.split('-').at(-1);
    expect((await trackedEvents(page, 'share_')).map((event) => [event.name, event.params.location, event.params.idea_id])).toEqual([
      ['share_open', 'discover_card', `idea-${number}`],
      ['share_click', 'discover_card', `idea-${number}`],
    ]);
  });

  test('a hostile pitch is shared as text and never runs', async ({ page }) => {
    await recordShareSideEffects(page);
    await page.goto(hostileIdea.path);
    await ideaShareButton(page).click();
    await page.getByRole('menuitem', { name: 'X' }).click();
    const { opened } = await sideEffects(page);
    expect(new URL(opened[0]![0]!).searchParams.get('text')).toBe(`${hostileIdea.heading} - an AI startup idea from research`);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});

test.describe('analytics', () => {
  test('loads the tag for the configured id and sends page_view through the gtag queue without query values', async ({ page }) => {
    const requested = await stubAnalyticsTag(page);
    await page.goto('/contact?subject=Secret%20subject&utm_source=newsletter');
    await expect.poll(() => eventNames(page, 'page_view')).toEqual(['page_view']);
    expect(requested).toEqual([TAG_URL]);
    const [pageView] = await trackedEvents(page, 'page_view');
    expect(pageView!.params).toEqual({ page_path: '/contact', page_title: 'Contact Us | Research Ventures', page_location: `${E2E_SITE_URL}/contact?utm_source=newsletter` });
    const config = await page.evaluate(() => Array.from((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer).map((entry) => Array.from(entry)).find((entry) => entry[0] === 'config'));
    expect(config).toEqual(['config', 'G-E2ETEST', { send_page_view: false }]);
  });
});
