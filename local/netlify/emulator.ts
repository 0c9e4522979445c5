/**
 * Netlify's emulator, @netlify/dev, as the local site server (../serve.ts) uses it, and where it gets this site
 * wrong, each worked around in one place. The workarounds were written for the versions in
 * EMULATOR_WRITTEN_FOR; tests/unit/local-serve.test.ts shows each fault on the emulator alone (so a fixed
 * upstream fails that test and the workaround can go) and checks that these versions are the installed ones.
 * Development and tests only.
 */
import type { NetlifyDev as NetlifyDevType } from '@netlify/dev';
import { NetlifyDev } from '@netlify/dev';
import type { FunctionMatch } from '@netlify/functions-dev';
import type { StaticHandler } from '@netlify/static';
import type { RedirectsHandler } from '@netlify/redirects';
import { type HeadersFor, type NetlifyConfig, PROJECT_ROOT, putProjectBinOnPath, readNetlifyConfig } from './config.ts';

/** The emulator's packages as installed when the workarounds below were written and tested. */
export const EMULATOR_WRITTEN_FOR = { '@netlify/dev': '5.1.3', '@netlify/functions-dev': '2.0.8', '@netlify/static': '4.0.0' } as const;

/**
 * Netlify's emulator for the build in `publishDir`, with the features this site uses on Netlify but
 * functions: static files, redirects, edge functions and environment variables. Header rules are applied by
 * `withHeaders` below, functions by ./functions.ts. The edge functions run on Deno, as on Netlify: the `deno`
 * dev dependency's binary, which the emulator finds on PATH.
 */
export function netlifyEmulator(publishDir: string): NetlifyDevType {
  putProjectBinOnPath();
  const emulator = new NetlifyDev({
    projectRoot: PROJECT_ROOT,
    skipGitignore: true,
    serverAddress: null,
    aiGateway: { enabled: false },
    blobs: { enabled: false },
    database: { enabled: false },
    functions: { enabled: false },
    geolocation: { enabled: false },
    headers: { enabled: false },
    images: { enabled: false },
  });
  // @netlify/dev reads netlify.toml itself and has no option for another publish folder: it is handed the
  // configuration ./config.ts reads instead (its getConfig is a plain method, private only to TypeScript).
  Object.assign(emulator, { getConfig: () => readNetlifyConfig({ context: 'dev', publishDir }) });
  return emulator;
}

/**
 * Netlify rewrites an address to a function; the emulator would, were its functions on. No rule here does
 * yet: one that starts to stops the server rather than answer 404 where Netlify runs the function.
 */
export function refuseRewritesToFunctions(config: NetlifyConfig): void {
  const rules: { from: string; to: string }[] = config.config.redirects ?? [];
  const rule = rules.find((redirect) => redirect.to.startsWith('/.netlify/functions/'));
  if (rule) throw new Error(`The local site server cannot rewrite ${rule.from} to a function (${rule.to}); call the function by its own path.`);
}

/**
 * What the emulator sends only to its Deno server, which it starts on a port that get-port found free; another
 * server that starts listening on that port before Deno does gets them (and the emulator takes its answers for
 * Deno's). Such a call is refused, so that the mix-up fails loudly instead of answering pages as not found.
 */
export const EDGE_FUNCTIONS_HEADER = 'x-nf-edge-functions';
export const MISDIRECTED_EDGE_CALL = 'An edge function call reached the local site server instead of the edge functions server (a port taken by both).';

/** What the workarounds read: the build's files, and its redirect and header rules as Netlify reads them. */
interface Published {
  files: StaticHandler;
  redirects: RedirectsHandler;
  headersFor: HeadersFor;
}

export function emulatorWorkarounds({ files, redirects, headersFor }: Published) {
  return {
    /**
     * Netlify answers a rewrite (netlify.toml's `/idea/* /idea-not-found 404`) with the rule's status;
     * @netlify/dev answers 200. A file at the address itself shadows the rule, and is answered 200 on both.
     */
    async rewriteStatus(request: Request, response: Response): Promise<Response> {
      const rule = await redirects.match(request);
      if (!rule || rule.redirect || rule.statusCode === response.status) return response;
      if (!rule.force && (await files.match(request))) return response;
      return new Response(response.body, { status: rule.statusCode, headers: response.headers });
    },

    /**
     * The header rules for the address asked for, on every answer but a function's, as on Netlify. Applied
     * here, not by the emulator: it re-reads and re-parses netlify.toml and _headers on every request (13,000
     * rules at 10,000 ideas), and gives a file that shadows a rewrite the rules of the rewrite's target (the
     * idea files lost their Content-Type).
     */
    withHeaders(request: Request, response: Response): Response {
      const headers = new Headers(response.headers);
      for (const [name, value] of Object.entries(headersFor(new URL(request.url).pathname))) headers.set(name, value);
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    },

    /**
     * The emulator fetches an edge function's answer with fetch's default, which follows a redirect: the page
     * redirected to comes back instead. This site's edge function redirects only with 301 (an idea's other
     * addresses), so a followed answer is that 301 to where it went.
     */
    async edgeRedirect(response: Response): Promise<Response> {
      await response.body?.cancel();
      const to = new URL(response.url);
      return new Response(null, { status: 301, headers: { location: `${to.pathname}${to.search}` } });
    },

    /**
     * Netlify answers 202 as a background function starts and lets it run on (up to 15 minutes); the
     * emulator's handler answers once the run is over.
     */
    inBackground(call: FunctionMatch, request: Request): Response {
      void call.handle(request).then(
        async (response) => {
          if (response.status >= 400) console.error(`[local site] ${new URL(request.url).pathname} answered ${response.status}: ${await response.text()}`);
        },
        (error: unknown) => console.error(`[local site] ${new URL(request.url).pathname} failed:`, error),
      );
      return new Response(null, { status: 202 });
    },
  };
}
