/**
 * The mail side of the browser tests: the stand-in's mailbox (messages received over SMTP) and the
 * mailing commands run against the e2e stack, as `npm run alerts:send` / `npm run newsletter:send`.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API } from './engagement.ts';
import { E2E_SITE_URL, E2E_SMTP_PORT } from './ports.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  links: string[];
  headers?: Record<string, string>;
}

export async function mailTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  const response = await request.get(`${API}/mailbox/messages`);
  return ((await response.json()) as Mail[]).filter((m) => m.to === email);
}

/** A mailing script (scripts/send-*.ts) against the e2e stack, as of `now`; its printed summary. */
export function runMailScript<T extends object>(script: string, now: Date): T {
  const result = spawnSync(resolve('node_modules/.bin/node'), [script, '--site', E2E_SITE_URL, '--now', now.toISOString()], {
    encoding: 'utf8',
    env: { ...process.env, SUPABASE_URL: API, SMTP_PORT: String(E2E_SMTP_PORT), PUBLIC_SITE_URL: E2E_SITE_URL },
  });
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as T;
}

/** The confirmation email of `listName` arrives; its link, opened and confirmed, subscribes the address. */
export async function confirmFromMailbox(page: Page, request: APIRequestContext, email: string, listName: string): Promise<Mail> {
  await expect.poll(async () => (await mailTo(request, email)).map((m) => m.subject)).toEqual([`Confirm your subscription to ${listName}`]);
  const [confirmation] = await mailTo(request, email);
  const confirmLink = confirmation!.links.find((link) => link.startsWith(`${E2E_SITE_URL}/subscription/confirm?token=`));
  expect(confirmLink).toBeDefined();
  expect(confirmLink).not.toContain(encodeURIComponent(email));
  await page.goto(confirmLink!);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('status')).toHaveText('You are subscribed. Thank you for confirming.');
  return confirmation!;
}
