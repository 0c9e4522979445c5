/**
 * Builds the workspace's idea files (see saved-ideas.ts). Build-time only.
 */
import { filesHash } from '../built-files/content-hash.build.ts';
import { RELATED } from '../config/constants/catalogue.ts';
import type { RelatedLink } from '../ideas/insights.build.ts';
import type { Idea } from '../ideas/schema.ts';
import { type SavedIdea, type SavedIdeaFiles, savedIdeaChunk, savedIdeaFile, type SavedRelated, savedRelatedFile, WORKSPACE_CHUNK_SIZE } from './saved-ideas.ts';

/** What a saved card lists of an idea's related ideas: the closest few, each as a link and why. */
export function savedRelated(related: readonly RelatedLink[] = []): SavedRelated[] {
  return related.slice(0, RELATED.workspaceCount).map(({ path, heading, samePaper, shared }) => ({ path, heading, samePaper, shared }));
}

export function savedIdea(idea: Idea): SavedIdea {
  return {
    id: idea.id,
    number: idea.number,
    path: idea.path,
    heading: idea.heading,
    title: idea.title,
    pitch: idea.pitch,
    summary: idea.summary,
    tags: idea.tags,
    dateAdded: idea.dateAdded,
    primaryCategory: idea.primaryCategory,
    secondaryCategory: idea.secondaryCategory,
    businessModel: idea.businessModel,
    novelty: idea.novelty,
    marketPotential: idea.marketPotential,
    feasibility: idea.feasibility,
    totalScore: idea.totalScore,
    authors: idea.authors,
    paperUrl: idea.paperUrl,
    chatLink: idea.chatLink,
    arxivId: idea.arxivId,
    tamEstimate: idea.tamEstimate,
    painPoints: idea.painPoints,
    majorBarriers: idea.majorBarriers,
  };
}

export interface BuiltSavedIdeaFiles extends SavedIdeaFiles {
  hash: string;
  /** File name -> JSON text (an object keyed by idea id). */
  files: Map<string, string>;
}

/**
 * The related ideas travel beside the files the workspace already fetches for its saved ideas, one small file
 * per chunk (savedRelatedFile): two requests per chunk, where a file per idea would mean 10,000 more files to
 * deploy and one more request for each card.
 */
export function buildSavedIdeaFiles(ideas: readonly Idea[], chunkSize: number = WORKSPACE_CHUNK_SIZE, related: ReadonlyMap<number, readonly RelatedLink[]> = new Map()): BuiltSavedIdeaFiles {
  const byChunk = new Map<number, { cards: Record<string, SavedIdea>; related: Record<string, SavedRelated[]> }>();
  for (const idea of [...ideas].sort((a, b) => a.number - b.number)) {
    const chunk = savedIdeaChunk(idea.number, chunkSize);
    const entries = byChunk.get(chunk) ?? { cards: {}, related: {} };
    entries.cards[idea.id] = savedIdea(idea);
    const closest = savedRelated(related.get(idea.number));
    if (closest.length > 0) entries.related[idea.id] = closest;
    byChunk.set(chunk, entries);
  }
  const files = new Map<string, string>();
  for (const [chunk, entries] of byChunk) {
    files.set(savedIdeaFile(chunk), JSON.stringify(entries.cards));
    files.set(savedRelatedFile(chunk), JSON.stringify(entries.related));
  }
  const hash = filesHash(files);
  return { hash, base: `/workspace/data/${hash}/`, chunkSize, files };
}
