/**
 * The addresses of an idea's machine-readable files: beside the page, the page's address plus an extension
 * (/idea/{slug}-{n}.json, .md, .bib), so a reader turns one into the other by adding or dropping the extension
 * (where the build keeps them: src/ideas/published-layout.ts). Pure; build-time (the idea page and the endpoints).
 */
import { IDEA_MEDIA_TYPES } from '../ideas/published-layout.ts';
import type { Idea } from '../ideas/schema.ts';
import { hasCitation } from './bibtex.ts';

export type IdeaFileFormat = 'json' | 'markdown' | 'bibtex';

export const IDEA_FILE_FORMATS: readonly IdeaFileFormat[] = ['json', 'markdown', 'bibtex'];

const FORMAT = {
  json: { extension: 'json', type: IDEA_MEDIA_TYPES.json, label: 'JSON' },
  markdown: { extension: 'md', type: IDEA_MEDIA_TYPES.md, label: 'Markdown' },
  bibtex: { extension: 'bib', type: IDEA_MEDIA_TYPES.bib, label: 'BibTeX' },
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
