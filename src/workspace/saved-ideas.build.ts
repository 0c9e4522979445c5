/**
 * Builds the workspace's idea files (see saved-ideas.ts). Build-time only.
 */
import { filesHash } from '../built-files/content-hash.build.ts';
import { RELATED } from '../config/constants/catalogue.ts';
import type { RelatedLink } from '../ideas/insights.build.ts';
import type { Idea } from '../ideas/schema.ts';
import { type SavedIdea, type SavedIdeaFiles, savedIdeaChunk, savedIdeaFile, WORKSPACE_CHUNK_SIZE } from './saved-ideas.ts';

export function savedIdea(idea: Idea, related: readonly RelatedLink[] = []): SavedIdea {
  const closest = related.slice(0, RELATED.workspaceCount).map(({ path, heading, samePaper, shared }) => ({ path, heading, samePaper, shared }));
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
    related: closest.length > 0 ? closest : undefined,
  };
}

export interface BuiltSavedIdeaFiles extends SavedIdeaFiles {
  hash: string;
  /** File name -> JSON text (an object keyed by idea id). */
  files: Map<string, string>;
}

/**
 * The related ideas travel inside the files the workspace already fetches for its saved ideas: no request
 * more per saved idea, for about 0.8 KB per idea in them (0.15 KB gzipped), where a file per idea would
 * mean 10,000 more files to deploy and one more request for each card.
 */
export function buildSavedIdeaFiles(ideas: readonly Idea[], chunkSize: number = WORKSPACE_CHUNK_SIZE, related: ReadonlyMap<number, readonly RelatedLink[]> = new Map()): BuiltSavedIdeaFiles {
  const byChunk = new Map<number, Record<string, SavedIdea>>();
  for (const idea of [...ideas].sort((a, b) => a.number - b.number)) {
    const chunk = savedIdeaChunk(idea.number, chunkSize);
    const entries = byChunk.get(chunk) ?? {};
    entries[idea.id] = savedIdea(idea, related.get(idea.number));
    byChunk.set(chunk, entries);
  }
  const files = new Map<string, string>();
  for (const [chunk, entries] of byChunk) files.set(savedIdeaFile(chunk), JSON.stringify(entries));
  const hash = filesHash(files);
  return { hash, base: `/workspace/data/${hash}/`, chunkSize, files };
}
