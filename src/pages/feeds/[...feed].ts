/** Every feed: /feeds/all.xml|.atom|.json and /feeds/{technology|industry}/{slug}.xml|.atom|.json. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { FEED_FORMATS, type FeedFormat, type FeedSet, feedContentType, feedPath, feedSets, renderFeed } from '../../feeds/idea-feed.build.ts';
import { allIdeas } from '../../ideas/query.build.ts';
import type { Idea } from '../../ideas/schema.ts';

export const getStaticPaths = (async () =>
  feedSets(await allIdeas()).flatMap(({ set, ideas }) =>
    FEED_FORMATS.map((format) => ({ params: { feed: feedPath(set, format).slice('/feeds/'.length) }, props: { set, ideas, format } })),
  )) satisfies GetStaticPaths;

interface Props {
  set: FeedSet;
  ideas: readonly Idea[];
  format: FeedFormat;
}

export const GET: APIRoute<Props> = ({ props: { set, ideas, format }, site }) =>
  new Response(renderFeed(set, ideas, format, site ?? new URL('http://localhost:4321')), { headers: { 'Content-Type': feedContentType(format) } });
