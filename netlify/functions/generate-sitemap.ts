/**
 * POST /.netlify/functions/generate-sitemap (admin): the sitemap the next build will publish, so an admin
 * can see it now. Static pages come from the live site's own sitemap (a rebuild from the sheet changes only
 * the idea pages); idea pages from the current sheet, read and parsed by the same modules as the build.
 * Answers { success, error, sitemapXml, totalUrls, totalIdeas }.
 */
import { ADMIN } from '../../src/config/constants/admin.ts';
import { nextSitemapUrls, sitemapLocs, sitemapXml, type SitemapResult } from '../../src/admin/sitemap.ts';
import { SitemapRequest } from '../../src/admin/requests.server.ts';
import { readSheet } from '../../src/ideas/source.build.ts';
import { ideasFromTable } from '../../src/ideas/sheet.build.ts';
import { compareNewest } from '../../src/ideas/sort.ts';
import { adminFunction } from './_shared/handler.ts';
import { recordRun } from './_shared/db.ts';
import { json } from './_shared/http.ts';

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(ADMIN.outgoingTimeoutMs) });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return await response.text();
}

/** Every page URL of the live sitemap index and the sitemaps it lists. */
async function publishedUrls(site: string): Promise<string[]> {
  const index = sitemapLocs(await fetchText(`${site}/sitemap-index.xml`));
  const sitemaps = await Promise.all(index.map((url) => fetchText(new URL(new URL(url).pathname, site).href)));
  return sitemaps.flatMap(sitemapLocs);
}

export default adminFunction(SitemapRequest, async (_input, { config, db, userId }) => {
  const started = performance.now();
  let result: SitemapResult;
  try {
    const [published, sheet] = await Promise.all([publishedUrls(config.siteUrl), readSheet(config.sheetUrl)]);
    const { ideas } = ideasFromTable(sheet.table, { today: new Date().toISOString().slice(0, 10) });
    const urls = nextSitemapUrls(config.siteUrl, published, [...ideas].sort(compareNewest).map((idea) => idea.path));
    result = { success: true, error: null, sitemapXml: sitemapXml(urls), totalUrls: urls.length, totalIdeas: ideas.length };
  } catch (error) {
    console.error('generate-sitemap:', error);
    result = { success: false, error: `${ADMIN.text.sitemapError}: ${(error as Error).message}`, sitemapXml: '', totalUrls: 0, totalIdeas: 0 };
  }
  await recordRun(db, userId, {
    kind: 'sitemap',
    status: result.success ? 'success' : 'error',
    method: 'manual',
    submitted: result.totalUrls,
    payload: { totalIdeas: result.totalIdeas },
    duration_ms: Math.round(performance.now() - started),
    error: result.error,
  });
  return json(result, result.success ? 200 : 502);
});
