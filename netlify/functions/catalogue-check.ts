/**
 * POST /.netlify/functions/catalogue-check (admin): the catalogue guard's verdict on the current sheet,
 * compared with the live site's /ideas-manifest.json, so an admin sees a moved or deleted row before
 * the scheduled build refuses it. Same modules as the build. Answers a CatalogueCheckResult.
 */
import type { CatalogueCheckResult } from '../../src/admin/catalogue.ts';
import { ADMIN, CATALOGUE } from '../../src/config/constants/admin.ts';
import { compareCatalogue, describeProblem, describeShrink } from '../../src/ideas/catalogue-guard.build.ts';
import { readPreviousManifest } from '../../src/ideas/previous-manifest.build.ts';
import { ideasFromTable } from '../../src/ideas/sheet.build.ts';
import { readSheet } from '../../src/ideas/source.build.ts';
import { CatalogueCheckRequest } from '../../src/admin/requests.server.ts';
import { adminFunction } from './_shared/handler.ts';
import { json } from './_shared/http.ts';

export default adminFunction(CatalogueCheckRequest, async (_input, { config }) => {
  const url = new URL(CATALOGUE.manifestPath, config.siteUrl).href;
  const result: CatalogueCheckResult = {
    success: true,
    error: null,
    verdict: null,
    source: url,
    reason: null,
    previousCount: 0,
    currentCount: 0,
    addedCount: 0,
    problems: [],
    checkedAt: new Date().toISOString(),
  };
  try {
    const [previous, sheet] = await Promise.all([readPreviousManifest({ kind: 'site', url }, ADMIN.outgoingTimeoutMs), readSheet(config.sheetUrl)]);
    const { ideas } = ideasFromTable(sheet.table, { today: result.checkedAt.slice(0, 10) });
    result.currentCount = ideas.length;
    if (previous.state !== 'found') return json({ ...result, verdict: previous.state, reason: previous.reason });
    const check = compareCatalogue(previous.manifest, ideas);
    const shrink = check.shrink ? [describeShrink(check.shrink)] : [];
    return json({
      ...result,
      verdict: check.ok ? 'ok' : 'refused',
      previousCount: check.previousCount,
      addedCount: check.added.length,
      problems: [...shrink, ...check.problems.map(describeProblem)],
    });
  } catch (error) {
    console.error('catalogue-check:', error);
    return json({ ...result, success: false, error: `${CATALOGUE.text.failed}: ${(error as Error).message}` }, 502);
  }
});
