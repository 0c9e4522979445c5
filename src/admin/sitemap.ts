/**
 * The sitemap an admin previews: the static pages the live site publishes plus every idea of the current
 * sheet, as one sitemaps.org urlset. Pure; used by the generate-sitemap function (server) and its tests.
 */

export interface SitemapResult {
  success: boolean;
  error: string | null;
  sitemapXml: string;
  totalUrls: number;
  totalIdeas: number;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

function unescapeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (entity) => Object.entries(XML_ESCAPES).find(([, e]) => e === entity)![0]);
}

export function sitemapXml(urls: readonly string[]): string {
  // One URL per line, so the admin can read and diff it.
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</urlset>\n`;
}

/** Every <loc> of a sitemap or sitemap index, in document order. */
export function sitemapLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map((match) => unescapeXml(match[1]!));
}

/** Idea pages are the only addresses a rebuild from the sheet changes. */
export function isIdeaUrl(url: string): boolean {
  return new URL(url).pathname.startsWith('/idea/');
}

/**
 * The live sitemap's pages that are not idea pages, then one URL per idea path, without duplicates.
 * `site` is the origin idea paths are resolved against.
 */
export function nextSitemapUrls(site: string, publishedUrls: readonly string[], ideaPaths: readonly string[]): string[] {
  const staticUrls = publishedUrls.filter((url) => !isIdeaUrl(url));
  const ideaUrls = ideaPaths.map((path) => new URL(path, site).href);
  return [...new Set([...staticUrls, ...ideaUrls])];
}
