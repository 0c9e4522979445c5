/**
 * Ships to the browser: the content of saved ideas, read from the build's workspace idea files (no other
 * backend). Files are fetched once per page and only those holding the requested ideas: each chunk's cards
 * and its related ideas.
 */
import { atom } from 'nanostores';
import { builtFile } from '../built-files/file-cache.ts';
import { chunksFor, type SavedIdea, type SavedIdeaFiles, savedIdeaFile, type SavedRelated, savedRelatedFile, withRelated } from '../workspace/saved-ideas.ts';

export interface SavedIdeasState {
  ideas: Readonly<Record<string, SavedIdea>>;
  status: 'idle' | 'loading' | 'ready' | 'error';
}

export const $savedIdeas = atom<SavedIdeasState>({ ideas: {}, status: 'idle' });

/** Makes sure the ideas `ideaIds` are in $savedIdeas. */
export async function loadSavedIdeas(files: SavedIdeaFiles, ideaIds: readonly string[]): Promise<void> {
  const missing = ideaIds.filter((id) => !(id in $savedIdeas.get().ideas));
  if (missing.length === 0) {
    if ($savedIdeas.get().status !== 'ready') $savedIdeas.set({ ...$savedIdeas.get(), status: 'ready' });
    return;
  }
  $savedIdeas.set({ ...$savedIdeas.get(), status: 'loading' });
  try {
    const parts = await Promise.all(
      chunksFor(missing, files.chunkSize).map(async (chunk) => {
        const [cards, related] = await Promise.all([
          builtFile<Record<string, SavedIdea>>(`${files.base}${savedIdeaFile(chunk)}`),
          builtFile<Record<string, SavedRelated[]>>(`${files.base}${savedRelatedFile(chunk)}`),
        ]);
        return withRelated(cards, related);
      }),
    );
    $savedIdeas.set({ ideas: Object.assign({}, $savedIdeas.get().ideas, ...parts), status: 'ready' });
  } catch (error) {
    console.error('Could not load the saved ideas:', error instanceof Error ? error.message : error);
    $savedIdeas.set({ ...$savedIdeas.get(), status: 'error' });
  }
}
