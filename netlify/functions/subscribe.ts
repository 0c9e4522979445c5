/**
 * POST /.netlify/functions/subscribe {list: 'newsletter'|'alerts', email}: the subscription forms. Checks the
 * address with the forms' own rules, records it as pending and emails the confirmation link (at most one per 10
 * minutes per address). Answers `{ok: true}` once the email is on its way, or `{ok: false, reason, message}`
 * with the messages of docs/spec/workspace-and-operations.md#8-the-error-catalogue, so the forms show exactly
 * what they showed before subscribing moved here ('Failed to subscribe' when the email could not be sent).
 */
import { z } from 'zod';
import { checkNewsletterEmail, normalizeEmail } from '../../src/engagement/email.ts';
import { MailConfigError } from '../../src/email/config.ts';
import { LIST_TEXTS, SUBSCRIPTION_LISTS, type SubscriptionList } from '../../src/email/lists.ts';
import { confirmationMail } from '../../src/email/messages.ts';
import { DatabaseError } from '../../src/email/store.ts';
import { ConfigError } from './_shared/config.ts';
import { json } from './_shared/http.ts';
import { mailSetup, type MailSetup } from './_shared/mail.ts';

const Body = z.object({ list: z.enum(SUBSCRIPTION_LISTS), email: z.string() });

/**
 * False when the email did not go out. The address stays pending, but its resend window is given back: a
 * new request sends at once, and the next daily run retries it.
 */
async function sendConfirmation(setup: MailSetup, list: SubscriptionList, id: string, email: string): Promise<boolean> {
  try {
    await setup.mailer().send(await confirmationMail(setup.message(), list, id, email));
    return true;
  } catch (error) {
    console.error(`Confirmation to subscription ${id} failed:`, (error as Error).message);
    await setup.store.releaseConfirmation(list, id);
    return false;
  }
}

export default async (req: Request): Promise<Response> => {
  if (req.method !== 'POST') return json({ ok: false, reason: 'invalid', message: 'Use POST' }, 405, { Allow: 'POST' });
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
    const email = normalizeEmail(check.email);
    const { id, send } = await setup.store.request(body.list, email);
    if (send && !(await sendConfirmation(setup, body.list, id, email))) return json({ ok: false, reason: 'send_error', message: texts.failed }, 502);
    return json({ ok: true });
  } catch (error) {
    if (error instanceof DatabaseError && error.code === '23505') return json({ ok: false, reason: 'duplicate', message: texts.duplicate }, 409);
    console.error('Subscribing failed:', error instanceof ConfigError || error instanceof MailConfigError ? error.message : error);
    return json({ ok: false, reason: 'insert_error', message: texts.failed }, 500);
  } finally {
    setup?.close();
  }
};
