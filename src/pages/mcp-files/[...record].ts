/**
 * Each idea's record for the MCP server (src/mcp/catalogue.server.ts), a file of its own where mcpRecordLocation puts
 * it: in numbered buckets, as the idea files are, so no folder nears Netlify's 54,000 files. Each file is made
 * from its own idea's record alone, so a deploy uploads only the records that changed.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { catalogueInsights } from '../../ideas/insights.build.ts';
import { MCP_FILES_ROOT, mcpRecordLocation } from '../../ideas/published-layout.ts';
import { allIdeas } from '../../ideas/query.build.ts';
import type { RelatedIdea } from '../../ideas/related.build.ts';
import type { Idea } from '../../ideas/schema.ts';
import type { Percentiles } from '../../ideas/score-stats.build.ts';
import { recordFile } from '../../mcp/catalogue.server.ts';
import { ideaDigest, pageCacheKeys } from '../_page-cache-key.ts';

interface Props {
  idea: Idea;
  related: readonly RelatedIdea[] | undefined;
  percentiles: Percentiles | undefined;
}

export const getStaticPaths = (async () => {
  const [ideas, insights] = await Promise.all([allIdeas(), catalogueInsights()]);
  const cacheKey = pageCacheKeys();
  return ideas.map((idea) => {
    const props = { idea, related: insights.related.get(idea.number), percentiles: insights.percentiles.get(idea.number) } satisfies Props;
    return { params: { record: mcpRecordLocation(idea.number).slice(`${MCP_FILES_ROOT}/`.length) }, props, cacheKey: cacheKey({ ...props, idea: ideaDigest(idea) }) };
  });
}) satisfies GetStaticPaths;

export const GET: APIRoute<Props> = ({ props }) =>
  new Response(recordFile(props.idea, props.related, props.percentiles), { headers: { 'Content-Type': 'application/json' } });
