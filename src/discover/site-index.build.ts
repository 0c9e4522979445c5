/**
 * This build's discover index, built once and shared by the discover page and the index endpoints: its
 * stable segment is the reference catalogue's (src/ideas/reference-catalogue.build.ts), as the idea pages' facts.
 * Build-time only.
 */
import { buildDay } from '../config/env.server.ts';
import { catalogueInsights } from '../ideas/insights.build.ts';
import { allIdeas } from '../ideas/query.build.ts';
import { referenceCatalogue } from '../ideas/reference-catalogue.build.ts';
import { type BuiltIndex, buildDiscoverIndex } from './discover-index.build.ts';

let built: Promise<BuiltIndex> | undefined;

export function discoverIndex(): Promise<BuiltIndex> {
  // The like files come from the related-ideas pass the idea pages need anyway.
  built ??= Promise.all([allIdeas(), catalogueInsights()]).then(([ideas, insights]) =>
    buildDiscoverIndex(ideas, { like: insights.like, settled: new Set(referenceCatalogue(ideas, buildDay()).map((idea) => idea.number)) }),
  );
  return built;
}
