/**
 * Ships to the browser: the content of saved ideas, read from the build's workspace idea files (no other
 * backend). Files are fetched once per page and only those holding the requested ideas.
 */
import { atom } from 'nanostores';
import { filesFor, type SavedIdea, type SavedIdeaFiles } from '../workspace/saved-ideas.ts';

export interface SavedIdeasState {
  ideas: Readonly<Record<string, SavedIdea>>;
  status: 'idle' | 'loading' | 'ready' | 'error';
}

export const $savedIdeas = atom<SavedIdeasState>({ ideas: {}, status: 'idle' });

const fetched = new Map<string, Promise<Record<string, SavedIdea>>>();

function fetchFile(url: string): Promise<Record<string, SavedIdea>> {
  let request = fetched.get(url);
  if (!request) {
    request = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.json() as Promise<Record<string, SavedIdea>>;
    });
    fetched.set(url, request);
    request.catch(() => fetched.delete(url));
  }
  return request;
}

/** Makes sure the ideas `ideaIds` are in $savedIdeas. */
export async function loadSavedIdeas(files: SavedIdeaFiles, ideaIds: readonly string[]): Promise<void> {
  const missing = ideaIds.filter((id) => !(id in $savedIdeas.get().ideas));
  if (missing.length === 0) {
    if ($savedIdeas.get().status !== 'ready') $savedIdeas.set({ ...$savedIdeas.get(), status: 'ready' });
    return;
  }
  $savedIdeas.set({ ...$savedIdeas.get(), status: 'loading' });
  try {
    const parts = await Promise.all(filesFor(missing, files.chunkSize).map((file) => fetchFile(`${files.base}${file}`)));
    $savedIdeas.set({ ideas: Object.assign({}, $savedIdeas.get().ideas, ...parts), status: 'ready' });
  } catch (error) {
    console.error('Could not load the saved ideas:', error instanceof Error ? error.message : error);
    $savedIdeas.set({ ...$savedIdeas.get(), status: 'error' });
  }
}
