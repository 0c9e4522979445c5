import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-background-networking', '--no-first-run', '--disable-gpu'] });
const base = 'http://localhost:4321';
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
  // Subscribe to the newsletter from the footer, then confirm from the mailbox.
  const email = `start-check-${width}-${Date.now()}@example.test`;
  await page.goto(base + '/discover?alerts=true');
  const dialog = page.getByRole('dialog', { name: 'Get Daily Idea Alerts' });
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Subscribe to Alerts' }).click();
  await dialog.getByRole('heading', { name: "You're All Set!" }).waitFor({ timeout: 60_000 });
  await page.screenshot({ path: `/tmp/shots/subscribe-${width}.png` });
  const mails = await (await fetch('http://127.0.0.1:54321/mailbox/messages')).json() as { to: string; subject: string; text?: string; html?: string }[];
  const mail = mails.find((m) => m.to === email)!;
  const link = /(http:\/\/localhost:4321\/[^\s"<>]*confirm[^\s"<>]*)/.exec(mail.text ?? mail.html ?? '')![1]!.replace(/&amp;/g, '&');
  await page.goto(link);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `/tmp/shots/confirm-${width}.png` });
  console.log(width, 'confirm page:', (await page.locator('h1').first().textContent())?.trim());
  // Sign in as the admin and open the admin tools.
  await page.goto(base + '/auth?redirect_to=%2Fwebhook-trigger', { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill('admin@researchventures.test');
  await page.getByLabel('Password', { exact: true }).fill('admin-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/webhook-trigger$/, { timeout: 60_000 });
  await page.screenshot({ path: '/tmp/shots/admin-debug.png' });
  await page.getByLabel('Generated sitemap XML').waitFor({ timeout: 90_000 });
  const t0 = Date.now();
  while (!(await page.getByLabel('Generated sitemap XML').inputValue()).startsWith('<?xml')) { if (Date.now() - t0 > 90_000) throw new Error('no sitemap'); await page.waitForTimeout(250); }
  console.log(width, 'sitemap after', Date.now() - t0, 'ms');
  await page.screenshot({ path: `/tmp/shots/admin-${width}.png`, fullPage: false });
  console.log(width, 'admin sitemap ok');
  const missing = await page.goto(base + '/idea/no-such-thing-999');
  console.log(width, 'unknown idea status', missing?.status());
  await page.screenshot({ path: `/tmp/shots/notfound-${width}.png` });
  await page.close();
}
await browser.close();
