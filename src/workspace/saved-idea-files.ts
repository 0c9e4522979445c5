/** This build's workspace idea files, built once and shared by the pages and the endpoint. Build-time only. */
import { allIdeas } from '../ideas/query.ts';
import { type BuiltSavedIdeaFiles, buildSavedIdeaFiles } from './saved-ideas-build.ts';

let built: Promise<BuiltSavedIdeaFiles> | undefined;

export function savedIdeaFiles(): Promise<BuiltSavedIdeaFiles> {
  built ??= allIdeas().then((ideas) => buildSavedIdeaFiles(ideas));
  return built;
}
