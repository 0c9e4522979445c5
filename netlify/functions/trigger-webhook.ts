/**
 * POST /.netlify/functions/trigger-webhook (admin): { Articles } -> POST { Articles } to the automation
 * webhook, whose address (AUTOMATION_WEBHOOK_URL) stays on the server. The outcome is judged by the
 * webhook's ok flag. Answers { success, status, duration, error }.
 */
import { WebhookRequest } from '../../src/admin/requests.server.ts';
import { required } from './_shared/config.ts';
import { adminFunction } from './_shared/handler.ts';
import { recordRun } from './_shared/db.ts';
import { json } from './_shared/http.ts';
import { callOut } from './_shared/outgoing.ts';

export default adminFunction(WebhookRequest, async (input, { config, db, userId }) => {
  const sent = await callOut(required(config, 'webhookUrl'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Articles: input.Articles }),
  });
  await recordRun(db, userId, {
    kind: 'webhook',
    status: sent.ok ? 'success' : 'error',
    method: 'manual',
    submitted: null,
    payload: { Articles: input.Articles },
    duration_ms: sent.durationMs,
    error: sent.error,
  });
  return json({ success: sent.ok, status: sent.status, duration: sent.durationMs, error: sent.error }, sent.ok ? 200 : 502);
});
