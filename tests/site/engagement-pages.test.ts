// The engagement pages' own scripts, run over the built test site without a browser: happy-dom loads each page
// with its scripts (the build's modules, as a browser would get them), and everything outside the test site is
// answered here. What these tests check is what the page's script makes of its address: the contact form's
// prefill, the analytics queue, the subscription pages' button. The flows a person walks through (the contact
// form posted and its banner, a subscription confirmed from the mailbox) stay in the browser suite.
import { within } from '@testing-library/dom';
import { Browser, type BrowserPage } from 'happy-dom';
import { afterEach, expect, test } from 'vitest';
import { CONTACT, NEWSLETTER } from '../../src/config/constants/engagement.ts';
import { SUBSCRIPTION } from '../../src/config/constants/email.ts';
import { SITE } from '../../src/config/site.ts';
import { E2E_MEASUREMENT_ID } from '../e2e/ports.ts';
import { BUILT_URL, useTestSite } from './site.ts';

const site = useTestSite();
const TAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';

interface Loaded {
  page: BrowserPage;
  document: Document;
  window: Window & Record<string, unknown>;
  /** Every request the page made, by address. */
  requests: string[];
}

const browsers: Browser[] = [];
afterEach(async () => {
  await Promise.all(browsers.splice(0).map((browser) => browser.close()));
});

/**
 * `path` loaded with its scripts from the test site. The analytics tag script is answered with an empty one
 * (it lives elsewhere); `answer` may answer other requests (the functions, which the test site does not run).
 */
async function load(path: string, answer: (request: Request) => Response | undefined = () => undefined): Promise<Loaded> {
  const requests: string[] = [];
  const browser = new Browser({
    settings: {
      enableJavaScriptEvaluation: true,
      // Our own build's scripts, from our own server: nothing untrusted runs in the VM.
      suppressInsecureJavaScriptEnvironmentWarning: true,
      disableCSSFileLoading: true,
      handleDisabledFileLoadingAsSuccess: true,
      fetch: {
        interceptor: {
          async beforeAsyncRequest({ request, window }) {
            requests.push(request.url);
            if (request.url.startsWith(TAG_SCRIPT)) return new window.Response('/* tag stub */', { headers: { 'Content-Type': 'text/javascript' } });
            const answered = answer(request as unknown as Request);
            if (answered) return new window.Response(await answered.text(), { status: answered.status, headers: { 'Content-Type': answered.headers.get('content-type') ?? 'text/plain' } });
            if (!request.url.startsWith(site.url)) return new window.Response('', { status: 404 });
            return undefined;
          },
        },
      },
    },
  });
  browsers.push(browser);
  const page = browser.newPage();
  await page.goto(new URL(path, site.url).href);
  await page.waitUntilComplete();
  return { page, document: page.mainFrame.document as unknown as Document, window: page.mainFrame.window as unknown as Loaded['window'], requests };
}

const field = (document: Document, name: string) => document.querySelector<HTMLInputElement>(`[data-contact-form] [name="${name}"]`)!;

test('the contact form: prefilled from its address as text, never as markup, and sent back to the origin it was opened at', async () => {
  // The static page: the four fields are required (the browser refuses an empty one), the form-mail options are set.
  const html = await site.document('/contact');
  for (const name of ['name', 'email', 'subject', 'message']) expect(field(html, name).hasAttribute('required'), name).toBe(true);
  expect(field(html, '_captcha').value).toBe('false');
  expect(field(html, '_template').value).toBe('table');
  expect(field(html, '_subject').value).toBe(CONTACT.mailSubject);
  // As built, the form comes back to the site's own address; the script then names the origin it runs at.
  expect(field(html, '_next').value).toBe(`${BUILT_URL}/contact?submitted=true`);
  const body = within(html.body);
  expect(body.getByRole('link', { name: `← ${CONTACT.backHome}` }).getAttribute('href')).toBe('/');
  expect(body.getByRole('link', { name: SITE.contactEmail }).getAttribute('href')).toBe(`mailto:${SITE.contactEmail}`);

  const hostile = { subject: '<img src=x onerror="window.__pwned=1">', message: '<script>window.__pwned=1</script>' };
  const { document, window } = await load(`/contact?${new URLSearchParams(hostile)}`);
  expect(field(document, 'subject').value).toBe(hostile.subject);
  expect(field(document, 'message').value).toBe(hostile.message);
  expect(document.querySelector('main img[src="x"]')).toBeNull();
  expect(window.__pwned).toBeUndefined();
  expect(field(document, '_next').value).toBe(`${site.url}/contact?submitted=true`);
  // No success banner without the flag.
  expect(document.querySelector('[data-contact-banner]')!.textContent).toBe('');
});

test('analytics: the tag of the configured id is loaded, and page_view goes through the gtag queue without the query values', async () => {
  const { window, requests } = await load('/contact?subject=Secret%20subject&utm_source=newsletter');
  expect(requests.filter((url) => url.startsWith(TAG_SCRIPT))).toEqual([`${TAG_SCRIPT}?id=${E2E_MEASUREMENT_ID}`]);
  const entries = Array.from(window.dataLayer as ArrayLike<unknown>[], (entry) => Array.from(entry));
  expect(entries.find((entry) => entry[0] === 'config')).toEqual(['config', E2E_MEASUREMENT_ID, { send_page_view: false }]);
  expect(entries.filter((entry) => entry[0] === 'event')).toEqual([
    ['event', 'page_view', { page_path: '/contact', page_title: 'Contact Us | Research Ventures', page_location: `${site.url}/contact?utm_source=newsletter` }],
  ]);
  expect(JSON.stringify(entries)).not.toContain('Secret');
});

test('the subscription pages: a token naming no list keeps the title and is refused in words; without a token they ask for the link', async () => {
  const sent: unknown[] = [];
  const { document, page } = await load('/subscription/unsubscribe?token=eyJmb3JnZWQiOnRydWV9.AAAA', (request) => {
    if (!request.url.endsWith(SUBSCRIPTION.paths.subscriptionFunction)) return undefined;
    sent.push(request.method);
    // What the subscription function answers a forged token (tests/functions/mail-functions.test.ts).
    return Response.json({ status: 'invalid' }, { status: 400 });
  });
  const body = within(document.body);
  expect(body.getByRole('heading', { level: 1 }).textContent).toBe(SUBSCRIPTION.unsubscribe.title);
  body.getByRole('button', { name: SUBSCRIPTION.unsubscribe.button }).click();
  await page.waitUntilComplete();
  expect(sent).toEqual(['POST']);
  expect(body.getByRole('status').textContent).toBe(SUBSCRIPTION.invalid);

  const confirm = await load('/subscription/confirm');
  const confirmBody = within(confirm.document.body);
  expect(confirmBody.getByRole('status').textContent).toBe(SUBSCRIPTION.missingToken);
  expect(confirm.document.querySelector<HTMLFormElement>('[data-subscription-action]')!.hidden).toBe(true);
});

test("the footer's newsletter form, as served: its labelled address field and the site's own archive, in the same tab", async () => {
  const document = await site.document('/about');
  const footer = within(document.querySelector<HTMLElement>('[data-footer-newsletter]')!);
  expect(footer.getByLabelText(NEWSLETTER.footerLabel).getAttribute('type')).toBe('email');
  const previous = footer.getByRole('link', { name: NEWSLETTER.readPrevious });
  expect(previous.getAttribute('href')).toBe(NEWSLETTER.archivePath);
  expect(previous.hasAttribute('target')).toBe(false);
});
