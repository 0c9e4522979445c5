// The mail functions called as Netlify calls them (a web Request in, a Response out) against the real local
// stack: the Supabase stand-in (PGlite, RLS, real sign-ins) and its SMTP server, whose messages land in its
// mailbox; a local site server publishes /ideas.json. A mail that cannot go out is a real refused
// connection (SMTP_PORT pointed at a closed port).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_SUPABASE, SEEDED_ACCOUNTS } from '../../local/config.ts';
import { localOpsEnv } from '../../local/netlify/env.ts';
import type { LocalSupabase } from '../../local/supabase/server.ts';
import type { DeliveryRun, PreviewResult } from '../../src/admin/delivery.ts';
import type { AdminRun } from '../../src/admin/history.ts';
import { ALERTS, NEWSLETTER } from '../../src/config/constants/engagement.ts';
import { SUBSCRIPTION } from '../../src/config/constants/email.ts';
import { OPEN_DATA } from '../../src/config/constants/open-data.ts';
import { LOCAL_TOKEN_SECRET } from '../../src/email/config.server.ts';
import type { AlertIdea } from '../../src/email/ideas.server.ts';
import { createRunToken, createToken, RUN_TOKEN_SECONDS, verifyRunToken } from '../../src/email/tokens.server.ts';
import { issuePath } from '../../src/newsletter/issue.build.ts';
import { isoWeekOf } from '../../src/newsletter/weeks.build.ts';
import { closedPort, type FunctionStack, publishCatalogue, restoreEnv, startFunctionStack, unpublishCatalogue } from './function-stack.ts';
import deliveryPreview from '../../netlify/functions/delivery-preview.ts';
import deliveryStatus from '../../netlify/functions/delivery-status.ts';
import { MAILING_FUNCTION, scheduledMailHandler } from '../../netlify/functions/_shared/mail.ts';
import { sendDailyAlerts } from '../../netlify/functions/send-daily-alerts.ts';
import sendMailingBackground from '../../netlify/functions/send-mailing-background.ts';
import { sendWeeklyPicks } from '../../netlify/functions/send-weekly-picks.ts';
import subscribe from '../../netlify/functions/subscribe.ts';
import subscription from '../../netlify/functions/subscription.ts';

let stack: FunctionStack;
let backend: LocalSupabase;
let siteUrl: string;
let siteDir: string;
let db: SupabaseClient;
let adminToken: string;
let refusingPort: number;
const savedEnv = { ...process.env };

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const idea = (number: number, firstSeen: string): AlertIdea => ({
  number,
  heading: `Idea <${number}> & friends`,
  path: `/idea/idea-${number}`,
  firstSeen,
  dateAdded: firstSeen,
  primaryCategory: 'Robotics',
  totalScore: 7.5,
});
const IDEAS = [idea(1, day(-10)), idea(2, day(-3)), idea(3, day(0))];

/** The site's catalogue, as the build publishes it. */
function publishIdeas(ideas: AlertIdea[]): void {
  publishCatalogue(siteDir, { schemaVersion: OPEN_DATA.schemaVersion, ideas });
}

function post(url: string, body: string, contentType = 'application/json', headers: Record<string, string> = {}): Request {
  return new Request(url, { method: 'POST', headers: { 'Content-Type': contentType, ...headers }, body });
}

/** As the site's forms call it: JSON from the site's own pages, from one client address. */
const subscribeCall = (list: string, email: string, ip = '203.0.113.5') =>
  subscribe(post(`${siteUrl}/.netlify/functions/subscribe`, JSON.stringify({ list, email }), 'application/json', { Origin: siteUrl }), { ip });
const subscriptionCall = (body: unknown) => subscription(post(`${siteUrl}/.netlify/functions/subscription`, JSON.stringify(body)));
const adminCall = (handler: (req: Request) => Promise<Response>, body: unknown, token = adminToken) =>
  handler(post(`${siteUrl}/.netlify/functions/x`, JSON.stringify(body), 'application/json', { Authorization: `Bearer ${token}` }));

async function row(table: 'daily_alerts' | 'newsletter_subscriptions', email: string) {
  const { data, error } = await db.from(table).select('id, status, confirmation_sent_at').eq('email', email).maybeSingle();
  if (error) throw new Error(error.message);
  return data as { id: string; status: string; confirmation_sent_at: string | null } | null;
}

