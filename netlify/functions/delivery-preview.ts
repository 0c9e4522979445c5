/**
 * POST /.netlify/functions/delivery-preview (admin) {kind, action}: the email the next run of that mailing
 * would send a sample recipient, rendered from the live site's ideas (src/email/previews.server.ts).
 * - 'preview' answers a PreviewResult (subject, HTML, plain text and which ideas it lists);
 * - 'test' sends that email to the signed-in admin's own address with [Test] in the subject, claims no
 *   delivery (the real edition still goes to everyone), records the send in admin_runs and answers a
 *   TestSendResult.
 */
import { testSubject, type PreviewResult, type TestSendResult } from '../../src/admin/delivery.ts';
import { DeliveryPreviewRequest } from '../../src/admin/requests.server.ts';
import { fetchAlertIdeas } from '../../src/email/ideas.server.ts';
import { PREVIEWS } from '../../src/email/previews.server.ts';
import { recordRun } from './_shared/db.ts';
import { adminFunction } from './_shared/handler.ts';
import { failure, json } from './_shared/http.ts';
import { mailSetup } from './_shared/mail.ts';

const NO_ADDRESS = 'Your account has no email address to send the test to.';
const PREVIEW_FAILED = 'Could not build the preview';

export default adminFunction(DeliveryPreviewRequest, async ({ kind, action }, { db, userId, email }) => {
  const setup = mailSetup();
  const started = performance.now();
  try {
    let preview;
    try {
      preview = await PREVIEWS[kind]({ store: setup.store, loadIdeas: () => fetchAlertIdeas(setup.server.siteUrl), message: setup.message() });
    } catch (error) {
      console.error('delivery-preview:', error);
      return failure(502, `${PREVIEW_FAILED}: ${(error as Error).message}`);
    }
    if (action === 'preview') {
      const { subject, html, text } = preview.mail;
      const result: PreviewResult = { success: true, error: null, kind, subject, html, text, newCount: preview.newCount, since: preview.since, basis: preview.basis, sample: preview.sample };
      return json(result);
    }
    const subject = testSubject(preview.mail.subject);
    let error: string | null = email ? null : NO_ADDRESS;
    if (email) {
      // Without the edition's Message-ID: a mail client could take the real alert for a copy of this test.
      error = await setup
        .mailer()
        .send({ ...preview.mail, messageId: undefined, to: email, subject })
        .then(() => null, (failure: Error) => failure.message);
    }
    await recordRun(db, userId, { kind: 'delivery-test', status: error ? 'error' : 'success', method: 'test', submitted: null, payload: { kind, subject }, duration_ms: Math.round(performance.now() - started), error });
    const result: TestSendResult = { success: !error, error, to: email, subject };
    return json(result, error ? 502 : 200);
  } finally {
    setup.close();
  }
});
