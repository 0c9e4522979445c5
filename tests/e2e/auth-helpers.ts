/** Shared steps of the browser tests that sign in against the local Supabase stand-in. */
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { LOCAL_SUPABASE } from '../../local/config.ts';
import { sessionStorageKey } from '../../src/auth/rules.ts';
import { E2E_SITE_URL, E2E_SUPABASE_URL } from './ports.ts';

/** The stand-in the site under test talks to (playwright.config.ts starts it and builds the site against it). */
export const API = E2E_SUPABASE_URL;
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let counter = 0;
/** A fresh address per call: tests run in parallel against one backend. */
export function uniqueEmail(local = 'user'): string {
  counter += 1;
  return `${local}-${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}@example.test`;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** The newest mail to an address whose subject matches, waiting for it to arrive. */
export async function mailTo(request: APIRequestContext, to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${API}/mailbox/messages`);
        const body = (await response.json()) as Mail[] | { messages: Mail[] };
        const messages = Array.isArray(body) ? body : body.messages;
        found = messages.find((mail) => mail.to.toLowerCase() === to.toLowerCase() && subject.test(mail.subject));
        return Boolean(found);
      },
      { message: `a mail to ${to} with subject ${subject}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The link in a mail that goes through the auth server's /verify. */
export function verifyLink(mail: Mail): string {
  const link = mail.links.find((href) => href.includes('/auth/v1/verify')) ?? mail.links[0];
  expect(link, `a link in "${mail.subject}"`).toBeTruthy();
  return link!;
}

/** A confirmed account made through the admin API. */
export async function createConfirmedUser(request: APIRequestContext, email: string, password: string, fullName?: string): Promise<void> {
  const response = await request.post(`${API}/auth/v1/admin/users`, {
    headers: { apikey: LOCAL_SUPABASE.serviceRoleKey, Authorization: `Bearer ${LOCAL_SUPABASE.serviceRoleKey}` },
    data: { email, password, email_confirm: true, ...(fullName ? { user_metadata: { full_name: fullName } } : {}) },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The session a password sign-in gets from the auth server, as supabase-js stores it. */
export async function passwordSession(request: APIRequestContext, email: string, password: string): Promise<{ access_token: string; refresh_token: string; user: { id: string } }> {
  const response = await request.post(`${API}/auth/v1/token?grant_type=password`, { headers: { apikey: LOCAL_SUPABASE.anonKey }, data: { email, password } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { access_token: string; refresh_token: string; user: { id: string } };
}

export type Session = Awaited<ReturnType<typeof passwordSession>>;

/**
 * Makes `page` a returning visitor who signed in as `email` earlier: the session is stored where supabase-js
 * keeps it before the next page of this site loads, then `path` is that page. For tests whose subject comes
 * after the sign-in; signing in through the site's own forms is auth.spec's. Measured: 1.6 s of CPU for a test
 * that opens the workspace this way, against 2.6 s through the header's dialog.
 */
export async function signInStored(page: Page, email: string, password: string, path = '/about'): Promise<void> {
  await openWithSession(page, await passwordSession(page.request, email, password), path);
}

/** signInStored with a session the test already has. */
export async function openWithSession(page: Page, session: Session, path = '/about'): Promise<void> {
  // Once, in this tab (sessionStorage), on this site: a later sign-out must stay signed out.
  const marker = `e2e-stored-session-${crypto.randomUUID()}`;
  await page.addInitScript(
    ({ origin, key, value, marker }) => {
      if (window.location.origin !== origin || sessionStorage.getItem(marker)) return;
      sessionStorage.setItem(marker, '1');
      localStorage.setItem(key, value);
    },
    { origin: E2E_SITE_URL, key: sessionStorageKey(API), value: JSON.stringify(session), marker },
  );
  await page.goto(path);
  await expect(accountControl(page).locator('[data-avatar-initials]')).toBeVisible();
}

/**
 * The header's account control: a guest's static Sign in button until the island is wanted (a click on it
 * opens the dialog either way), the island's control once loaded. With a stored session the static button
 * is not shown, so a signed-in state is only seen once the island has read the session.
 */
export function accountControl(page: Page): Locator {
  return page.locator('#account-control');
}

/**
 * Every island that hydrates by itself (client:load, client:idle, and client:session where a session is
 * stored) has hydrated: the page is in its final state for an accessibility scan, and a later request
 * would be one these islands make on their own. A guest's client:session islands wait for a use.
 */
export async function expectIslandsHydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]:not([client="visible"], html:not([data-session-hint]) [client="session"])')).toHaveCount(0);
}

/**
 * Presses the header's Sign in. The pointer reaching the static button loads the account island, which can
 * put its own button over the static one between Playwright's checks and its click, then hide the static
 * one: Playwright then waits on the hidden element for good (it looks again only for a detached one). A
 * person's click lands on whichever button is there and opens the dialog either way; so a press that could
 * not land is made again on the button found anew.
 */
export async function pressHeaderSignIn(page: Page): Promise<void> {
  await expect(async () => {
    await accountControl(page).getByRole('button', { name: 'Sign in', exact: true }).click({ timeout: 5_000 });
  }).toPass();
}

export async function openDialog(page: Page): Promise<Locator> {
  await pressHeaderSignIn(page);
  const dialog = page.getByRole('dialog', { name: 'Sign in to save ideas' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** What a failed sign-in check saw: whether the session was stored, and whether the account island had loaded. */
async function signInState(page: Page): Promise<string> {
  const state = await page.evaluate(() => ({
    url: window.location.href,
    storedSessions: Object.keys(localStorage).filter((key) => /^sb-.+-auth-token$/.test(key)),
    sessionHint: document.documentElement.hasAttribute('data-session-hint'),
    islandsNotHydrated: [...document.querySelectorAll('astro-island[ssr]')].map((island) => island.getAttribute('component-url')),
    accountControl: document.querySelector('#account-control')?.innerHTML.slice(0, 400) ?? null,
  }));
  return `The page then: ${JSON.stringify(state, null, 2)}`;
}

export async function expectSignedIn(page: Page, initials: string): Promise<void> {
  try {
    await expect(accountControl(page).locator('[data-avatar-initials]')).toHaveText(initials);
  } catch (error) {
    if (error instanceof Error) error.message += `\n${await signInState(page).catch((reason: unknown) => String(reason))}`;
    throw error;
  }
  await expect(accountControl(page).getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
}

export async function expectGuest(page: Page): Promise<void> {
  await expect(accountControl(page).getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(accountControl(page).locator('[data-avatar-initials]')).toHaveCount(0);
}

export async function signInWithPasswordDialog(page: Page, email: string, password: string): Promise<Locator> {
  const dialog = await openDialog(page);
  await dialog.getByRole('button', { name: 'Sign in with password' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  return dialog;
}

/**
 * Records from now on every text shown in an open dialog's status line, for `expect.poll`. The sign-in
 * dialog closes itself after a success message (500 ms after a password sign-in, 2 s after a mail was sent):
 * a polled assertion on a busy machine can look before and after and never see it. A MutationObserver sees
 * every change. A navigation ends the recording.
 */
export async function recordDialogStatuses(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { dialogStatuses: seen });
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('dialog[open] [role="status"]')) {
        const text = status.textContent?.trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { dialogStatuses: string[] }).dialogStatuses);
}

/** The pages whose every new document gets axe as it opens (violations). */
const axeOnOpen = new WeakSet<Page>();

/**
 * axe's WCAG 2.2 AA violations on the page as it is. The site has no frames, so axe runs in the page itself
 * (legacy mode) rather than opening a second page per scan to merge frame results: a third less time. Only
 * violations are collected in full (axe's `resultTypes`): the passes it would otherwise describe node by node
 * are never read, and describing them took about a sixth of each scan. The options go first: `withTags` adds to
 * them, `options` replaces them.
 * From a page's first scan on, axe comes with each document the page opens (an init script) rather than sent
 * in by each scan, twice (AxeBuilder's legacy mode): its 650 KB took longer than the scan itself on most pages
 * (six pages: 7.1 s of scans against 2.3 s).
 */
export async function violations(page: Page): Promise<string[]> {
  if (!axeOnOpen.has(page)) {
    axeOnOpen.add(page);
    await page.addInitScript(axe.source);
  }
  const present = await page.evaluate(() => 'axe' in window);
  const scan = new AxeBuilder({ page, axeSource: present ? 'void 0' : undefined }).setLegacyMode().options({ resultTypes: ['violations'] }).withTags(WCAG_22_AA);
  const { violations: found } = await scan.analyze();
  return found.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
}

