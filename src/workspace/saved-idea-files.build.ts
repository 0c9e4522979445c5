/**
 * This build's workspace idea files, built once and shared by the pages and the endpoint; their texts are
 * spilled to disk until the endpoint publishes them (src/built-files/spilled-texts.build.ts). Build-time only.
 */
import { catalogueInsights } from '../ideas/insights.build.ts';
import { allIdeas } from '../ideas/query.build.ts';
import { type SpilledTexts, spillTexts } from '../built-files/spilled-texts.build.ts';
import { type BuiltSavedIdeaFiles, buildSavedIdeaFiles } from './saved-ideas.build.ts';
import { WORKSPACE_CHUNK_SIZE } from './saved-ideas.ts';

type SiteSavedIdeaFiles = Omit<BuiltSavedIdeaFiles, 'files'> & { files: SpilledTexts };

let built: Promise<SiteSavedIdeaFiles> | undefined;

export function savedIdeaFiles(): Promise<SiteSavedIdeaFiles> {
  built ??= Promise.all([allIdeas(), catalogueInsights()]).then(([ideas, insights]) => {
    const { files, ...rest } = buildSavedIdeaFiles(ideas, WORKSPACE_CHUNK_SIZE, insights.related);
    return { ...rest, files: spillTexts(files) };
  });
  return built;
}