const mailTo = (email: string) => backend.mailbox.list().filter((m) => m.to === email);

/** A confirmed alert subscriber whose last alert covered `through`. */
async function confirmedReader(email: string, through: string): Promise<string> {
  expect((await subscribeCall('alerts', email)).status).toBe(200);
  const { id } = (await row('daily_alerts', email))!;
  expect((await db.from('daily_alerts').update({ status: 'confirmed', alerted_through: through }).eq('id', id)).error).toBeNull();
  return id;
}

beforeAll(async () => {
  stack = await startFunctionStack({ smtp: true });
  ({ backend, siteUrl, siteDir } = stack);
  refusingPort = await closedPort();
  db = createClient(backend.url, LOCAL_SUPABASE.serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const client = createClient(backend.url, LOCAL_SUPABASE.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const { data } = await client.auth.signInWithPassword({ email: SEEDED_ACCOUNTS.admin.email, password: SEEDED_ACCOUNTS.admin.password });
  adminToken = data.session!.access_token;
});

afterAll(async () => {
  restoreEnv(savedEnv);
  await stack?.close();
});

beforeEach(async () => {
  Object.assign(process.env, localOpsEnv(backend.url, siteUrl, backend.smtpPort!));
  publishIdeas(IDEAS);
  backend.mailbox.clear();
  for (const table of ['daily_alerts', 'newsletter_subscriptions', 'email_deliveries', 'delivery_runs', 'admin_runs']) {
    const { error } = await db.from(table).delete().not('created_at', 'is', null);
    if (error) throw new Error(`${table}: ${error.message}`);
  }
  const { error } = await db.from('confirmation_sends').delete().not('sent_at', 'is', null);
  if (error) throw new Error(`confirmation_sends: ${error.message}`);
});

describe('subscribe', () => {
  it('records a pending address and mails its confirmation link over SMTP; a confirmed one is a duplicate (409)', async () => {
    const response = await subscribeCall('newsletter', ' Reader@Example.TEST ');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, sent: true });
    expect(await row('newsletter_subscriptions', 'reader@example.test')).toMatchObject({ status: 'pending' });
    const [mail] = mailTo('reader@example.test');
    expect(mail!.subject).toBe('Confirm your subscription to Weekly Venture Picks');
    expect(mail!.links.some((link) => link.startsWith(`${siteUrl}/subscription/confirm?token=`))).toBe(true);
    expect(mail!.headers?.['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    await db.from('newsletter_subscriptions').update({ status: 'confirmed' }).eq('email', 'reader@example.test');
    const again = await subscribeCall('newsletter', 'reader@example.test');
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ ok: false, reason: 'duplicate', message: NEWSLETTER.duplicate });
  });

  it('a second request within 10 minutes sends no second email, and says so (the form then points at the earlier one)', async () => {
    await subscribeCall('alerts', 'twice@example.test');
    const again = await subscribeCall('alerts', 'twice@example.test');
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true, sent: false });
    expect(mailTo('twice@example.test')).toHaveLength(1);
  });

  it('when the confirmation cannot be sent: the documented failure message, and the next request sends at once', async () => {
    process.env.SMTP_PORT = String(refusingPort);
    const failed = await subscribeCall('alerts', 'unlucky@example.test');
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ ok: false, reason: 'send_error', message: ALERTS.failed });
    expect(ALERTS.failed).toBe('Failed to subscribe. Please try again.');
    expect(await row('daily_alerts', 'unlucky@example.test')).toMatchObject({ status: 'pending', confirmation_sent_at: null });

    process.env.SMTP_PORT = String(backend.smtpPort);
    const retried = await subscribeCall('alerts', 'unlucky@example.test');
    expect(await retried.json()).toEqual({ ok: true, sent: true });
    expect(mailTo('unlucky@example.test').map((m) => m.subject)).toEqual(['Confirm your subscription to Daily Idea Alerts']);
  });

  it.each([
    ['an address the forms refuse', { list: 'alerts', email: '<script>@x.test' }],
    ['an unknown list', { list: 'weekly', email: 'a@example.test' }],
    ['no address', { list: 'alerts' }],
  ])('%s -> 400 and nothing stored or sent', async (_case, body) => {
    const response = await subscribe(post(`${siteUrl}/.netlify/functions/subscribe`, JSON.stringify(body), 'application/json', { Origin: siteUrl }));
    expect(response.status).toBe(400);
    expect((await response.json()).ok).toBe(false);
    expect(backend.mailbox.list()).toEqual([]);
  });

  it('GET -> 405 with Allow: POST', async () => {
    const response = await subscribe(new Request(`${siteUrl}/.netlify/functions/subscribe`));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it.each([
    ['a text/plain body (what a foreign form or no-preflight fetch can send)', 'text/plain', { Origin: siteUrl }, 415],
    ['a form body', 'application/x-www-form-urlencoded', { Origin: siteUrl }, 415],
    ['JSON from another site', 'application/json', { Origin: 'http://evil.example' }, 403],
    ['JSON from a sandboxed page (Origin: null)', 'application/json', { Origin: 'null' }, 403],
    ['JSON without an Origin', 'application/json', {}, 403],
  ])('%s -> %s, nothing stored or sent', async (_case, type, headers, status) => {
    const body = JSON.stringify({ list: 'newsletter', email: 'victim@example.test' });
    const response = await subscribe(post(`${siteUrl}/.netlify/functions/subscribe`, body, type, headers), { ip: '203.0.113.5' });
    expect(response.status).toBe(status);
    expect((await response.json()).ok).toBe(false);
    expect(await row('newsletter_subscriptions', 'victim@example.test')).toBeNull();
    expect(backend.mailbox.list()).toEqual([]);
  });

  it('accepts JSON with a charset, from the configured origin and from the address it was called at (a deploy preview)', async () => {
    const body = (email: string) => JSON.stringify({ list: 'newsletter', email });
    const preview = 'https://deploy-preview-7--research-ventures.netlify.app';
    const responses = [
      await subscribe(post(`${siteUrl}/.netlify/functions/subscribe`, body('a@example.test'), 'application/json; charset=utf-8', { Origin: siteUrl })),
      await subscribe(post(`${preview}/.netlify/functions/subscribe`, body('b@example.test'), 'application/json', { Origin: preview })),
    ];
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
  });
});

