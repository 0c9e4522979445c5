/**
 * The local stand-in for the contact page's form-mail service (development and tests only): a form POST
 * to /form-mail/<recipient> lands in the mailbox as a mail to that recipient, listing the visible fields
 * as the service's table template does, and the browser is sent (303) to `_next` when that address is on
 * an allowed site origin. Underscore fields steer the service: `_subject` is the mail's subject.
 */
import { isAllowedRedirect, type RedirectPolicy } from './auth/redirects.ts';
import { escapeHtml, html, readForm, redirect } from './http.ts';
import type { Mailbox } from './mailbox.ts';

export const FORM_MAIL_PREFIX = '/form-mail/';

export interface FormMailContext {
  mailbox: Mailbox;
  policy: RedirectPolicy;
}

const DEFAULT_SUBJECT = 'New form submission';

export async function routeFormMail(ctx: FormMailContext, req: Request, recipient: string): Promise<Response> {
  if (req.method !== 'POST') return html('<p>Post a form here.</p>', 405, { Allow: 'POST' });
  if (!recipient.includes('@')) return html('<p>The form address must end with the recipient email.</p>', 404);
  const form = await readForm(req);
  const fields = [...form].filter(([name]) => !name.startsWith('_'));
  if (fields.length === 0) return html('<p>The form is empty.</p>', 400);
  const text = fields.map(([name, value]) => `${name}: ${value}`).join('\n');
  ctx.mailbox.send({ to: recipient, subject: form.get('_subject') || DEFAULT_SUBJECT, text });
  const next = form.get('_next');
  if (next && isAllowedRedirect(next, ctx.policy)) return redirect(next);
  return html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Message received</title></head>
<body><main><h1>Message received</h1><p>The local form-mail stand-in kept this message for ${escapeHtml(recipient)}.</p></main></body></html>`);
}
