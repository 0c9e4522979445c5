import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accessFromRoleCheck, isAdminRole } from '../../src/admin/access.ts';
import { formatDuration, formatTimestamp, methodLabel, newestFirst, sentArticles, type AdminRun } from '../../src/admin/history.ts';
import { foreignUrls, indexingUrls, indexNowBody, indexNowPingUrl, INDEXNOW_KEY_PATTERN, keyFilePath, parseCount } from '../../src/admin/indexing.ts';
import { DeliveryPreviewRequest, httpOutcome, IndexNowRequest, WebhookRequest } from '../../src/admin/requests.server.ts';
import { deliveryMethodLabel, previewSummary, testSubject } from '../../src/admin/delivery.ts';
import { escapeXml, isIdeaUrl, nextSitemapUrls, sitemapLocs, sitemapXml } from '../../src/admin/sitemap.ts';

const SITE = 'https://researchventures.ai';

describe('admin access', () => {
  it('follows the documented order: session error, guest, role lookup failure, not an admin, admin', () => {
    expect(accessFromRoleCheck({ signedIn: true, sessionError: new Error('x'), role: 'admin' })).toEqual({ state: 'error', message: 'Authentication error occurred' });
    expect(accessFromRoleCheck({ signedIn: false })).toEqual({ state: 'guest' });
    expect(accessFromRoleCheck({ signedIn: true, roleError: { message: 'boom' } })).toEqual({ state: 'error', message: 'Error verifying user permissions' });
    expect(accessFromRoleCheck({ signedIn: true, role: 'user' })).toEqual({ state: 'denied', message: 'Access denied. Admin privileges required.' });
    expect(accessFromRoleCheck({ signedIn: true, role: null })).toMatchObject({ state: 'denied' });
    expect(accessFromRoleCheck({ signedIn: true, role: 'admin' })).toEqual({ state: 'verified' });
  });

  it('only the exact role admin counts', () => {
    expect(['admin', 'Admin', ' admin', 'administrator', null, undefined, 1].map(isAdminRole)).toEqual([true, false, false, false, false, false, false]);
  });
});

describe('sitemap', () => {
  it('writes a sitemaps.org urlset, escaping XML, and reads its locs back', () => {
    const urls = [`${SITE}/`, `${SITE}/idea/a-&-b-1?x=<y>`];
    const xml = sitemapXml(urls);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://researchventures.ai/idea/a-&amp;-b-1?x=&lt;y&gt;</loc>');
    expect(sitemapLocs(xml)).toEqual(urls);
    expect(escapeXml(`"'`)).toBe('&quot;&apos;');
  });

  it('keeps the published static pages, drops published ideas and adds the sheet ideas once', () => {
    const published = [`${SITE}`, `${SITE}/about`, `${SITE}/idea/old-3`, `${SITE}/idea/kept-1`];
    expect(nextSitemapUrls(SITE, published, ['/idea/kept-1', '/idea/new-2'])).toEqual([`${SITE}`, `${SITE}/about`, `${SITE}/idea/kept-1`, `${SITE}/idea/new-2`]);
    expect(isIdeaUrl(`${SITE}/ideas/paths.json`)).toBe(false);
    expect(isIdeaUrl(`${SITE}/idea/x-1`)).toBe(true);
  });
});

describe('indexing', () => {
  const ideas = [1, 2, 3].map((n) => `${SITE}/idea/i-${n}`);

  it('submits the 4 static pages, then the first N ideas', () => {
    expect(indexingUrls(SITE, ideas, 2)).toEqual([`${SITE}/`, `${SITE}/discover`, `${SITE}/about`, `${SITE}/contact`, ideas[0], ideas[1]]);
    expect(indexingUrls(SITE, ideas, 0)).toHaveLength(4);
    expect(indexingUrls(SITE, ideas, 50)).toHaveLength(7);
    expect(indexingUrls(SITE, ideas, -5)).toHaveLength(4);
    expect(indexingUrls(SITE, ideas, Number.NaN)).toHaveLength(4);
  });

  it('reads the count field: empty is the default, else a whole number of at least 0', () => {
    expect(parseCount('', 50)).toBe(50);
    expect(parseCount(' 7 ', 50)).toBe(7);
    expect(parseCount('0', 50)).toBe(0);
    for (const bad of ['-1', '2.5', '1e3', 'ten', '99999999999999999999']) expect(parseCount(bad, 50), bad).toBeNull();
  });

  it('flags URLs of other origins, other schemes and non-URLs', () => {
    expect(foreignUrls([`${SITE}/a`, 'https://evil.example/a', 'http://researchventures.ai/a', 'javascript:alert(1)', 'not a url'], SITE)).toEqual([
      'https://evil.example/a',
      'http://researchventures.ai/a',
      'javascript:alert(1)',
      'not a url',
    ]);
  });

  it('builds the IndexNow POST body and the single-URL GET', () => {
    expect(keyFilePath('abcd1234')).toBe('/abcd1234.txt');
    expect(indexNowBody(SITE, 'abcd1234', [`${SITE}/`])).toEqual({
      host: 'researchventures.ai',
      key: 'abcd1234',
      keyLocation: `${SITE}/abcd1234.txt`,
      urlList: [`${SITE}/`],
    });
    const ping = new URL(indexNowPingUrl('https://api.indexnow.org/indexnow', SITE, 'abcd1234', `${SITE}/?a=1&b=2`));
    expect(Object.fromEntries(ping.searchParams)).toEqual({ url: `${SITE}/?a=1&b=2`, key: 'abcd1234', keyLocation: `${SITE}/abcd1234.txt` });
  });

  it('keys are 8-128 characters of letters, digits and dashes', () => {
    expect(['abcd1234', 'a-B-9'.padEnd(128, 'x')].every((k) => INDEXNOW_KEY_PATTERN.test(k))).toBe(true);
    expect(['short', 'x'.repeat(129), 'has space1', 'slash/1234', '../../etc'].some((k) => INDEXNOW_KEY_PATTERN.test(k))).toBe(false);
  });
});

