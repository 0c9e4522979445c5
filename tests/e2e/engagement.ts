/** Shared helpers of the engagement browser tests (newsletter, alerts, contact, share, toasts, analytics). */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { LOCAL_SUPABASE } from '../../local/config.ts';
import { E2E_MEASUREMENT_ID, E2E_SUPABASE_URL } from './ports.ts';

export const API = E2E_SUPABASE_URL;

let counter = 0;
/** A fresh address per call (tests run in parallel against one backend), in mixed case on purpose. */
export function uniqueEmail(local = 'Reader'): string {
  counter += 1;
  return `${local}-${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}@Example.TEST`;
}

export { violations } from './auth-helpers.ts';

/**
 * Stops the clock installed with page.clock.install() (which follows real time until now), so that only
 * page.clock.runFor() moves it: a test can then check a delay to the millisecond, and a busy machine cannot
 * let a timer fire between two steps. Playwright can only pause at a given time, not "now": this pauses a
 * little ahead of the page's current time (far more than the two calls between reading the time and pausing
 * can take), so timers already due within that margin fire first. Call it before the action whose timer
 * is under test, once nothing else on the page is waiting on a timer the test relies on.
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 5_000);
}

/**
 * The e2e build is made with a measurement id; the tag script itself is external, so it is answered here
 * with an empty script. Events are then read from the page's dataLayer, where gtag() queues them.
 */
export async function stubAnalyticsTag(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route('https://www.googletagmanager.com/gtag/js**', async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: '/* tag stub */' });
  });
  return requested;
}

export const TAG_URL = `https://www.googletagmanager.com/gtag/js?id=${E2E_MEASUREMENT_ID}`;

export interface TrackedEvent {
  name: string;
  params: Record<string, string>;
}

export async function trackedEvents(page: Page, prefix = ''): Promise<TrackedEvent[]> {
  const events = await page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [];
    return layer.map((entry) => Array.from(entry)).filter((entry) => entry[0] === 'event').map((entry) => ({ name: String(entry[1]), params: entry[2] as Record<string, string> }));
  });
  return events.filter((event) => event.name.startsWith(prefix));
}

export async function eventNames(page: Page, prefix: string): Promise<string[]> {
  return (await trackedEvents(page, prefix)).map((event) => event.name);
}

/** Rows of a subscription table as the service role sees them (RLS bypassed). */
export async function storedEmails(request: APIRequestContext, table: 'newsletter_subscriptions' | 'daily_alerts', email: string): Promise<string[]> {
  const response = await request.get(`${API}/rest/v1/${table}?select=email&email=eq.${encodeURIComponent(email)}`, {
    headers: { apikey: LOCAL_SUPABASE.serviceRoleKey, Authorization: `Bearer ${LOCAL_SUPABASE.serviceRoleKey}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { email: string }[]).map((row) => row.email);
}

/** Marks an address confirmed as its confirmation link would (the opt-in itself is tested in subscription-email.spec.ts). */
export async function confirmStored(request: APIRequestContext, table: 'newsletter_subscriptions' | 'daily_alerts', email: string): Promise<void> {
  const response = await request.patch(`${API}/rest/v1/${table}?email=eq.${encodeURIComponent(email.toLowerCase())}`, {
    headers: { apikey: LOCAL_SUPABASE.serviceRoleKey, Authorization: `Bearer ${LOCAL_SUPABASE.serviceRoleKey}`, 'Content-Type': 'application/json' },
    data: { status: 'confirmed' },
  });
  expect(response.status()).toBe(204);
}

/** What the public (anon) key gets back from a subscription table: nothing, whatever is stored. */
export async function anonRead(request: APIRequestContext, table: 'newsletter_subscriptions' | 'daily_alerts', email: string): Promise<unknown> {
  const response = await request.get(`${API}/rest/v1/${table}?select=*&email=eq.${encodeURIComponent(email)}`, {
    headers: { apikey: LOCAL_SUPABASE.anonKey, Authorization: `Bearer ${LOCAL_SUPABASE.anonKey}` },
  });
  expect(response.status()).toBe(200);
  return response.json();
}

/**
 * Records window.open calls instead of opening windows (the share sites are not reachable from here) and,
 * when asked, a native share; the clipboard is the browser's own unless a failing one is asked for.
 */
export async function recordShareSideEffects(page: Page, options: { clipboardFails?: boolean; nativeShare?: boolean } = {}): Promise<void> {
  await page.addInitScript((opts) => {
    const w = window as unknown as { __opened: unknown[][]; __shared: unknown[] };
    w.__opened = [];
    w.__shared = [];
    window.open = (...args: unknown[]) => {
      w.__opened.push(args);
      return null;
    };
    if (opts.clipboardFails) {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: async () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
      });
    }
    if (opts.nativeShare) {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: unknown) => {
          w.__shared.push(data);
        },
      });
    }
  }, options);
}

export async function sideEffects(page: Page): Promise<{ opened: string[][]; shared: { title: string; text: string; url: string }[] }> {
  return page.evaluate(() => {
    const w = window as unknown as { __opened: string[][]; __shared: { title: string; text: string; url: string }[] };
    return { opened: w.__opened, shared: w.__shared };
  });
}

export async function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

export function utmOf(href: string): Record<string, string> {
  return Object.fromEntries([...new URL(href).searchParams].filter(([key]) => key.startsWith('utm_')));
}
