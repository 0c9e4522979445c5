/**
 * Where an idea's machine-readable files live and how they are served: beside the page, the page's address
 * plus an extension (/idea/{slug}-{n}.json, .md, .bib), so a reader turns one into the other by adding or
 * dropping the extension. Pure; build-time (the idea page, the endpoints and the Netlify _headers file).
 */
import type { Idea } from '../ideas/schema.ts';
import { hasCitation } from './bibtex.ts';

export type IdeaFileFormat = 'json' | 'markdown' | 'bibtex';

export const IDEA_FILE_FORMATS: readonly IdeaFileFormat[] = ['json', 'markdown', 'bibtex'];

const FORMAT = {
  json: { extension: 'json', type: 'application/json', label: 'JSON' },
  markdown: { extension: 'md', type: 'text/markdown', label: 'Markdown' },
  bibtex: { extension: 'bib', type: 'application/x-bibtex', label: 'BibTeX' },
} as const satisfies Record<IdeaFileFormat, { extension: string; type: string; label: string }>;

type Located = Pick<Idea, 'path' | 'title'>;

/** The formats this idea is published in, in the order the page lists them. */
export function ideaFileFormats(idea: Located): IdeaFileFormat[] {
  return IDEA_FILE_FORMATS.filter((format) => format !== 'bibtex' || hasCitation(idea));
}

export function ideaFilePath(idea: Pick<Idea, 'path'>, format: IdeaFileFormat): string {
  return `${idea.path}.${FORMAT[format].extension}`;
}

export function ideaFileLabel(format: IdeaFileFormat): string {
  return FORMAT[format].label;
}

/** The media type without parameters, for <link type> and <a type>. */
export function ideaFileMediaType(format: IdeaFileFormat): string {
  return FORMAT[format].type;
}

/** What the file is served with. */
export function ideaFileContentType(format: IdeaFileFormat): string {
  return `${FORMAT[format].type}; charset=utf-8`;
}

/**
 * Exact paths, as for the feeds (src/feeds/idea-feed.ts): Netlify cannot match a header rule by extension.
 * JSON needs no rule, Netlify types .json files as application/json by their extension; Markdown and BibTeX
 * would otherwise go out untyped or as a download of unknown type.
 */
export function ideaFileHeaderRules(ideas: readonly Located[]): string {
  return ideas
    .flatMap((idea) => ideaFileFormats(idea).filter((format) => format !== 'json').map((format) => `${ideaFilePath(idea, format)}\n  Content-Type: ${ideaFileContentType(format)}\n`))
    .join('');
}