describe('subscribe under a mail-bombing burst (counted on the SMTP server)', () => {
  const burst = (emails: string[], ip: string) => Promise.all(emails.map((email) => subscribeCall('newsletter', email, ip)));
  const mailboxArrivals = () => backend.mailbox.list().length;

  it('30 +tag variants of one inbox at once: 2 emails arrive, the rest get 429 with a plain message; the plain address still gets its own', async () => {
    const responses = await burst(Array.from({ length: 30 }, (_, i) => `victim+${i}@example.test`), '203.0.113.20');
    expect(mailboxArrivals()).toBe(2);
    expect(responses.filter((response) => response.status === 200)).toHaveLength(2);
    const refused = responses.filter((response) => response.status === 429);
    expect(refused).toHaveLength(28);
    expect(refused[0]!.headers.get('retry-after')).toBe('86400');
    expect(await refused[0]!.json()).toEqual({ ok: false, reason: 'rate_limited', limit: 'mailbox', message: SUBSCRIPTION.tooMany.mailbox });
    expect((await subscribeCall('alerts', 'victim@example.test', '203.0.113.21')).status).toBe(200);
    expect(mailTo('victim@example.test')).toHaveLength(1);
    expect(mailboxArrivals()).toBe(3);
  });

  it('30 distinct addresses from one client: 10 emails arrive; a person elsewhere still subscribes at first try', async () => {
    const responses = await burst(Array.from({ length: 30 }, (_, i) => `person${i}@example.test`), '198.51.100.7');
    expect(mailboxArrivals()).toBe(10);
    const refused = responses.filter((response) => response.status === 429);
    expect(refused).toHaveLength(20);
    expect(await refused[0]!.json()).toMatchObject({ limit: 'client', message: SUBSCRIPTION.tooMany.client });
    expect((await subscribeCall('newsletter', 'honest@example.test', '192.0.2.44')).status).toBe(200);
    expect(mailTo('honest@example.test')).toHaveLength(1);
  });
});

