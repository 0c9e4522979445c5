/**
 * /llms.txt (llmstxt.org): the site for language models in one small Markdown file: what it is, where the
 * data is, the newest ideas as Markdown files and a link per category. Bounded at any catalogue size: the
 * newest OPEN_DATA.llmsNewestIdeas ideas by name, every other idea through its category page and
 * /ideas.json, so the file stays a few thousand words at 10,000 ideas. Pure; build-time.
 */
import { LIMITS } from '../config/constants/catalogue.ts';
import { OPEN_DATA } from '../config/constants/open-data.ts';
import { MCP } from '../config/constants/mcp.ts';
import { SITE } from '../config/site.ts';
import { ALL_IDEAS_FEED, feedPath } from '../feeds/idea-feed.build.ts';
import { categoryPagesWithIdeas, categoryPageText } from '../ideas/category-pages.ts';
import { formatComposite } from '../ideas/format.ts';
import type { Idea } from '../ideas/schema.ts';
import { ideaFilePath } from './files.build.ts';
import { markdownInline, markdownLink } from './markdown.build.ts';
import { SCHEMA_FILES } from './schema.build.ts';

const plural = (count: number) => `${count} ${count === 1 ? 'idea' : 'ideas'}`;

/** `ideas` newest first. */
/** `tools`: the MCP server's tools (src/mcp/tools.server.ts); a personal one acts on the signed-in person's workspace. */
export function llmsTxt(ideas: readonly Idea[], site: URL, tools: readonly { name: string; personal?: boolean }[]): string {
  const names = (personal: boolean) => tools.filter((tool) => Boolean(tool.personal) === personal).map((tool) => tool.name).join(', ');
  const link = (text: string, path: string, note?: string) => `- ${markdownLink(text, new URL(path, site).href)}${note ? `: ${note}` : ''}`;
  const categories = categoryPagesWithIdeas(ideas);
  const categoryLinks = (segment: 'technology' | 'industry') =>
    categories.filter(({ page }) => page.segment === segment).map(({ page, ideas: own }) => link(categoryPageText(page, own.length).heading, page.path, plural(own.length)));
  const newest = ideas.slice(0, OPEN_DATA.llmsNewestIdeas).map((idea) => {
    const names = [idea.primaryCategory, idea.secondaryCategory].filter((name) => name !== undefined).map(markdownInline);
    return link(idea.heading, ideaFilePath(idea, 'markdown'), `${names.join(', ')}; composite score ${formatComposite(idea.totalScore)}/10`);
  });
  return [
    `# ${SITE.name}`,
    '',
    `> ${SITE.description} ${plural(ideas.length)}, about ${SITE.ideasPerWeek} new each week; each scored 1-${LIMITS.scoreMax} on novelty, market potential and feasibility, with a composite score.`,
    '',
    MCP.thirdPartyNote,
    '',
    'Every idea page /idea/{slug}-{number} is also published as Markdown (/idea/{slug}-{number}.md), as JSON (.json) and, when its source paper is known, as BibTeX of the paper (.bib). /ideas.json lists every idea with its scores and the addresses of its files; its schema is versioned.',
    '',
    '## Data',
    '',
    link('Idea catalogue (JSON)', OPEN_DATA.cataloguePath, 'every idea, newest first, with scores, categories and links to its files'),
    link('Catalogue JSON Schema', SCHEMA_FILES.catalogue.path),
    link('Idea JSON Schema', SCHEMA_FILES.idea.path, 'the schema of each /idea/{slug}-{number}.json'),
    link('For developers', OPEN_DATA.developersPath, 'the fields, the versioning promise and every address'),
    link(
      'MCP server',
      MCP.path,
      `for assistants (Streamable HTTP): the catalogue, read-only and with no key (${names(false)}; each idea as the resource idea://{number}); the person's own workspace once they sign in, in their browser, when the assistant first calls one of its tools (OAuth 2.1; ${names(true)})`,
    ),
    '',
    '## Newest ideas',
    '',
    ...newest,
    '',
    '## Technologies',
    '',
    ...categoryLinks('technology'),
    '',
    '## Industries',
    '',
    ...categoryLinks('industry'),
    '',
    '## Optional',
    '',
    link('Discover', '/discover', 'browse, filter and search every idea'),
    link('RSS feed', feedPath(ALL_IDEAS_FEED, 'rss'), 'the newest ideas'),
    link('About', '/about', 'what Research Ventures is and who it is for'),
    '',
  ].join('\n');
}
