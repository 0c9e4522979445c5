/** This build's workspace idea files, built once and shared by the pages and the endpoint. Build-time only. */
import { catalogueInsights } from '../ideas/insights.build.ts';
import { allIdeas } from '../ideas/query.build.ts';
import { type BuiltSavedIdeaFiles, buildSavedIdeaFiles } from './saved-ideas.build.ts';
import { WORKSPACE_CHUNK_SIZE } from './saved-ideas.ts';

let built: Promise<BuiltSavedIdeaFiles> | undefined;

export function savedIdeaFiles(): Promise<BuiltSavedIdeaFiles> {
  built ??= Promise.all([allIdeas(), catalogueInsights()]).then(([ideas, insights]) => buildSavedIdeaFiles(ideas, WORKSPACE_CHUNK_SIZE, insights.related));
  return built;
}
