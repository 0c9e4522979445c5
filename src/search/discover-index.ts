/**
 * This build's discover index, built once and shared by the discover page and the index endpoints.
 * Build-time only.
 */
import { allIdeas } from '../ideas/query.ts';
import { type BuiltIndex, buildDiscoverIndex } from './index-build.ts';

let built: Promise<BuiltIndex> | undefined;

export function discoverIndex(): Promise<BuiltIndex> {
  built ??= allIdeas().then(buildDiscoverIndex);
  return built;
}