describe('subscription (the links in the emails)', () => {
  const token = (purpose: 'confirm' | 'unsubscribe', id: string, list: 'alerts' | 'newsletter' = 'alerts', now = new Date()) =>
    createToken({ list, id, purpose }, LOCAL_TOKEN_SECRET, now);

  /** The token of the newest confirmation link mailed to `email` (the mailbox lists newest first). */
  const mailedConfirmToken = (email: string) => {
    const link = mailTo(email)[0]!.links.find((l) => l.includes('/subscription/confirm?token='))!;
    return new URL(link).searchParams.get('token')!;
  };

  it('confirm, then the unsubscribe link; an old confirm link does not subscribe the address again', async () => {
    await subscribeCall('alerts', 'linked@example.test');
    const { id } = (await row('daily_alerts', 'linked@example.test'))!;
    const confirmToken = mailedConfirmToken('linked@example.test');
    expect(await (await subscriptionCall({ token: confirmToken, action: 'confirm' })).json()).toEqual({ status: 'confirmed' });
    expect((await row('daily_alerts', 'linked@example.test'))!.status).toBe('confirmed');
    expect(await (await subscriptionCall({ token: token('unsubscribe', id), action: 'unsubscribe' })).json()).toEqual({ status: 'unsubscribed' });
    expect(await (await subscriptionCall({ token: confirmToken, action: 'confirm' })).json()).toEqual({ status: 'unsubscribed' });
    expect((await row('daily_alerts', 'linked@example.test'))!.status).toBe('unsubscribed');
  });

  it('once the address is requested again, only the newest email confirms: the old link answers superseded', async () => {
    await subscribeCall('alerts', 'relinked@example.test');
    const first = mailedConfirmToken('relinked@example.test');
    await subscriptionCall({ token: first, action: 'confirm' });
    const { id } = (await row('daily_alerts', 'relinked@example.test'))!;
    await subscriptionCall({ token: token('unsubscribe', id), action: 'unsubscribe' });
    await db.from('daily_alerts').update({ confirmation_sent_at: new Date(Date.now() - 11 * 60_000).toISOString() }).eq('id', id);
    expect((await subscribeCall('alerts', 'relinked@example.test')).status).toBe(200);
    const second = mailedConfirmToken('relinked@example.test');
    expect(second).not.toBe(first);
    expect(await (await subscriptionCall({ token: first, action: 'confirm' })).json()).toEqual({ status: 'superseded' });
    expect((await row('daily_alerts', 'relinked@example.test'))!.status).toBe('pending');
    expect(await (await subscriptionCall({ token: second, action: 'confirm' })).json()).toEqual({ status: 'confirmed' });
  });

  it('RFC 8058 one-click: the form POST to the List-Unsubscribe address unsubscribes, repeatably', async () => {
    await subscribeCall('newsletter', 'oneclick@example.test');
    const [mail] = mailTo('oneclick@example.test');
    const address = /^<([^>]+)>$/.exec(mail!.headers!['list-unsubscribe']!)![1]!;
    const { id } = (await row('newsletter_subscriptions', 'oneclick@example.test'))!;
    await db.from('newsletter_subscriptions').update({ status: 'confirmed' }).eq('id', id);
    for (let i = 0; i < 2; i++) {
      const response = await subscription(post(address, 'List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded'));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'unsubscribed' });
    }
    expect((await row('newsletter_subscriptions', 'oneclick@example.test'))!.status).toBe('unsubscribed');
  });

  it('a form POST without List-Unsubscribe=One-Click, or without a token, changes nothing (400)', async () => {
    await subscribeCall('alerts', 'careful@example.test');
    const { id } = (await row('daily_alerts', 'careful@example.test'))!;
    const url = `${siteUrl}/.netlify/functions/subscription?token=${encodeURIComponent(token('unsubscribe', id))}`;
    expect((await subscription(post(url, 'List-Unsubscribe=Yes', 'application/x-www-form-urlencoded'))).status).toBe(400);
    expect((await subscription(post(`${siteUrl}/.netlify/functions/subscription`, 'List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded'))).status).toBe(400);
    expect((await row('daily_alerts', 'careful@example.test'))!.status).toBe('pending');
  });

  it('a forged, a tampered, an expired and a wrong-purpose token are refused (400) and change nothing', async () => {
    await subscribeCall('alerts', 'target@example.test');
    const { id } = (await row('daily_alerts', 'target@example.test'))!;
    const good = token('unsubscribe', id);
    const forged = createToken({ list: 'alerts', id, purpose: 'unsubscribe' }, 'a-forger-secret-that-is-long-enough-to-sign');
    const tampered = `${good.slice(0, -2)}${good.endsWith('AA') ? 'BB' : 'AA'}`;
    const expired = token('unsubscribe', id, 'alerts', new Date(Date.now() - 91 * DAY));
    const cases: [string, string, string][] = [
      [forged, 'unsubscribe', 'invalid'],
      [tampered, 'unsubscribe', 'invalid'],
      [expired, 'unsubscribe', 'expired'],
      [token('confirm', id), 'unsubscribe', 'invalid'],
      ['not-a-token', 'confirm', 'invalid'],
    ];
    for (const [value, action, status] of cases) {
      const response = await subscriptionCall({ token: value, action });
      expect(response.status, status).toBe(400);
      expect(await response.json()).toEqual({ status });
    }
    expect((await row('daily_alerts', 'target@example.test'))!.status).toBe('pending');
  });

  it('a token for a subscription that is gone -> missing; GET -> 405 (link scanners change nothing)', async () => {
    const gone = '99999999-9999-4999-8999-999999999999';
    expect(await (await subscriptionCall({ token: token('confirm', gone), action: 'confirm' })).json()).toEqual({ status: 'missing' });
    const response = await subscription(new Request(`${siteUrl}/.netlify/functions/subscription?token=x`));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

describe('delivery-status', () => {
  it('counts each list by state, the undeliverable apart from the confirmed', async () => {
    await confirmedReader('one@example.test', day(-1));
    const id = await confirmedReader('two@example.test', day(-1));
    await db.from('daily_alerts').update({ undeliverable_at: new Date().toISOString() }).eq('id', id);
    await subscribeCall('alerts', 'three@example.test');
    await subscribeCall('newsletter', 'four@example.test');
    await db.from('newsletter_subscriptions').update({ status: 'unsubscribed' }).eq('email', 'four@example.test');
    const response = await adminCall(deliveryStatus, {});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      error: null,
      lists: [
        { list: 'newsletter', name: 'Weekly Venture Picks', confirmed: 0, pending: 0, unsubscribed: 1, undeliverable: 0 },
        { list: 'alerts', name: 'Daily Idea Alerts', confirmed: 1, pending: 1, unsubscribed: 0, undeliverable: 1 },
      ],
    });
  });
});