describe('request bodies', () => {
  it('validate with the field in the reason', () => {
    const tooMany = IndexNowRequest.safeParse({ urls: Array.from({ length: 10_001 }, () => `${SITE}/`) });
    expect(tooMany.success).toBe(false);
    expect(z.prettifyError(tooMany.error!)).toBe('✖ At most 10,000 URLs per call\n  → at urls');
    expect(IndexNowRequest.safeParse({ urls: Array.from({ length: 10_000 }, () => `${SITE}/`) }).success).toBe(true);
    const negative = WebhookRequest.safeParse({ Articles: -1 });
    expect(z.prettifyError(negative.error!)).toBe('✖ Articles must be at least 0\n  → at Articles');
    expect(WebhookRequest.safeParse({ Articles: 0 }).success).toBe(true);
  });

  it("judges an outgoing call by its ok flag, else 'HTTP {status}'", () => {
    expect(httpOutcome(200, true)).toBeNull();
    expect(httpOutcome(500, false)).toBe('HTTP 500');
  });
});

describe('history', () => {
  const run = (id: string, created_at: string): AdminRun => ({
    id,
    kind: 'webhook',
    status: 'success',
    method: 'manual',
    submitted: null,
    payload: { Articles: 3 },
    duration_ms: 10,
    error: null,
    actor: null,
    created_at,
  });

  it('orders newest first across time-zone offsets', () => {
    const runs = [run('a', '2025-11-22T06:30:00+00:00'), run('b', '2025-11-22T08:00:00+02:00'), run('c', '2025-11-22T06:45:00Z')];
    expect(newestFirst(runs).map((r) => r.id)).toEqual(['c', 'a', 'b']);
  });

  it('formats durations, UTC timestamps, methods and the sent data', () => {
    expect(formatDuration(340.4)).toBe('340 ms');
    expect(formatDuration(2500)).toBe('2.5 s');
    expect(formatTimestamp('2025-11-24T06:30:05.123+00:00')).toBe('Nov 24, 2025, 06:30:05 UTC');
    expect(formatTimestamp('nonsense')).toBe('nonsense');
    expect(methodLabel('schedule')).toBe('Scheduled');
    expect(sentArticles({ Articles: 12 })).toBe(12);
    expect(sentArticles({ Articles: '12' })).toBeNull();
    expect(sentArticles(null)).toBeNull();
  });
});

describe('the Delivery section', () => {
  it('says what the preview lists: how many ideas are new since when, and why that day', () => {
    expect(previewSummary({ newCount: 1, since: '2026-03-01', basis: 'oldest-subscriber', sample: false })).toBe(
      "1 idea is new since 2026-03-01, the oldest confirmed subscriber's last alert.",
    );
    expect(previewSummary({ newCount: 1234, since: '2026-03-01', basis: 'last-day', sample: false })).toBe('1,234 ideas are new since 2026-03-01, yesterday (no confirmed subscriber yet).');
    expect(previewSummary({ newCount: 0, since: '2026-03-01', basis: 'last-day', sample: true })).toMatch(/^Nothing is new since 2026-03-01, .*: no alert would go out\. The preview lists the newest ideas/);
    expect(previewSummary({ newCount: 3, since: '2026-11-23', basis: 'this-week', sample: false })).toBe("This week's issue so far: 3 ideas published since Monday 2026-11-23. It goes out next Monday.");
    expect(previewSummary({ newCount: 0, since: '2026-11-23', basis: 'this-week', sample: true })).toMatch(/^No idea has been published this week \(since Monday 2026-11-23\) yet: the preview shows the newest week's issue/);
  });

  it('marks a test subject, names how a run started, and takes only known kinds and actions', () => {
    expect(testSubject('3 new venture ideas from AI research')).toBe('[Test] 3 new venture ideas from AI research');
    expect([deliveryMethodLabel('schedule'), deliveryMethodLabel('command')]).toEqual(['Scheduled', 'Command']);
    expect(DeliveryPreviewRequest.safeParse({ kind: 'alerts', action: 'test' }).success).toBe(true);
    expect(DeliveryPreviewRequest.safeParse({ kind: 'alerts', action: 'test', to: 'someone@example.com' }).success).toBe(false);
    expect(DeliveryPreviewRequest.safeParse({ kind: 'weekly', action: 'preview' }).success).toBe(false);
  });
});
