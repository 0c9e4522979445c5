/**
 * Store values for component tests: a signed-in user whose per-user stores already belong to them, so the
 * stores' own followers (which load from Supabase when the user changes) find nothing to do. Set these before
 * rendering; the island then shows what the stores hold, with no backend behind it.
 */
import type { User } from '@supabase/supabase-js';
import { $auth } from '../../src/stores/auth/session.ts';
import { $dismissed, type DismissedState } from '../../src/stores/dismissed.ts';
import { $dailyAlert, type DailyAlertState } from '../../src/stores/daily-alert.ts';
import { $forYouCatalogue, type CatalogueState } from '../../src/stores/for-you.ts';
import { $savedIdeas, type SavedIdeasState } from '../../src/stores/saved-ideas.ts';
import { $savedSearches, type SavedSearchesState } from '../../src/stores/saved-searches.ts';
import { $workspace, type WorkspaceState } from '../../src/stores/workspace/bundle.ts';
import type { RecommendationCatalogue } from '../../src/recommendations/vectors-file.ts';
import { EMPTY_BUNDLE, type TagRow, type WorkspaceBundle } from '../../src/workspace/records.ts';
import type { SavedIdea } from '../../src/workspace/saved-ideas.ts';

export const user: User = {
  id: '00000000-0000-4000-8000-000000000001',
  aud: 'authenticated',
  email: 'ada@example.com',
  app_metadata: {},
  user_metadata: { full_name: 'Ada Lovelace' },
  created_at: '2026-01-01T00:00:00Z',
};

export function signedOut(): void {
  $auth.set({ user: null, session: null, profile: null, loading: false, initialized: true });
}

/** The auth store before it has read the stored session (what the static page and the first render see). */
export function authStarting(): void {
  $auth.set({ user: null, session: null, profile: null, loading: true, initialized: false });
}

interface SignedInStores {
  workspace?: Partial<Pick<WorkspaceState, 'status' | 'bundle'>>;
  savedIdeas?: SavedIdeasState;
  savedSearches?: Pick<SavedSearchesState, 'status' | 'searches'>;
  dismissed?: Pick<DismissedState, 'status' | 'rows'>;
  /** The daily alert's status: on (confirmed) unless said otherwise. */
  dailyAlert?: DailyAlertState['alert'];
  catalogue?: CatalogueState;
}

/** An empty catalogue: decoded and ready, with nothing in it to recommend. */
const emptyCatalogue: RecommendationCatalogue = {
  numbers: new Int32Array(),
  ageDays: new Int32Array(),
  offsets: new Int32Array([0]),
  ids: new Int32Array(),
  weights: new Float64Array(),
  inverseNorms: new Float64Array(),
  labels: [],
  reasons: [],
};

/**
 * Signs `user` in with stores already loaded for them. The For you vectors are ready (empty) unless said
 * otherwise: a signed-in workspace fetches them as soon as it is idle.
 */
export function signedIn(stores: SignedInStores = {}): void {
  $workspace.set({ userId: user.id, status: 'ready', bundle: EMPTY_BUNDLE, loadedAt: Date.now(), busy: [], ...stores.workspace });
  $savedIdeas.set(stores.savedIdeas ?? { ideas: {}, status: 'idle' });
  $savedSearches.set({ userId: user.id, status: 'ready', searches: [], ...stores.savedSearches });
  $dismissed.set({ userId: user.id, status: 'ready', rows: [], ...stores.dismissed });
  $dailyAlert.set({ userId: user.id, status: 'ready', alert: stores.dailyAlert ?? 'confirmed' });
  $forYouCatalogue.set(stores.catalogue ?? { status: 'ready', catalogue: emptyCatalogue });
  $auth.set({ user, session: null, profile: null, loading: false, initialized: true });
}

export function savedIdea(number: number, fields: Partial<SavedIdea> = {}): SavedIdea {
  return {
    id: `idea-${number}`,
    number,
    path: `/idea/idea-${number}-test`,
    heading: `Idea number ${number}`,
    dateAdded: '2026-01-01',
    primaryCategory: 'Healthcare',
    ...fields,
  };
}

export function bundleOf(numbers: readonly number[], tags: readonly [number, string][] = []): WorkspaceBundle {
  const tagRows: TagRow[] = tags.map(([number, value], index) => ({
    id: `tag-${index}`,
    user_id: user.id,
    idea_id: `idea-${number}`,
    tag_type: 'theme',
    tag_value: value,
    created_at: '2026-01-02T00:00:00Z',
  }));
  return { ...EMPTY_BUNDLE, bookmarks: numbers.map((number) => `idea-${number}`), tags: tagRows };
}
