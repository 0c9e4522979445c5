/**
 * POST /.netlify/functions/subscription: what the links in the emails do, without signing in.
 * - `{token, action: 'confirm'|'unsubscribe'}` (JSON) from /subscription/confirm and /subscription/unsubscribe;
 *   answers `{status}`: confirmed, superseded (a newer confirmation email's link is the one that works),
 *   unsubscribed, missing, or (400) invalid, expired.
 * - RFC 8058 one-click: the List-Unsubscribe address (token in the query) POSTed by a mail client with the
 *   form body `List-Unsubscribe=One-Click`.
 * A GET does nothing, so link scanners that open every URL in a message cannot unsubscribe anyone.
 */
import { z } from 'zod';
import { MailConfigError } from '../../src/email/config.server.ts';
import { verifyToken, type TokenPurpose } from '../../src/email/tokens.server.ts';
import { ConfigError } from './_shared/config.ts';
import { json } from './_shared/http.ts';
import { mailSetup } from './_shared/mail.ts';

const Body = z.object({ token: z.string().max(2000), action: z.enum(['confirm', 'unsubscribe']) });

async function readRequest(req: Request): Promise<{ token: string; action: TokenPurpose } | null> {
  const type = req.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const parsed = Body.safeParse(await req.json().catch(() => null));
    return parsed.success ? parsed.data : null;
  }
  const form = new URLSearchParams(await req.text());
  const token = new URL(req.url).searchParams.get('token');
  return form.get('List-Unsubscribe') === 'One-Click' && token ? { token, action: 'unsubscribe' } : null;
}

export default async (req: Request): Promise<Response> => {
  if (req.method !== 'POST') return json({ status: 'invalid' }, 405, { Allow: 'POST' });
  const request = await readRequest(req);
  if (!request) return json({ status: 'invalid' }, 400);
  try {
    const setup = mailSetup();
    const check = verifyToken(request.token, request.action, setup.mail.tokenSecret);
    if (!check.ok) return json({ status: check.reason }, 400);
    const { list, id, nonce } = check.payload;
    const status = request.action === 'confirm' ? await setup.store.confirm(list, id, nonce ?? null) : await setup.store.unsubscribe(list, id);
    return json({ status });
  } catch (error) {
    console.error('Subscription change failed:', error instanceof ConfigError || error instanceof MailConfigError ? error.message : error);
    return json({ status: 'failed' }, 500);
  }
};
