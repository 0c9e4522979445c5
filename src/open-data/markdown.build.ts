/**
 * /idea/{slug}-{n}.md: the idea as clean Markdown for people and language models, with the same sections
 * and fallbacks as the page. Sheet text is plain text: it is escaped so it reads as written and can never
 * become a link, an image, HTML or a block of its own. Pure; build-time (the per-idea files, /llms.txt).
 */
import { FALLBACK_TEXT } from '../config/constants/catalogue.ts';
import { SITE } from '../config/site.ts';
import { arxivAbsUrl, formatComposite, formatScore } from '../ideas/format.ts';
import type { Idea } from '../ideas/schema.ts';
import { ideaFileFormats, ideaFileLabel, ideaFilePath } from './files.build.ts';

/**
 * Sheet text inside a line: the characters CommonMark and GFM give meaning (emphasis, code, links, HTML,
 * strike-through, entities, table cells) and the starts of GFM's bare-address links are escaped. New lines
 * become spaces: sheet text is never more than a paragraph.
 */
export function markdownInline(text: string): string {
  return text
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim()
    .replace(/[\\`*_[\]<>#|~]/g, '\\$&')
    .replace(/&(?=#?[a-z0-9]+;)/gi, '\\&')
    .replace(/([a-z][a-z0-9+.-]*):\/\//gi, '$1\\://')
    .replace(/\b(www)\./gi, '$1\\.')
    .replace(/@/g, '\\@');
}

/** Sheet text that starts a line (a paragraph, a list item): also what would open a list or a heading underline there. */
export function markdownText(text: string): string {
  return markdownInline(text)
    .replace(/^([+=-])/, '\\$1')
    .replace(/^(\d+)([.)])/, '$1\\$2');
}

/**
 * A link destination in pointy brackets, which CommonMark ends only at '<', '>' or a new line. The page's
 * URLs went through the URL parser (src/ideas/cells.build.ts), which percent-encodes those; this keeps it so.
 */
export function markdownUrl(url: string): string {
  return `<${url.replace(/[<>\s]/g, encodeURIComponent)}>`;
}

/** Parentheses and '!' are escaped in the link's text too: some renderers (marked) parse the text of a link again with its escapes undone. */
export function markdownLink(text: string, url: string): string {
  return `[${markdownInline(text).replace(/[()!]/g, '\\$&')}](${markdownUrl(url)})`;
}

function list(items: readonly string[] | undefined, fallback: string, numbered = false): string[] {
  if (!items || items.length === 0) return [`*${fallback}*`];
  return items.map((item, index) => `${numbered ? `${index + 1}.` : '-'} ${markdownText(item)}`);
}

function section(title: string, lines: readonly string[]): string[] {
  return [`## ${title}`, '', ...lines, ''];
}

function paragraphs(...texts: (string | undefined)[]): string[] {
  return texts.filter((text) => text !== undefined).flatMap((text) => [markdownText(text), '']).slice(0, -1);
}

function facts(idea: Idea, site: URL): string[] {
  const scores = [
    `composite ${formatComposite(idea.totalScore)}`,
    `novelty ${formatScore(idea.novelty)}`,
    `market potential ${formatScore(idea.marketPotential)}`,
    `feasibility ${formatScore(idea.feasibility)}`,
  ].join(', ');
  return [
    `- Page: ${markdownUrl(new URL(idea.path, site).href)}`,
    `- Published: ${idea.dateAdded}`,
    `- Technology: ${markdownInline(idea.primaryCategory)}`,
    ...(idea.secondaryCategory ? [`- Industry: ${markdownInline(idea.secondaryCategory)}`] : []),
    ...(idea.tags ? [`- Tags: ${idea.tags.map(markdownInline).join(', ')}`] : []),
    `- Scores (out of 10): ${scores}`,
    `- Market size (TAM): ${idea.tamEstimate ? markdownInline(idea.tamEstimate) : `*${FALLBACK_TEXT.tam}*`}`,
    ...(idea.technologyReadinessLevel ? [`- Technology readiness level: ${idea.technologyReadinessLevel} of 9`] : []),
  ];
}

function paper(idea: Idea): string[] {
  if (!idea.title) return ['*Paper details not available*'];
  const lines = [idea.paperUrl ? markdownLink(idea.title, idea.paperUrl) : markdownText(idea.title), ''];
  lines.push(`Authors: ${idea.authors ? markdownInline(idea.authors) : `*${FALLBACK_TEXT.authors}*`}`, '');
  if (idea.arxivId) lines.push(`arXiv: ${markdownLink(idea.arxivId, arxivAbsUrl(idea.arxivId))}`, '');
  lines.push(idea.summary ? markdownText(idea.summary) : `*${FALLBACK_TEXT.summary}*`);
  return lines;
}

export function ideaMarkdown(idea: Idea, site: URL): string {
  const absolute = (path: string) => new URL(path, site).href;
  const others = ideaFileFormats(idea)
    .filter((format) => format !== 'markdown')
    .map((format) => markdownLink(ideaFileLabel(format), absolute(ideaFilePath(idea, format))));
  const lines = [
    `# ${markdownInline(idea.heading)}`,
    '',
    ...(idea.description ? [markdownText(idea.description), ''] : []),
    ...facts(idea, site),
    '',
    ...section('Research paper', paper(idea)),
    ...section('Core innovation', idea.coreInnovationOverview || idea.coreInnovation ? paragraphs(idea.coreInnovationOverview, idea.coreInnovation) : [`*${FALLBACK_TEXT.coreInnovation}*`]),
    ...(idea.whyItMatters ? section('Why it matters', paragraphs(idea.whyItMatters)) : []),
    ...section('Potential customers and pain points', list(idea.painPoints, FALLBACK_TEXT.painPoints)),
    ...section('Business model', [
      idea.businessModel ? markdownText(idea.businessModel) : `*${FALLBACK_TEXT.businessModel}*`,
      ...(idea.commercialApplications ? ['', 'Commercial applications:', '', ...list(idea.commercialApplications, '')] : []),
    ]),
    ...section('Competitive landscape', list(idea.competitors, FALLBACK_TEXT.competitors)),
    ...section('Implementation challenges', list(idea.majorBarriers, FALLBACK_TEXT.barriers)),
    ...section('Validation strategy', list(idea.validationPlan, FALLBACK_TEXT.validationPlan, true)),
    '---',
    '',
    `From ${markdownLink(SITE.name, absolute('/'))}: ${markdownUrl(absolute(idea.path))}. Also as ${others.join(' and ')}.`,
    '',
  ];
  return lines.join('\n');
}
