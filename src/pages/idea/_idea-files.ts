/**
 * The per-idea file endpoints (/idea/{slug}-{n}.json, .md, .bib): the page's paths with an extension, each
 * file rendered by one pure function of src/open-data/.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { DEFAULT_SITE_URL } from '../../config/env.server.ts';
import { allIdeas } from '../../ideas/query.build.ts';
import type { Idea } from '../../ideas/schema.ts';
import { type IdeaFileFormat, ideaFileContentType, ideaFileFormats } from '../../open-data/files.build.ts';
import { ideaDigest, pageCacheKeys } from '../_page-cache-key.ts';

interface Props {
  idea: Idea;
}

export function ideaFileEndpoint(format: IdeaFileFormat, render: (idea: Idea, site: URL) => string): { getStaticPaths: GetStaticPaths; GET: APIRoute<Props> } {
  return {
    getStaticPaths: async () => {
      const cacheKey = pageCacheKeys();
      return (await allIdeas())
        .filter((idea) => ideaFileFormats(idea).includes(format))
        .map((idea) => ({ params: { slug: idea.path.slice('/idea/'.length) }, props: { idea }, cacheKey: cacheKey({ idea: ideaDigest(idea) }) }));
    },
    GET: ({ props, site }) => new Response(render(props.idea, site ?? new URL(DEFAULT_SITE_URL)), { headers: { 'Content-Type': ideaFileContentType(format) } }),
  };
}
