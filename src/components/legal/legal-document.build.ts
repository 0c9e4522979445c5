/**
 * The one module that queries the legal collection (src/content/legal/*.md): a page's title, description,
 * opening and numbered sections, each section's heading from render().headings so the table of contents and
 * the sections come from the same Markdown headings. Build-time only.
 */
import { getEntry, render } from 'astro:content';
import { fillFacts, type TocEntry } from './legal-facts.build.ts';

export interface LegalSectionPart extends TocEntry {
  number: number;
  /** The section's text after its h2, as HTML. */
  html: string;
}

export interface LegalDocument {
  title: string;
  description: string;
  /** What comes before the first section, as HTML. */
  opening: string;
  sections: LegalSectionPart[];
}

const H2 = /<h2\b[^>]*\bid="([^"]+)"[^>]*>[\s\S]*?<\/h2>/g;

export async function legalDocument(id: 'privacy-policy' | 'terms-of-service'): Promise<LegalDocument> {
  const entry = await getEntry('legal', id);
  if (!entry?.rendered) throw new Error(`src/content/legal/${id}.md is missing`);
  const { headings } = await render(entry);
  const toc = headings.filter(({ depth }) => depth === 2).map(({ slug, text }) => ({ id: slug, title: text }));
  const html = fillFacts(entry.rendered.html, { html: true });
  // Split by the h2s, the ids (the regex's group) come between the texts: opening, id, body, id, body, ...
  const parts = html.split(H2);
  const ids = parts.filter((_, index) => index % 2 === 1);
  if (ids.join() !== toc.map((entry) => entry.id).join()) throw new Error(`src/content/legal/${id}.md: its h2 headings do not match render().headings`);
  const [opening = '', ...bodies] = parts.filter((_, index) => index % 2 === 0);
  return {
    title: entry.data.title,
    description: fillFacts(entry.data.description),
    opening,
    sections: toc.map((section, index) => ({ ...section, number: index + 1, html: bodies[index] ?? '' })),
  };
}
