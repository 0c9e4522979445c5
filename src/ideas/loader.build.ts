/**
 * The Astro content-layer loader for the ideas collection: reads the sheet once per build, logs every
 * dropped cell, runs the catalogue guard against the last deploy's manifest, and stores the validated
 * ideas. A SheetError (broken sheet, moved idea numbers) aborts the build with its message.
 * Build-time only.
 */
import type { Loader } from 'astro/loaders';
import { buildDay, readBuildEnv, siteUrl } from '../config/env.server.ts';
import { guardCatalogue } from './catalogue-guard.build.ts';
import { manifestLocation, readPreviousManifest } from './previous-manifest.build.ts';
import { IdeaSchema } from './schema.ts';
import { formatWarning, ideasFromTable } from './sheet.build.ts';
import { readSheet } from './source.build.ts';

export function sheetLoader(): Loader {
  return {
    name: 'research-ventures-sheet',
    schema: IdeaSchema,
    async load({ store, logger, parseData, generateDigest }) {
      const env = readBuildEnv();
      const [{ table, source, pages }, previous] = await Promise.all([
        readSheet(env.SHEET_URL),
        readPreviousManifest(manifestLocation(env, siteUrl(env))),
      ]);
      const sheet = ideasFromTable(table, { today: buildDay(env) });
      for (const warning of sheet.warnings) logger.warn(formatWarning(warning));
      const guard = guardCatalogue(sheet.ideas, previous, env.ALLOW_CATALOGUE_CHANGES);
      logger[guard.level](guard.log);
      store.clear();
      for (const idea of guard.ideas) {
        const data = await parseData({ id: idea.id, data: idea });
        store.set({ id: idea.id, data, digest: generateDigest(data) });
      }
      const blanks = sheet.blankRows.length > 0 ? `, ${sheet.blankRows.length} blank rows skipped` : '';
      logger.info(`${guard.ideas.length} ideas from ${source}${pages > 1 ? ` in ${pages} pages` : ''} (${sheet.warnings.length} cell warnings${blanks})`);
    },
  };
}
