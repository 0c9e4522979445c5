/**
 * This build's discover index, built once and shared by the discover page and the index endpoints: its settled
 * segment is src/ideas/settled-ideas.build.ts's, with its "More like this" lists among the settled ideas and the
 * additions from the newer ones (src/ideas/reference-catalogue.build.ts), kept from the last build while it does
 * not move (./kept-segment.build.ts). Build-time only.
 */
import { projectCacheDir } from '../built-files/build-cache.build.ts';
import { buildDay } from '../config/env.server.ts';
import { settledIdeas } from '../ideas/settled-ideas.build.ts';
import { catalogueInsights } from '../ideas/insights.build.ts';
import { allIdeas } from '../ideas/query.build.ts';
import { type BuiltIndex, buildDiscoverIndex } from './discover-index.build.ts';
import { keptSegment } from './kept-segment.build.ts';

let built: Promise<BuiltIndex> | undefined;

export function discoverIndex(): Promise<BuiltIndex> {
  // The like files come from the related-ideas pass the idea pages need anyway.
  built ??= Promise.all([allIdeas(), catalogueInsights()]).then(([ideas, insights]) =>
    buildDiscoverIndex(ideas, { like: insights.like, likeAdditions: insights.likeAdditions, settled: settledIdeas(ideas, buildDay()), keepSettled: keptSegment(projectCacheDir()) }),
  );
  return built;
}