describe('delivery-preview', () => {
  it("previews what the reader furthest behind would get: the ideas new since their last alert, escaped, without script", async () => {
    await confirmedReader('recent@example.test', day(-1));
    await confirmedReader('behind@example.test', day(-5));
    const response = await adminCall(deliveryPreview, { kind: 'alerts', action: 'preview' });
    expect(response.status).toBe(200);
    const preview = (await response.json()) as PreviewResult;
    expect(preview).toMatchObject({ success: true, kind: 'alerts', subject: '2 new venture ideas since you subscribed', newCount: 2, since: day(-5), basis: 'oldest-subscriber', sample: false });
    expect(preview.html).toContain('Idea &lt;3&gt; &amp; friends');
    expect(preview.html).toContain('Idea &lt;2&gt; &amp; friends');
    expect(preview.html).not.toContain('Idea &lt;1&gt;');
    expect(preview.html).not.toMatch(/<script/i);
    expect(preview.text).toContain('utm_source=alert');
    // A preview sends nothing, claims no delivery and moves nobody's last alert.
    expect(backend.mailbox.list().filter((m) => !m.subject.startsWith('Confirm'))).toEqual([]);
    expect((await db.from('email_deliveries').select('edition')).data).toEqual([]);
    expect((await db.from('daily_alerts').select('alerted_through').eq('email', 'behind@example.test').single()).data).toEqual({ alerted_through: day(-5) });
  });

  it('with no confirmed subscriber, the last day; with nothing new, a sample of the newest ideas, said so', async () => {
    const lastDay = (await (await adminCall(deliveryPreview, { kind: 'alerts', action: 'preview' })).json()) as PreviewResult;
    expect(lastDay).toMatchObject({ basis: 'last-day', since: day(-1), newCount: 1, sample: false, subject: '1 new venture idea since you subscribed' });
    publishIdeas(IDEAS.slice(0, 2));
    const sample = (await (await adminCall(deliveryPreview, { kind: 'alerts', action: 'preview' })).json()) as PreviewResult;
    expect(sample).toMatchObject({ newCount: 0, sample: true, subject: '2 new venture ideas since you subscribed' });
  });

  it("previews the week under way marked as a preview, linking to the archive and not to the week's page, which is built only once the week ends", async () => {
    const preview = (await (await adminCall(deliveryPreview, { kind: 'newsletter', action: 'preview' })).json()) as PreviewResult;
    expect(preview).toMatchObject({ success: true, kind: 'newsletter', basis: 'this-week', sample: false });
    expect(preview.text).toContain('Preview: this week is not over yet');
    expect(preview.text).not.toContain(issuePath(isoWeekOf(new Date())));
    expect(preview.text).toContain(`${siteUrl}/newsletter?utm_source=newsletter`);
  });

  it('"test" sends it to the signed-in admin marked [Test], records no delivery, and records the send in admin_runs', async () => {
    const response = await adminCall(deliveryPreview, { kind: 'alerts', action: 'test' });
    expect(response.status).toBe(200);
    const subject = '[Test] 1 new venture idea since you subscribed';
    expect(await response.json()).toEqual({ success: true, error: null, to: SEEDED_ACCOUNTS.admin.email, subject });
    const [mail] = mailTo(SEEDED_ACCOUNTS.admin.email);
    expect(mail!.subject).toBe(subject);
    expect(mail!.html).toContain('Idea &lt;3&gt; &amp; friends');
    expect(mail!.headers?.['message-id']).not.toMatch(/alerts-\d{4}-\d{2}-\d{2}\./);
    expect((await db.from('email_deliveries').select('edition')).data).toEqual([]);
    const { data } = await db.from('admin_runs').select('*');
    expect(data as AdminRun[]).toMatchObject([{ kind: 'delivery-test', method: 'test', status: 'success', payload: { kind: 'alerts', subject }, error: null }]);
  });

  it('a test that cannot be sent answers 502 with the reason and records the failure', async () => {
    process.env.SMTP_PORT = String(refusingPort);
    const response = await adminCall(deliveryPreview, { kind: 'alerts', action: 'test' });
    expect(response.status).toBe(502);
    const body = await response.json();
    expect(body).toMatchObject({ success: false, to: SEEDED_ACCOUNTS.admin.email });
    expect(body.error).toMatch(/ECONNREFUSED/);
    expect(((await db.from('admin_runs').select('status, error')).data as AdminRun[])[0]).toMatchObject({ status: 'error', error: body.error });
  });

  it('an unknown kind or action is refused (400); an unreachable site is answered with the reason (502)', async () => {
    for (const body of [{ kind: 'weekly', action: 'preview' }, { kind: 'alerts', action: 'send' }, { kind: 'alerts' }]) {
      expect((await adminCall(deliveryPreview, body)).status).toBe(400);
    }
    unpublishCatalogue(siteDir);
    const response = await adminCall(deliveryPreview, { kind: 'alerts', action: 'preview' });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ success: false, error: `Could not build the preview: ${siteUrl}/ideas.json answered HTTP 502` });
  });
});

