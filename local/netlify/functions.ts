/**
 * netlify/functions/* served locally the way Netlify serves them, at /.netlify/functions/<name>
 * (development and tests only). The functions read their settings from the environment (see ./env.ts).
 */
import catalogueCheck from '../../netlify/functions/catalogue-check.ts';
import deliveryPreview from '../../netlify/functions/delivery-preview.ts';
import deliveryStatus from '../../netlify/functions/delivery-status.ts';
import generateSitemap from '../../netlify/functions/generate-sitemap.ts';
import indexNowSubmit from '../../netlify/functions/indexnow-submit.ts';
import sendMailingBackground from '../../netlify/functions/send-mailing-background.ts';
import subscribe from '../../netlify/functions/subscribe.ts';
import subscription from '../../netlify/functions/subscription.ts';
import triggerRebuild from '../../netlify/functions/trigger-rebuild.ts';
import triggerWebhook from '../../netlify/functions/trigger-webhook.ts';

export const FUNCTIONS_PREFIX = '/.netlify/functions/';

/**
 * The HTTP functions; the scheduled ones (rebuild, daily alerts, weekly picks) have no address on Netlify
 * either. A name ending in -background is answered 202 at once and runs on, as Netlify runs it.
 */
const FUNCTIONS: Record<string, (req: Request) => Promise<Response>> = {
  'catalogue-check': catalogueCheck,
  'delivery-status': deliveryStatus,
  'delivery-preview': deliveryPreview,
  'generate-sitemap': generateSitemap,
  'indexnow-submit': indexNowSubmit,
  'send-mailing-background': sendMailingBackground,
  'trigger-webhook': triggerWebhook,
  'trigger-rebuild': triggerRebuild,
  subscribe,
  subscription,
};

export async function routeNetlifyFunction(req: Request): Promise<Response> {
  const name = new URL(req.url).pathname.slice(FUNCTIONS_PREFIX.length).replace(/\/+$/, '');
  const fn = Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name] : undefined;
  if (!fn) return new Response('Function not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  if (name.endsWith('-background')) {
    void fn(req).catch((error: unknown) => console.error(`${name} failed:`, (error as Error).message));
    return new Response(null, { status: 202 });
  }
  return await fn(req);
}
