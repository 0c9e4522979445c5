/**
 * BibTeX of ideas' source papers: one entry for /idea/{slug}-{n}.bib, a file of many for the workspace's
 * export. Standard BibTeX that Zotero, JabRef and bibtex itself read: @misc as arXiv exports it, authors
 * joined by 'and', the title in braces so styles keep its capitals, LaTeX's special characters escaped,
 * UTF-8 text. Pure; ships to the browser (the workspace builds its file from the ideas it has loaded).
 */
import { arxivAbsUrl } from '../ideas/format.ts';

/** What an idea knows of its paper; both the build's Idea and the workspace's SavedIdea have it. */
export interface CitedIdea {
  path: string;
  title?: string;
  authors?: string;
  paperUrl?: string;
  arxivId?: string;
}

/** A citation needs the paper's title: an idea without one has no BibTeX. */
export function hasCitation<T extends Pick<CitedIdea, 'title'>>(idea: T): idea is T & { title: string } {
  return idea.title !== undefined;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;

const LATEX_SPECIALS: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  $: '\\$',
  '&': '\\&',
  '%': '\\%',
  '#': '\\#',
  _: '\\_',
  '^': '\\textasciicircum{}',
  '~': '\\textasciitilde{}',
  // In LaTeX's default font encoding these three print as ¡, ¿ and an em dash.
  '<': '\\textless{}',
  '>': '\\textgreater{}',
  '|': '\\textbar{}',
};

/**
 * Text as LaTeX reads it back: specials escaped, so braces always balance; the ligatures TeX makes of
 * '--', "''", '``', ',,', '!`' and '?`' broken by an empty group; control characters and line breaks become spaces.
 */
