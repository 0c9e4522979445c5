/**
 * The request-only checks' view of the test site: the built files answered by Netlify's own emulator with
 * netlify.toml's and the build's header and redirect rules (local/serve.ts, without the functions), as a
 * crawler or a feed reader meets them. No browser: what these tests check is in the response.
 */
import { Window } from 'happy-dom';
import { afterAll, beforeAll } from 'vitest';
import { startSiteServer, type SiteServer } from '../../local/serve.ts';
import { E2E_SITE_URL } from '../e2e/ports.ts';
import { TEST_SITE_DIR } from './test-site.ts';

/** The address the test site was built for: its canonical links, feeds and sitemaps name it, whatever port answers. */
export const BUILT_URL = E2E_SITE_URL;

/** A page's HTML parsed as a browser without JavaScript gets it: happy-dom, no script runs, nothing else is loaded. */
export function parseHtml(path: string, html: string): Document {
  const window = new Window({ url: new URL(path, BUILT_URL).href, settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true } });
  window.document.write(html);
  return window.document as unknown as Document;
}

/** An element's text as it reads, white space collapsed ('' for none). */
export function readText(element: Element | null | undefined): string {
  return element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

export interface TestSite {
  /** A GET of `path`, redirects not followed unless asked. */
  get(path: string, init?: RequestInit & { follow?: boolean }): Promise<Response>;
  /** The text of `path`, failing the test unless it answers 200. */
  text(path: string): Promise<string>;
  /**
   * The page at `path` as a browser without JavaScript gets it: parsed by happy-dom (no script runs, nothing
   * else is loaded), for Testing Library's queries (`within(document.body).getByRole(...)`) or selectors.
   */
  document(path: string): Promise<Document>;
  readonly url: string;
}

/** Serves the test site for the test file that calls it, from its first test to its last. */
export function useTestSite(): TestSite {
  let server: SiteServer | undefined;
  beforeAll(async () => {
    server = await startSiteServer(TEST_SITE_DIR, { port: 0, functions: false });
  });
  afterAll(() => server?.close());
  const site: TestSite = {
    get url() {
      if (!server) throw new Error('The test site is served only inside tests (useTestSite() in the file).');
      return server.url;
    },
    get: (path, { follow = false, ...init } = {}) => fetch(new URL(path, site.url), { redirect: follow ? 'follow' : 'manual', ...init }),
    async text(path) {
      const response = await site.get(path, { follow: true });
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      return response.text();
    },
    document: async (path) => parseHtml(path, await site.text(path)),
  };
  return site;
}
