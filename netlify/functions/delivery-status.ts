/**
 * POST /.netlify/functions/delivery-status (admin): subscribers of each mailing list by state (confirmed,
 * pending, unsubscribed, undeliverable), read with the service role: the lists are closed to every API
 * role. Answers a DeliveryStatusResult. The runs themselves the page reads from delivery_runs (RLS).
 */
import type { DeliveryStatusResult } from '../../src/admin/delivery.ts';
import { DeliveryStatusRequest } from '../../src/admin/requests.server.ts';
import { LIST_NAMES } from '../../src/config/constants/email.ts';
import { SubscriptionStore, supabaseRpc } from '../../src/queries/subscriptions.server.ts';
import { adminFunction } from './_shared/handler.ts';
import { json } from './_shared/http.ts';

export default adminFunction(DeliveryStatusRequest, async (_input, { db }) => {
  const counts = await new SubscriptionStore(supabaseRpc(db)).counts();
  const result: DeliveryStatusResult = { success: true, error: null, lists: counts.map((row) => ({ ...row, name: LIST_NAMES[row.list] })) };
  return json(result);
});
