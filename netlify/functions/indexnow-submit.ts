/**
 * POST /.netlify/functions/indexnow-submit (admin): { urls, dryRun? } -> IndexNow.
 * A submission POSTs { host, key, keyLocation, urlList } to INDEXNOW_ENDPOINT; only this site's URLs, at
 * most 10,000. The dry run (Test Implementation) sends nothing in bulk: it returns the body it would send
 * and checks the endpoint with the protocol's single-URL GET for the home page.
 * Answers { success, submitted, error } (the dry run adds dryRun, keyLocation, endpointStatus, payload, and
 * answers 200 even when the endpoint failed: the function itself worked, `success` reports the endpoint).
 */
import { foreignUrls, indexNowBody, indexNowPingUrl } from '../../src/admin/indexing.ts';
import { IndexNowRequest } from '../../src/admin/requests.server.ts';
import { required } from './_shared/config.ts';
import { adminFunction } from './_shared/handler.ts';
import { recordRun } from './_shared/db.ts';
import { failure, json } from './_shared/http.ts';
import { callOut } from './_shared/outgoing.ts';

/** How many of the submitted URLs the history keeps (the rest are counted). */
const RECORDED_URLS = 5;

export default adminFunction(IndexNowRequest, async ({ urls, dryRun }, { config, db, userId }) => {
  const foreign = foreignUrls(urls, config.siteUrl);
  if (foreign.length > 0) {
    return failure(400, `Only ${new URL(config.siteUrl).origin} URLs can be submitted; not: ${foreign.slice(0, 3).join(', ')}`);
  }
  const key = required(config, 'indexNowKey');
  const endpoint = required(config, 'indexNowEndpoint');
  const body = indexNowBody(config.siteUrl, key, urls);

  if (dryRun) {
    const home = new URL('/', config.siteUrl).href;
    const ping = await callOut(indexNowPingUrl(endpoint, config.siteUrl, key, home), { method: 'GET' });
    await recordRun(db, userId, {
      kind: 'indexnow',
      status: ping.ok ? 'success' : 'error',
      method: 'test',
      submitted: 1,
      payload: { url: home, wouldSubmit: urls.length },
      duration_ms: ping.durationMs,
      error: ping.error,
    });
    return json({
      success: ping.ok,
      submitted: 0,
      error: ping.error,
      dryRun: true,
      keyLocation: body.keyLocation,
      endpointStatus: ping.status,
      payload: { ...body, urlList: body.urlList.slice(0, RECORDED_URLS), urlCount: urls.length },
    });
  }

  const sent = await callOut(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
  });
  const error = sent.error ?? null;
  await recordRun(db, userId, {
    kind: 'indexnow',
    status: sent.ok ? 'success' : 'error',
    method: 'manual',
    submitted: sent.ok ? urls.length : 0,
    payload: { urlCount: urls.length, firstUrls: urls.slice(0, RECORDED_URLS), endpointStatus: sent.status },
    duration_ms: sent.durationMs,
    error,
  });
  return json({ success: sent.ok, submitted: sent.ok ? urls.length : 0, error }, sent.ok ? 200 : 502);
});
