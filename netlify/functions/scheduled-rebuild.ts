/**
 * The weekday rebuild: every Monday to Friday at 06:30 UTC, start a build so the site publishes the sheet's
 * new ideas (the discover page announces this time). Netlify invokes scheduled functions itself; they have
 * no public address. The run is recorded with no actor.
 */
import { ConfigError, readServerConfig } from './_shared/config.ts';
import { serviceClient } from './_shared/db.ts';
import { json } from './_shared/http.ts';
import { triggerBuild } from './_shared/rebuild.ts';

export default async (): Promise<Response> => {
  try {
    const config = readServerConfig();
    const sent = await triggerBuild(config, serviceClient(config), 'schedule', null);
    if (!sent.ok) console.error(`Weekday rebuild failed: ${sent.error}`);
    return json({ success: sent.ok, status: sent.status, error: sent.error }, sent.ok ? 200 : 502);
  } catch (error) {
    console.error('Weekday rebuild failed:', error instanceof ConfigError ? error.message : error);
    return json({ success: false, error: (error as Error).message }, 500);
  }
};

// A literal: Netlify reads this export without running the module. Cron in UTC: 06:30, Monday to Friday.
export const config = { schedule: '30 6 * * 1-5' };
