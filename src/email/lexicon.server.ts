/**
 * Server-only: the live site's lexicon (src/language/lexicon.ts) for the daily alert's saved searches, so that
 * a search matches a new idea through a synonym exactly as discover lists it (doctors: physician). The job
 * reads the blocks its searches' words need from the deploy the ideas come from: the current index's manifest
 * at /discover/latest.json names the content-hashed folder of its lexicon.
 */
import { z } from 'zod';
import { fetchJson, JSON_REQUEST } from '../built-files/file-cache.ts';
import { type LexiconBlock, lexiconBlockOf, lexiconFile, lexiconLookup } from '../language/lexicon.ts';
import { LATEST_MANIFEST_PATH } from '../discover/index-types.ts';
import { segmentFile } from '../text-search/word-index.ts';
import { type LexiconLookup, lexiconKeysOf } from '../text-search/text-match.ts';

const ManifestSchema = z.object({ base: z.string().startsWith('/'), lexicon: z.object({ dir: z.string().regex(/^\w+$/), blocks: z.array(z.string()).min(1) }) });
const BlockSchema = z.record(z.string(), z.string());

/** The lexicon blocks the queries' words are in, fetched from the site; a block that cannot be read fails the run. */
export async function fetchSiteLexicon(siteUrl: string, queries: readonly string[], fetchFn: typeof fetch = fetch): Promise<LexiconLookup> {
  const keys = lexiconKeysOf(queries);
  if (keys.length === 0) return () => null;
  const url = `${siteUrl}${LATEST_MANIFEST_PATH}`;
  const manifest = ManifestSchema.safeParse(await fetchJson<unknown>(url, JSON_REQUEST, fetchFn));
  if (!manifest.success) throw new Error(`${url} is not the discover manifest this job reads:\n${z.prettifyError(manifest.error)}`);
  const layout = { blocks: manifest.data.lexicon.blocks };
  const files = [...new Set(keys.map((key) => lexiconFile(lexiconBlockOf(layout, key))))];
  const blocks = new Map<string, LexiconBlock>();
  await Promise.all(
    files.map(async (file) => {
      const blockUrl = `${siteUrl}${manifest.data.base}${segmentFile(manifest.data.lexicon, file)}`;
      const block = BlockSchema.safeParse(await fetchJson<unknown>(blockUrl, JSON_REQUEST, fetchFn));
      if (!block.success) throw new Error(`${blockUrl} is not a lexicon block:\n${z.prettifyError(block.error)}`);
      blocks.set(file, block.data);
    }),
  );
  return lexiconLookup(layout, (file) => blocks.get(file));
}
