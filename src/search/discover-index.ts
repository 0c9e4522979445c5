/**
 * This build's discover index, built once and shared by the discover page and the index endpoints.
 * Build-time only.
 */
import { catalogueInsights } from '../ideas/insights.ts';
import { allIdeas } from '../ideas/query.ts';
import { type BuiltIndex, buildDiscoverIndex } from './index-build.ts';

let built: Promise<BuiltIndex> | undefined;

export function discoverIndex(): Promise<BuiltIndex> {
  // The like files come from the related-ideas pass the idea pages need anyway.
  built ??= Promise.all([allIdeas(), catalogueInsights()]).then(([ideas, insights]) => buildDiscoverIndex(ideas, insights.like));
  return built;
}
