/** The workspace's idea files under a folder named by their content hash, so they can be cached forever. */
import { hashedFilesRoute, spilledInFolder } from '../../../../built-files/hashed-route.build.ts';
import { savedIdeaFiles } from '../../../../workspace/saved-idea-files.build.ts';

export const { getStaticPaths, GET } = hashedFilesRoute(async () => {
  const { hash, files } = await savedIdeaFiles();
  return spilledInFolder(hash, files);
});
