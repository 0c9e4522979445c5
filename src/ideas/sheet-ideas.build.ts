/**
 * The build's ideas: the sheet read once, every dropped cell logged, the catalogue guard run against the last
 * deploy's manifest. A SheetError (broken sheet, moved idea numbers) stops the build with its message.
 * Build-time only.
 */
import { buildDay, readBuildEnv, siteUrl } from '../config/env.server.ts';
import { guardCatalogue } from './catalogue-guard.build.ts';
import { manifestLocation, readPreviousManifest } from './previous-manifest.build.ts';
import type { Idea } from './schema.ts';
import { formatWarning, ideasFromTable } from './sheet.build.ts';
import { readSheet } from './source.build.ts';

/** Where the reading reports: an Astro integration's logger, or the console. */
export interface SheetLog {
  info(message: string): void;
  warn(message: string): void;
}

export async function readSheetIdeas(log: SheetLog): Promise<Idea[]> {
  const env = readBuildEnv();
  const [{ table, source, pages }, previous] = await Promise.all([readSheet(env.SHEET_URL), readPreviousManifest(manifestLocation(env, siteUrl(env)))]);
  const sheet = ideasFromTable(table, { today: buildDay(env) });
  for (const warning of sheet.warnings) log.warn(formatWarning(warning));
  const guard = guardCatalogue(sheet.ideas, previous, env.ALLOW_CATALOGUE_CHANGES);
  log[guard.level](guard.log);
  const blanks = sheet.blankRows.length > 0 ? `, ${sheet.blankRows.length} blank rows skipped` : '';
  log.info(`${guard.ideas.length} ideas from ${source}${pages > 1 ? ` in ${pages} pages` : ''} (${sheet.warnings.length} cell warnings${blanks})`);
  return guard.ideas;
}
