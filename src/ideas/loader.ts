/**
 * The Astro content-layer loader for the ideas collection: reads the sheet once per build, logs every
 * dropped cell, and stores the validated ideas. A SheetError aborts the build with its message.
 * Build-time only.
 */
import type { Loader } from 'astro/loaders';
import { readBuildEnv } from '../config/env.ts';
import { IdeaSchema } from './schema.ts';
import { formatWarning, ideasFromSheet } from './sheet.ts';
import { readSheetText } from './source.ts';

export function sheetLoader(): Loader {
  return {
    name: 'research-ventures-sheet',
    schema: IdeaSchema,
    async load({ store, logger, parseData, generateDigest }) {
      const { SHEET_URL } = readBuildEnv();
      const { text, source } = await readSheetText(SHEET_URL);
      const today = new Date().toISOString().slice(0, 10);
      const { ideas, warnings, blankRows } = ideasFromSheet(text, { today });
      for (const warning of warnings) logger.warn(formatWarning(warning));
      store.clear();
      for (const idea of ideas) {
        const data = await parseData({ id: idea.id, data: idea });
        store.set({ id: idea.id, data, digest: generateDigest(data) });
      }
      const blanks = blankRows.length > 0 ? `, ${blankRows.length} blank rows skipped` : '';
      logger.info(`${ideas.length} ideas from ${source} (${warnings.length} cell warnings${blanks})`);
    },
  };
}
