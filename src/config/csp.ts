/**
 * The Content-Security-Policy of every response, written at build time into dist/_headers (Netlify applies
 * it; local/serve.ts too) so that connect-src and form-action name the configured Supabase project and
 * contact-form service, not every *.supabase.co. Server-only.
 */

/**
 * script-src hashes: the inline scripts Astro writes (island loaders, and the client:session directive of
 * src/hydration/directive.ts: its hash changes with its code) and the site's small inline scripts
 * (idea-not-found resolver, idea-page command polyfill, analytics start-up, the session hint, discover's filtered-address mark). A new inline script needs its
 * hash here: tests/e2e/admin.spec.ts fails on any CSP violation and Chromium's message names the hash.
 */
const SCRIPT_HASHES = [
  "'sha256-BF0290pkb3jxQsE7z00xR8Imp8X34FLC88L0lkMnrGw='",
  "'sha256-Ya0pUYrC7nM5Cn/056TyVuEiz6dFGrzmkWzgON0pF0U='",
  "'sha256-QzWFZi+FLIx23tnm9SBU4aEgx4x8DsuASP07mfqol/c='",
  "'sha256-E0qS5FuibVxP5Xusrhm/6syJrXF50ARJakRfoH5tYac='",
  "'sha256-1RNoWarnKIWi9U+ew0E1Tdpp637Tf/xaAIEDkpMsWJk='",
  "'sha256-Q2BPg90ZMplYY+FSdApNErhpWafg2hcRRbndmvxuL/Q='",
  "'sha256-VBX9phE3h7igggTuX4yQ9OyDKW22RrOmpCEVO30Ao2s='",
  "'sha256-7AAvJdFsXfyEEUvMm4/nVadvTbZla5cgJOXx7HJz5L8='",
  "'sha256-D5Ti3o0qXk4lH3FEC+dyRDg7gCpQqVDiSapErolSK1g='",
];

/** The analytics tag's collectors. */
const ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

export interface PolicyOrigins {
  /** The Supabase project the browser talks to (REST and auth over http(s), realtime over ws(s)). */
  supabaseUrl: string;
  /** Where the contact form posts. */
  contactFormUrl: string;
}

/** The socket origin next to an http(s) one: realtime uses wss:// (ws:// for a local http stand-in). */
function socketOrigin(origin: URL): string {
  return `${origin.protocol === 'https:' ? 'wss:' : 'ws:'}//${origin.host}`;
}

export function contentSecurityPolicy({ supabaseUrl, contactFormUrl }: PolicyOrigins): string {
  const supabase = new URL(supabaseUrl);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", 'https://www.googletagmanager.com', ...SCRIPT_HASHES]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'https://*.google-analytics.com', 'https://*.googletagmanager.com']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", supabase.origin, socketOrigin(supabase), ...ANALYTICS]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", new URL(contactFormUrl).origin]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** dist/_headers: the policy for every path (netlify.toml keeps the other headers). */
export function headersFile(policy: string): string {
  return `/*\n  Content-Security-Policy: ${policy}\n`;
}
