// The stand-in answers cross-origin only to the sites it serves: another page open in the same browser must
// not read its mailbox (magic and reset links), captured requests or API answers.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LOCAL_SUPABASE } from '../../local/config.ts';
import { startLocalSupabase, type LocalSupabase } from '../../local/supabase/server.ts';

const SITE = 'http://localhost:4321';
let backend: LocalSupabase;

beforeAll(async () => {
  backend = await startLocalSupabase({ port: 0, dataDir: null, seed: false, logMail: false, siteUrl: SITE, additionalRedirectUrls: [] });
});
afterAll(() => backend?.close());

const PATHS = ['/mailbox/messages', '/capture/', '/rest/v1/idea_bookmarks?select=idea_id', '/auth/v1/settings'];

describe('CORS', () => {
  test.each(PATHS)('%s: the site origin gets its own origin back, with Vary: Origin', async (path) => {
    const response = await fetch(`${backend.url}${path}`, { headers: { origin: SITE, apikey: LOCAL_SUPABASE.anonKey } });
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('vary')).toMatch(/Origin/);
  });

  test.each(PATHS)('%s: another origin gets no Access-Control-Allow-Origin', async (path) => {
    const response = await fetch(`${backend.url}${path}`, { headers: { origin: 'https://evil.example', apikey: LOCAL_SUPABASE.anonKey } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('vary')).toMatch(/Origin/);
  });

  test('a preflight from another origin is refused; from the site it allows supabase-js headers', async () => {
    const ask = (origin: string) =>
      fetch(`${backend.url}/mailbox/messages`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'DELETE', 'access-control-request-headers': 'content-type' },
      });
    const foreign = await ask('https://evil.example');
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const own = await ask(SITE);
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(own.headers.get('access-control-allow-methods')).toContain('DELETE');
  });
});
