/**
 * The discover index files, each segment's under a folder named by its content hash, so they can be cached
 * forever (src/discover/index-types.ts).
 */
import { hashedFilesRoute } from '../../../../built-files/hashed-route.build.ts';
import { discoverIndex } from '../../../../discover/site-index.build.ts';

export const { getStaticPaths, GET } = hashedFilesRoute(async () => (await discoverIndex()).files);
