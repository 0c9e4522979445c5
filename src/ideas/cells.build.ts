/**
 * Turns raw gviz cell values into typed field values. Each reader returns undefined for an empty cell
 * and throws CellError for a value it cannot use, so the caller can drop just that field with a warning.
 * Pure; build-time only.
 */
export class CellError extends Error {
  override name = 'CellError';
}

export function readText(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return cleanText(value).trim() || undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new CellError(`expected text, got ${typeof value}`);
}

/** CR LF and lone CR, and the controls that also end a line (vertical tab, form feed, NEL U+0085). */
const LINE_BREAK = /\r\n?|[\v\f\u0085]/g;

/**
 * C0 controls other than tab and new line, DEL and the C1 controls: invisible, and not allowed in XML 1.0
 * (C0) or an escape-sequence hazard in terminals (C0 and C1). Then the bidi embeddings, overrides and
 * isolates (U+202A-U+202E, U+2066-U+2069), which reorder the text that follows them: U+202E shows 'gnp.exe'
 * as 'exe.png'. The marks (LRM U+200E, RLM U+200F, ALM U+061C) stay: they have no scope and only set the
 * direction of the neutral characters next to them, so they cannot reverse a run of letters, and
 * mixed-direction names and titles need them to display right. And Unicode's noncharacters (U+FFFE, U+FFFF,
 * U+FDD0-U+FDEF and the last two of every plane), which no text may carry: U+FFFE is a byte-order mark read
 * backwards, and XML and some parsers refuse or mangle them.
 */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const HIDDEN_CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\p{Noncharacter_Code_Point}]/gu;

/**
 * Sheet text as every output may show it: line breaks as '\n', hidden controls removed. Applied once, to
 * every cell read here, so pages, images, open data, emails and feeds need not each strip them.
 */
export function cleanText(text: string): string {
  return text.replace(LINE_BREAK, '\n').replace(HIDDEN_CONTROL, '');
}

const BULLET = /^(?:[-•*–]\s+|\d+[.)]\s+)/;

/** List fields: items separated by semicolons or new lines; bullets and numbering are dropped. */
export function readList(value: unknown): string[] | undefined {
  const text = readText(value);
  if (text === undefined) return undefined;
  const items = text
    .split(/[;\n]/)
    .map((item) => item.trim().replace(BULLET, '').trim())
    .filter(Boolean);
  return items.length > 0 ? items : undefined;
}

/** Tags: a comma list; a leading '#' is dropped and duplicates (ignoring case) are removed. */
export function readTags(value: unknown): string[] | undefined {
  const text = readText(value);
  if (text === undefined) return undefined;
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim().replace(/^#+/, '').trim();
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags.length > 0 ? tags : undefined;
}

/** Numbers may arrive as numbers or as text ("7", "7.5", "8/10"). */
export function readNumber(value: unknown): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new CellError(`not a finite number`);
    return value;
  }
  const text = readText(value);
  if (text === undefined) return undefined;
  const match = /^(-?\d+(?:[.,]\d+)?)(?:\s*\/\s*10)?$/.exec(text);
  if (!match?.[1]) throw new CellError(`"${truncate(text)}" is not a number`);
  return Number(match[1].replace(',', '.'));
}

const GVIZ_DATE = /^Date\((\d{4}),\s*(\d{1,2}),\s*(\d{1,2})(?:,[\d,\s]*)?\)$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T\s].*)?$/;

/** Dates as gviz sends them, `Date(2025,5,1)` with a 0-based month, or ISO text; returns YYYY-MM-DD. */
export function readDate(value: unknown): string | undefined {
  const text = readText(value);
  if (text === undefined) return undefined;
  const gviz = GVIZ_DATE.exec(text);
  if (gviz) return isoDate(Number(gviz[1]), Number(gviz[2]) + 1, Number(gviz[3]), text);
  const iso = ISO_DATE.exec(text);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]), text);
  throw new CellError(`"${truncate(text)}" is not a date (expected Date(y,m,d) or YYYY-MM-DD)`);
}

function isoDate(year: number, month: number, day: number, source: string): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new CellError(`"${truncate(source)}" is not a real calendar date`);
  }
  return date.toISOString().slice(0, 10);
}

/** Only http(s) links are ever rendered; anything else (javascript:, data:, relative) is refused. */
export function readHttpUrl(value: unknown): string | undefined {
  const text = readText(value);
  if (text === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new CellError(`"${truncate(text)}" is not a link`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CellError(`"${truncate(text)}" is not an http(s) link`);
  }
  return url.href;
}

const ARXIV_HOSTS = /(^|\.)(arxiv\.org|alphaxiv\.org|huggingface\.co)$/;
const NEW_STYLE_ID = /(?:^|[/:])(\d{4}\.\d{4,5})(?:v\d+)?(?:\.pdf)?(?:$|[/?#])/;
const OLD_STYLE_ID = /(?:^|[/:])([a-z-]+(?:\.[A-Z]{2})?\/\d{7})(?:v\d+)?(?:\.pdf)?(?:$|[/?#])/;

/** arXiv id from a paper link: new style 2501.01234 (version suffix dropped) or old style cs/0112017. */
export function arxivIdFromUrl(link: string | undefined): string | undefined {
  if (!link) return undefined;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  if (!ARXIV_HOSTS.test(url.hostname)) return undefined;
  const path = url.pathname;
  return NEW_STYLE_ID.exec(path)?.[1] ?? OLD_STYLE_ID.exec(path)?.[1];
}

function truncate(text: string, length = 40): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}
