/**
 * The discover index files, each segment's under a folder named by its content hash, so they can be cached
 * forever (src/search/index-types.ts).
 */
import { hashedFilesRoute } from '../../../../built-files/hashed-route.build.ts';
import { discoverIndex } from '../../../../search/site-index.build.ts';

export const { getStaticPaths, GET } = hashedFilesRoute(async () => (await discoverIndex()).files);
