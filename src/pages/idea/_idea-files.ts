/**
 * The per-idea file endpoints (/idea/{slug}-{n}.json, .md, .bib): the page's paths with an extension, each
 * file rendered by one pure function of src/open-data/.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { DEFAULT_SITE_URL } from '../../config/env.server.ts';
import { allIdeas } from '../../ideas/query.build.ts';
import type { Idea } from '../../ideas/schema.ts';
import { type IdeaFileFormat, ideaFileContentType, ideaFileFormats } from '../../open-data/files.build.ts';
import { pageCacheKey } from '../_page-cache-key.ts';

interface Props {
  idea: Idea;
}

/** An idea's .json, .md and .bib have the same key: worked out once per idea, not once per file (each is a canonical JSON of the idea). */
const fileKeys = new WeakMap<Idea, string>();
function fileKey(idea: Idea): string {
  let key = fileKeys.get(idea);
  if (key === undefined) fileKeys.set(idea, (key = pageCacheKey({ idea })));
  return key;
}

export function ideaFileEndpoint(format: IdeaFileFormat, render: (idea: Idea, site: URL) => string): { getStaticPaths: GetStaticPaths; GET: APIRoute<Props> } {
  return {
    getStaticPaths: async () =>
      (await allIdeas())
        .filter((idea) => ideaFileFormats(idea).includes(format))
        .map((idea) => ({ params: { slug: idea.path.slice('/idea/'.length) }, props: { idea }, cacheKey: fileKey(idea) })),
    GET: ({ props, site }) => new Response(render(props.idea, site ?? new URL(DEFAULT_SITE_URL)), { headers: { 'Content-Type': ideaFileContentType(format) } }),
  };
}
