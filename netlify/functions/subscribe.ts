/**
 * POST /.netlify/functions/subscribe {list: 'newsletter'|'alerts', email}: the subscription forms. Checks the
 * address with the forms' own rules, records it as pending and emails the confirmation link (at most one per 10
 * minutes per address). Answers `{ok: true, sent}` once the email is on its way (`sent: false` when one went out
 * less than 10 minutes ago and that link is the one to use), or `{ok: false, reason, message}`
 * with the messages of docs/spec/workspace-and-operations.md#8-the-error-catalogue, so the forms show exactly
 * what they showed before subscribing moved here ('Failed to subscribe' when the email could not be sent).
 *
 * It cannot be turned against third parties (issue 27): it reads only `application/json` bodies (415
 * otherwise) sent from the site's own pages (403 for any other Origin, or none), so no other web page can
 * make its visitors' browsers subscribe an address; and the database refuses confirmation emails beyond the
 * per-mailbox, per-client and site-wide limits (429, no email).
 */
import { z } from 'zod';
import { SUBSCRIPTION, SUBSCRIPTION_LISTS, type SubscriptionList } from '../../src/config/constants/email.ts';
import type { SubscribeLimit } from '../../src/engagement/subscribe.ts';
import { checkNewsletterEmail, normalizeEmail } from '../../src/engagement/email.ts';
import { MailConfigError } from '../../src/email/config.server.ts';
import { LIST_TEXTS } from '../../src/email/lists.server.ts';
import { confirmationMail } from '../../src/email/messages.server.ts';
import { DatabaseError } from '../../src/queries/subscriptions.server.ts';
import { ConfigError } from './_shared/config.ts';
import { json } from './_shared/http.ts';
import { mailSetup, type MailSetup } from './_shared/mail.ts';

/**
 * Netlify's own rate limiting in front of the function (a literal: Netlify reads it without running the code):
 * 10 requests a minute per client address answer 429 before any code runs or any database limit is spent.
 */
export const config = { rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] } };

const Body = z.object({ list: z.enum(SUBSCRIPTION_LISTS), email: z.string() });

/** What this function reads of Netlify's context: `ip`, the connecting client's address, as its CDN saw it. */
interface FunctionContext {
  ip?: string;
}

/**
 * The page's origin, when it is one of the site's: the address the function was called at (deploy
 * previews and branch deploys included), or the configured public origin (the custom domain).
 */
function fromOwnSite(req: Request, siteUrl: string): boolean {
  const origin = req.headers.get('origin');
  return origin !== null && (origin === new URL(req.url).origin || origin === new URL(siteUrl).origin);
}

/**
 * False when the email did not go out. The address stays pending, but its resend window is given back: a
 * new request sends at once, and the next daily run retries it.
 */
async function sendConfirmation(setup: MailSetup, list: SubscriptionList, id: string, nonce: string | null, email: string): Promise<boolean> {
  try {
    await setup.mailer().send(await confirmationMail(setup.message(), list, { id, nonce }, email));
    return true;
  } catch (error) {
    console.error(`Confirmation to subscription ${id} failed:`, (error as Error).message);
    await setup.store.releaseConfirmation(list, id);
    return false;
  }
}

export default async (req: Request, context?: FunctionContext): Promise<Response> => {
  if (req.method !== 'POST') return json({ ok: false, reason: 'invalid', message: 'Use POST' }, 405, { Allow: 'POST' });
  if (!/^application\/json\s*(;|$)/i.test(req.headers.get('content-type') ?? '')) {
    return json({ ok: false, reason: 'invalid', message: 'Send the subscription as application/json' }, 415);
  }
  let body: z.infer<typeof Body>;
  try {
    body = Body.parse(await req.json());
  } catch {
    return json({ ok: false, reason: 'invalid', message: LIST_TEXTS.newsletter.invalidEmail }, 400);
  }
  const texts = LIST_TEXTS[body.list];
  const check = checkNewsletterEmail(body.email);
  if (!check.ok) return json({ ok: false, reason: 'invalid', message: check.message }, 400);
  let setup;
  try {
    setup = mailSetup();
    if (!fromOwnSite(req, setup.server.siteUrl)) return json({ ok: false, reason: 'forbidden', message: 'Subscribe from the site’s own forms' }, 403);
    const email = normalizeEmail(check.email);
    const { id, send, nonce } = await setup.store.request(body.list, email, context?.ip || null);
    if (send && !(await sendConfirmation(setup, body.list, id, nonce, email))) return json({ ok: false, reason: 'send_error', message: texts.failed }, 502);
    return json({ ok: true, sent: send });
  } catch (error) {
    if (error instanceof DatabaseError && error.reason === 'exists') return json({ ok: false, reason: 'duplicate', message: texts.duplicate }, 409);
    if (error instanceof DatabaseError && error.code === 'PT429' && Object.hasOwn(SUBSCRIPTION.tooMany, error.message)) {
      const limit = error.message as SubscribeLimit;
      return json({ ok: false, reason: 'rate_limited', limit, message: SUBSCRIPTION.tooMany[limit] }, 429, { 'Retry-After': limit === 'mailbox' ? '86400' : '3600' });
    }
    console.error('Subscribing failed:', error instanceof ConfigError || error instanceof MailConfigError ? error.message : error);
    return json({ ok: false, reason: 'insert_error', message: texts.failed }, 500);
  } finally {
    setup?.close();
  }
};
