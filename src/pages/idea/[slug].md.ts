/** /idea/{slug}-{n}.md: the idea page as Markdown. */
import { ideaMarkdown } from '../../open-data/markdown.build.ts';
import { ideaFileEndpoint } from './_idea-files.ts';

const endpoint = ideaFileEndpoint('markdown', ideaMarkdown);
export const getStaticPaths = endpoint.getStaticPaths;
export const GET = endpoint.GET;
