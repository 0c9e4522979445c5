/**
 * POST /.netlify/functions/trigger-rebuild (admin): starts a build now, so sheet changes are published
 * without waiting for the weekday schedule. Answers { success, status, duration, error }.
 */
import { RebuildRequest } from '../../src/admin/requests.server.ts';
import { adminFunction } from './_shared/handler.ts';
import { json } from './_shared/http.ts';
import { triggerBuild } from './_shared/rebuild.ts';

export default adminFunction(RebuildRequest, async (_input, { config, db, userId }) => {
  const sent = await triggerBuild(config, db, 'manual', userId);
  return json({ success: sent.ok, status: sent.status, duration: sent.durationMs, error: sent.error }, sent.ok ? 200 : 502);
});
