/**
 * The workspace export: the ideas the workspace shows, with the user's tags, note and read state, as CSV
 * (spreadsheets) or Markdown (notes apps). Pure; ships to the browser.
 */
import { formatComposite } from '../ideas/format.ts';
import { isRead, noteOf, tagsOf, type WorkspaceBundle } from './records.ts';
import type { SavedIdea } from './saved-ideas.ts';

export interface ExportRow {
  idea: string;
  url: string;
  published: string;
  technology: string;
  industry: string;
  businessModel: string;
  compositeScore: string;
  paperTitle: string;
  paperUrl: string;
  tags: string[];
  note: string;
  paperRead: boolean;
}

export function exportRows(ideas: readonly SavedIdea[], bundle: WorkspaceBundle, origin: string): ExportRow[] {
  return ideas.map((idea) => ({
    idea: idea.heading,
    url: new URL(idea.path, origin).href,
    published: idea.dateAdded,
    technology: idea.primaryCategory,
    industry: idea.secondaryCategory ?? '',
    businessModel: idea.businessModel ?? '',
    compositeScore: idea.totalScore === undefined ? '' : formatComposite(idea.totalScore),
    paperTitle: idea.title ?? '',
    paperUrl: idea.paperUrl ?? '',
    tags: tagsOf(bundle, idea.id).map((tag) => tag.tag_value),
    note: noteOf(bundle, idea.id),
    paperRead: isRead(bundle, idea.id),
  }));
}

const CSV_HEADER = ['Idea', 'URL', 'Published', 'Technology', 'Industry', 'Business model', 'Composite score', 'Paper', 'Paper URL', 'Your tags', 'Your note', 'Paper read'];

/** RFC 4180 quoting; a cell a spreadsheet would run as a formula (= + - @, tab, CR) gets a leading quote. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** With a byte-order mark: without it Excel reads the UTF-8 file as a legacy code page (é becomes Ã©). */
export function toCsv(rows: readonly ExportRow[]): string {
  const lines = [CSV_HEADER, ...rows.map((row) => [row.idea, row.url, row.published, row.technology, row.industry, row.businessModel, row.compositeScore, row.paperTitle, row.paperUrl, row.tags.join('; '), row.note, row.paperRead ? 'Yes' : 'No'])];
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The export's file name: the day, and 'filtered' when it holds only the ideas a filter shows. */
export function exportFileName(day: string, extension: 'csv' | 'md' | 'bib', filtered: boolean): string {
  return `research-ventures-workspace-${day}${filtered ? '-filtered' : ''}.${extension}`;
}

/** Markdown-escapes text that goes into a line (not a code block). */
function inline(text: string): string {
  return text.replace(/([\\`*_[\]<>#|])/g, '\\$1').replace(/\s*\n\s*/g, ' ');
}

/** `savedCount`: every saved idea; when the rows are fewer, the file says they are the filtered view. */
export function toMarkdown(rows: readonly ExportRow[], exportedOn: string, savedCount = rows.length): string {
  const count = rows.length < savedCount ? `${rows.length} of ${savedCount} saved ideas (the filtered view)` : `${rows.length} saved ${rows.length === 1 ? 'idea' : 'ideas'}`;
  const parts = [`# Research Ventures workspace`, '', `Exported ${exportedOn} · ${count}`, ''];
  for (const row of rows) {
    parts.push(`## [${inline(row.idea)}](<${row.url}>)`, '');
    parts.push(`- Published: ${row.published}`);
    parts.push(`- Technology: ${inline(row.technology)}${row.industry ? ` · Industry: ${inline(row.industry)}` : ''}`);
    if (row.compositeScore) parts.push(`- Composite score: ${row.compositeScore}/10`);
    if (row.businessModel) parts.push(`- Business model: ${inline(row.businessModel)}`);
    if (row.paperTitle) parts.push(`- Paper: ${row.paperUrl ? `[${inline(row.paperTitle)}](<${row.paperUrl}>)` : inline(row.paperTitle)} (${row.paperRead ? 'read' : 'unread'})`);
    parts.push(`- Your tags: ${row.tags.length ? row.tags.map(inline).join(', ') : 'none'}`);
    if (row.note) parts.push('', ...row.note.split(/\r?\n/).map((line) => `> ${line.replace(/[<>]/g, '\\$&')}`));
    parts.push('');
  }
  return parts.join('\n');
}