export function bibtexText(text: string): string {
  return text
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001F\u007F\s]+/g, ' ')
    .trim()
    .replace(/[\\{}$&%#_^~<>|]/g, (char) => LATEX_SPECIALS[char]!)
    .replace(/([-'`,])(?=\1)|([!?])(?=`)/g, '$1$2{}');
}

/** A URL in a field read verbatim (url): only braces and backslashes could break the entry; they are percent-encoded. */
function bibtexUrl(url: string): string {
  return url.replace(/[{}\\\s]/g, encodeURIComponent);
}

/** "A, B; C and D, et al." -> ["A", "B", "C", "D", "others"]: the sheet writes authors as one list of "First Last" names. */
export function authorNames(authors: string): string[] {
  const names = authors
    .split(/\s*(?:[,;&]|\band\b)\s*/)
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
  return names.map((name) => (/^et\.? al\.?$/i.test(name) ? 'others' : name));
}

/** Year and month of an arXiv id: new style YYMM.NNNNN, old style archive/YYMMNNN. */
function arxivDate(arxivId: string): { year: number; month: number } | undefined {
  const match = /^(?:([a-z-]+(?:\.[A-Z]{2})?)\/)?(\d{2})(\d{2})/.exec(arxivId);
  if (!match) return undefined;
  const yy = Number(match[2]);
  const month = Number(match[3]);
  if (month < 1 || month > 12) return undefined;
  // Old-style ids start in 1991; new-style ids (no archive) in 2007.
  const year = match[1] && yy >= 91 ? 1900 + yy : 2000 + yy;
  return { year, month };
}

/** The archive an old-style id names (cs/0409058 -> cs); new-style ids do not carry it. */
function arxivPrimaryClass(arxivId: string): string | undefined {
  return /^([a-z-]+(?:\.[A-Z]{2})?)\//.exec(arxivId)?.[1];
}

const STOP_WORDS = new Set(['a', 'an', 'the', 'on', 'of', 'for', 'and', 'to', 'in', 'with', 'via', 'from', 'is', 'are', 'towards', 'toward']);

/** Lower-case ASCII words: keys must survive every BibTeX implementation. */
function keyWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/** Google Scholar's pattern: first author's last name, year, first significant title word ("asai2023selfrag"). */
function baseKey(idea: CitedIdea & { title: string }): string {
  const firstAuthor = idea.authors ? authorNames(idea.authors).find((name) => name !== 'others') : undefined;
  const lastName = keyWords(firstAuthor?.split(/\s+/).at(-1) ?? '').join('');
  const year = idea.arxivId ? (arxivDate(idea.arxivId)?.year ?? '') : '';
  const word = keyWords(idea.title).find((part) => !STOP_WORDS.has(part));
  const key = `${lastName}${year}${word ?? ''}`;
  return /^[a-z]/.test(key) ? key : `paper${key}`;
}

function field(name: string, value: string): string {
  return `  ${name} = {${value}},`;
}

/** One @misc entry; `ideaUrls` are the addresses of the ideas built on the paper (noted for the reader). */
export function bibtexEntry(idea: CitedIdea & { title: string }, key: string, ideaUrls: readonly string[]): string {
  const date = idea.arxivId ? arxivDate(idea.arxivId) : undefined;
  const primaryClass = idea.arxivId ? arxivPrimaryClass(idea.arxivId) : undefined;
  const url = idea.paperUrl ?? (idea.arxivId ? arxivAbsUrl(idea.arxivId) : undefined);
  const lines = [
    `@misc{${key},`,
    field('title', `{${bibtexText(idea.title)}}`),
    ...(idea.authors ? [field('author', authorNames(idea.authors).map(bibtexText).join(' and '))] : []),
    ...(date ? [field('year', String(date.year)), `  month = ${MONTHS[date.month - 1]},`] : []),
    ...(idea.arxivId ? [field('eprint', idea.arxivId), field('archivePrefix', 'arXiv')] : []),
    ...(primaryClass ? [field('primaryClass', primaryClass)] : []),
    ...(idea.arxivId ? [field('doi', `10.48550/arXiv.${idea.arxivId}`)] : []),
    ...(url ? [field('url', bibtexUrl(url))] : []),
    field('note', `${ideaUrls.length === 1 ? 'Startup idea' : 'Startup ideas'}: ${ideaUrls.map(bibtexText).join(', ')}`),
  ];
  return `${lines.join('\n').replace(/,$/, '')}\n}\n`;
}

/** The paper an idea cites, so that two ideas from one paper give one entry. */
function paperIdentity(idea: CitedIdea & { title: string }): string {
  return idea.arxivId ? `arxiv:${idea.arxivId}` : idea.paperUrl ? `url:${idea.paperUrl}` : `title:${keyWords(idea.title).join(' ')}`;
}

/**
 * A .bib file of the papers of `ideas`, in their order, each paper once with every idea built on it; ideas
 * whose paper has no title are left out. Keys are unique within the file (a second "smith2024deep" becomes
 * "smith2024deepb").
 */
export function bibtexFile(ideas: readonly CitedIdea[], site: URL): string {
  const papers = new Map<string, { idea: CitedIdea & { title: string }; ideaUrls: string[] }>();
  for (const idea of ideas) {
    if (!hasCitation(idea)) continue;
    const identity = paperIdentity(idea);
    const url = new URL(idea.path, site).href;
    const known = papers.get(identity);
    if (known) known.ideaUrls.push(url);
    else papers.set(identity, { idea, ideaUrls: [url] });
  }
  const used = new Set<string>();
  const entries = [...papers.values()].map(({ idea, ideaUrls }) => {
    const base = baseKey(idea);
    let key = base;
    for (let suffix = 1; used.has(key); suffix += 1) key = `${base}${suffixLetters(suffix)}`;
    used.add(key);
    return bibtexEntry(idea, key, ideaUrls);
  });
  return entries.join('\n');
}

/** 1 -> b, 2 -> c, ... 25 -> z, 26 -> ba: the first use of a key has no suffix, as in "2024a" styles. */
function suffixLetters(n: number): string {
  let text = '';
  let rest = n;
  do {
    text = String.fromCharCode(97 + (rest % 26)) + text;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return text;
}
