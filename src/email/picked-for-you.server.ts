/**
 * Server-only: "Picked for you" in the daily alert (issue 30, point 4): for a subscriber whose account opted
 * in, the ideas new to them that are most like what the account saved, best match first, each with its
 * reason, by the recommendation model the workspace's For you runs (src/recommendations/model.ts).
 *
 * The vectors are built here, from the /ideas.json the job has already read, with the build's own code
 * (vectorsFile, then decodeVectors as the browser decodes it), rather than fetched as the workspace's static
 * file: that file lives under a content-hashed folder that only the workspace page names, so the job would
 * need a second, unhashed address to find it and a second download that can come from another deploy than
 * the ideas it lists; building costs a second or so once per run, and the picks always cover exactly the
 * ideas the email lists. /ideas.json carries every field the vectors read (categories, tags, customers and
 * pains, pitch), so the picks and reasons are the workspace's (tests/unit/for-you-judged.test.ts).
 */
import type { Reason } from '../ideas/term-vectors.ts';
import { RECOMMENDATIONS } from '../config/constants/recommendations.ts';
import { recommend } from '../recommendations/model.ts';
import { vectorsFile } from '../recommendations/vectors.build.ts';
import { decodeVectors, type RecommendationCatalogue } from '../recommendations/vectors-file.ts';
import type { PickedProfile } from '../queries/subscriptions.server.ts';
import type { AlertIdea } from './ideas.server.ts';

export interface AlertPick {
  idea: AlertIdea;
  /** The saved idea it is most like. */
  because: AlertIdea;
  /** Why: the strongest terms the two share, each with what it is (read as a phrase: src/ideas/reasons.ts). */
  shared: Reason[];
}

/**
 * Picks for one subscriber among `fresh` (the ideas new to them). The catalogue's vectors are built on the
 * first call only, so a run where nobody opted in never builds them.
 */
export type AlertPicker = (fresh: readonly AlertIdea[], profile: PickedProfile) => AlertPick[];

export function alertPicker(ideas: readonly AlertIdea[], limit: number = RECOMMENDATIONS.emailCount): AlertPicker {
  let catalogue: RecommendationCatalogue | undefined;
  const byNumber = new Map(ideas.map((idea) => [idea.number, idea]));
  return (fresh, profile) => {
    if (fresh.length === 0 || profile.saved.length === 0) return [];
    catalogue ??= decodeVectors(vectorsFile(ideas));
    const picks = recommend(catalogue, { saved: profile.saved, dismissed: profile.dismissed, among: fresh.map((idea) => idea.number), limit });
    return picks.map((pick) => ({ idea: byNumber.get(pick.number)!, because: byNumber.get(pick.because)!, shared: pick.shared }));
  };
}
