/**
 * The recommendation vectors of "For you" under a folder named by their content hash, so they can be
 * cached forever (netlify.toml's /workspace/data/* rule). Only the workspace fetches them.
 */
import { hashedFilesRoute, inFolder } from '../../../../../built-files/hashed-route.build.ts';
import { forYouFiles } from '../../../../../recommendations/for-you-files.build.ts';

export const { getStaticPaths, GET } = hashedFilesRoute(async () => {
  const { hash, files } = await forYouFiles();
  return inFolder(hash, files);
});
