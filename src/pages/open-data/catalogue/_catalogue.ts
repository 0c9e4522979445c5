/**
 * This build's /ideas.json in parts (src/open-data/catalogue-parts.build.ts), made once and shared by the parts file
 * and the chunk files, so both come from one document with one generatedAt. The chunks' texts are spilled to disk
 * until their endpoint publishes them (src/built-files/spilled-texts.build.ts). Build-time only.
 */
import { OPEN_DATA } from '../../../config/constants/open-data.ts';
import { siteUrl } from '../../../config/env.server.ts';
import { type SpilledTexts, spillTexts } from '../../../built-files/spilled-texts.build.ts';
import { allIdeas } from '../../../ideas/query.build.ts';
import { type CatalogueParts, catalogueParts } from '../../../open-data/catalogue-parts.build.ts';
import { catalogueDocument } from '../../../open-data/documents.build.ts';

/** `chunks`: each chunk's text by its file name in the chunks' folder ('{hash}.txt'). */
let built: Promise<{ parts: CatalogueParts; chunks: SpilledTexts }> | undefined;

export function publishedCatalogue(): Promise<{ parts: CatalogueParts; chunks: SpilledTexts }> {
  built ??= allIdeas().then((ideas) => {
    const { parts, chunks } = catalogueParts(catalogueDocument(ideas, new URL(siteUrl()), new Date()));
    return { parts, chunks: spillTexts(chunks.map(({ address, text }) => [address.slice(`${OPEN_DATA.catalogueParts.folder}/`.length), text])) };
  });
  return built;
}