describe('each mailing run records its numbers in delivery_runs', () => {
  const runs = async () => (await db.from('delivery_runs').select('*').order('created_at')).data as DeliveryRun[];

  it('a run that finishes: every number, the edition and how it was started', async () => {
    await confirmedReader('daily@example.test', day(-1));
    await confirmedReader('current@example.test', day(0));
    const summary = await sendDailyAlerts({ env: process.env, log: () => {}, method: 'schedule' });
    expect(summary).toMatchObject({ sent: 1, upToDate: 1 });
    expect(await runs()).toMatchObject([
      { list: 'alerts', edition: summary.edition, method: 'schedule', status: 'success', sent: 1, up_to_date: 1, skipped: 0, failed: 0, undeliverable: 0, confirmations: 0, deleted: 0, error: null },
    ]);
  });

  it('the weekly run is recorded too: one that stops before sending (its archive page is not live) is an error of the newsletter', async () => {
    // A week later, the week of day(-3) is the last complete one: its issue lists idea 2.
    const later = new Date(Date.parse(`${day(-3)}T12:00:00Z`) + 7 * DAY);
    await expect(sendWeeklyPicks({ env: process.env, log: () => {}, now: () => later })).rejects.toThrow(/does not serve \/newsletter\//);
    expect(await runs()).toMatchObject([{ list: 'newsletter', edition: expect.stringMatching(/^picks-\d{4}-W\d{2}$/), method: 'command', status: 'error', sent: 0, error: expect.stringMatching(/does not serve/) }]);
  });

  it('a run that stops part way (the site is down) is recorded as an error with what it had done', async () => {
    await db.from('daily_alerts').insert({ email: 'legacy@example.test' });
    unpublishCatalogue(siteDir);
    await expect(sendDailyAlerts({ env: process.env, log: () => {} })).rejects.toThrow(/ideas\.json answered HTTP 502/);
    expect(await runs()).toMatchObject([{ method: 'command', status: 'error', confirmations: 1, sent: 0, error: expect.stringMatching(/ideas\.json answered HTTP 502/) }]);
  });
});

describe('a scheduled mailing runs in the background function', () => {
  const runCall = (body: unknown, headers: Record<string, string> = {}) => sendMailingBackground(post(`${siteUrl}${MAILING_FUNCTION}`, JSON.stringify(body), 'application/json', headers));
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const alertsTo = (email: string) => mailTo(email).filter((m) => /new venture idea/.test(m.subject));

  it('runs the list the scheduled function names, with its token, and records the run as scheduled', async () => {
    await confirmedReader('background@example.test', day(-1));
    const response = await runCall({ list: 'alerts' }, bearer(createRunToken('alerts', LOCAL_TOKEN_SECRET)));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, sent: 1 });
    expect(alertsTo('background@example.test')).toHaveLength(1);
    expect((await db.from('delivery_runs').select('list, method, status')).data).toEqual([{ list: 'alerts', method: 'schedule', status: 'success' }]);
  });

  it('refuses anything else: no token, a forged, expired or other list token, another method or body', async () => {
    await confirmedReader('refused@example.test', day(-1));
    const old = new Date(Date.now() - (RUN_TOKEN_SECONDS + 1) * 1000);
    for (const headers of [{}, bearer('1.AAAA'), bearer(createRunToken('alerts', LOCAL_TOKEN_SECRET, old)), bearer(createRunToken('newsletter', LOCAL_TOKEN_SECRET)), bearer(createRunToken('alerts', `${LOCAL_TOKEN_SECRET}x`))]) {
      expect((await runCall({ list: 'alerts' }, headers)).status).toBe(401);
    }
    expect((await runCall({ list: 'weekly' }, bearer(createRunToken('alerts', LOCAL_TOKEN_SECRET)))).status).toBe(400);
    expect((await sendMailingBackground(new Request(`${siteUrl}${MAILING_FUNCTION}`))).status).toBe(405);
    expect(alertsTo('refused@example.test')).toEqual([]);
  });

  it('a failed run is thrown, so Netlify retries it (exactly once makes the retry send only what is left)', async () => {
    unpublishCatalogue(siteDir);
    await expect(runCall({ list: 'alerts' }, bearer(createRunToken('alerts', LOCAL_TOKEN_SECRET)))).rejects.toThrow(/ideas\.json answered HTTP 502/);
  });

  it('the scheduled function hands its list over with a valid token and reports whether it was taken', async () => {
    const received: { method?: string; path?: string; body: string; authorization?: string }[] = [];
    let status = 202;
    const site = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ method: req.method, path: req.url, body, authorization: req.headers.authorization });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    try {
      const env = { ...process.env, PUBLIC_SITE_URL: `http://127.0.0.1:${(site.address() as AddressInfo).port}` };
      const response = await scheduledMailHandler('Weekly picks', 'newsletter', env)();
      expect(await response.json()).toEqual({ success: true, started: 'newsletter' });
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ method: 'POST', path: MAILING_FUNCTION, body: JSON.stringify({ list: 'newsletter' }) });
      expect(verifyRunToken(received[0]!.authorization!.replace(/^Bearer /, ''), 'newsletter', LOCAL_TOKEN_SECRET)).toBe(true);

      status = 404;
      const refused = await scheduledMailHandler('Daily alerts', 'alerts', env)();
      expect(refused.status).toBe(500);
      expect(await refused.json()).toEqual({ success: false, error: `${MAILING_FUNCTION} answered 404` });
    } finally {
      await new Promise((resolve) => site.close(resolve));
    }
  });
});
