/**
 * What the workspace and portfolio know about a saved idea, and where to fetch it: the build writes every
 * idea into files of WORKSPACE_CHUNK_SIZE consecutive idea numbers under a content-hashed folder, so a user
 * with a few bookmarks downloads a few small files and nothing else. Ships to the browser (types, helpers).
 */
import { ideaNumber } from '../ideas/slug.ts';
import type { Reason } from '../ideas/term-vectors.ts';

export const WORKSPACE_CHUNK_SIZE = 50;

/** The idea entity of workspace cards (docs/spec/workspace-and-operations.md#3-entities-and-their-fields). */
export interface SavedIdea {
  id: string;
  number: number;
  path: string;
  /** The one-liner pitch, else the paper title. */
  heading: string;
  /** The paper title. */
  title?: string;
  pitch?: string;
  summary?: string;
  /** The sheet's tags for the idea (not the user's own tags). */
  tags?: string[];
  dateAdded: string;
  primaryCategory: string;
  secondaryCategory?: string;
  businessModel?: string;
  novelty?: number;
  marketPotential?: number;
  feasibility?: number;
  totalScore?: number;
  authors?: string;
  paperUrl?: string;
  chatLink?: string;
  arxivId?: string;
  /** For /compare, which reads these files too. */
  tamEstimate?: string;
  painPoints?: string[];
  majorBarriers?: string[];
  /** The closest related ideas (RELATED.workspaceCount), same paper first; absent when none is related. In their own file: savedRelatedFile. */
  related?: SavedRelated[];
}

/** A related idea as a saved card lists it: the link and why it is related. */
export interface SavedRelated {
  path: string;
  heading: string;
  samePaper: boolean;
  /** Why, read as phrases (src/ideas/reasons.ts). */
  shared: Reason[];
}

export interface SavedIdeaFiles {
  /** Folder of this build's files, e.g. /workspace/data/{hash}/ */
  base: string;
  chunkSize: number;
}

export function savedIdeaChunk(number: number, chunkSize: number = WORKSPACE_CHUNK_SIZE): number {
  return Math.floor(number / chunkSize);
}

export function savedIdeaFile(chunk: number): string {
  return `ideas-${chunk}.json`;
}

/**
 * The related ideas of a chunk's ideas, in a file of their own: a day's new ideas join some older ideas' lists,
 * and only this file of theirs changes, not the cards' file, which is larger (issue 47; docs/performance.md).
 */
export function savedRelatedFile(chunk: number): string {
  return `related-${chunk}.json`;
}

/** The chunks holding `ideaIds`, each once, ascending. */
export function chunksFor(ideaIds: Iterable<string>, chunkSize: number = WORKSPACE_CHUNK_SIZE): number[] {
  const chunks = new Set<number>();
  for (const id of ideaIds) {
    const number = ideaNumber(id);
    if (number !== null) chunks.add(savedIdeaChunk(number, chunkSize));
  }
  return [...chunks].sort((a, b) => a - b);
}

/** A chunk's cards with their related ideas put back, as the workspace shows them. */
export function withRelated(cards: Readonly<Record<string, SavedIdea>>, related: Readonly<Record<string, SavedRelated[]>>): Record<string, SavedIdea> {
  return Object.fromEntries(Object.entries(cards).map(([id, card]) => [id, related[id] ? { ...card, related: related[id] } : card]));
}
