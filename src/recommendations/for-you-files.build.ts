/** This build's recommendation vectors, built once and shared by the workspace page and the endpoint. Build-time only. */
import { allIdeas } from '../ideas/query.build.ts';
import { type BuiltVectorFiles, buildVectorFiles } from './vectors.build.ts';

let built: Promise<BuiltVectorFiles> | undefined;

export function forYouFiles(): Promise<BuiltVectorFiles> {
  built ??= allIdeas().then(buildVectorFiles);
  return built;
}
