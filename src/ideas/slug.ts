/**
 * Idea ids, slugs and addresses. Ships to the browser (the 404 resolver and islands build links).
 */
import { LIMITS } from '../config/constants/catalogue.ts';

export const IDEA_ID_PREFIX = 'idea-';
/** The slug of a pitch with no latin letters or digits. */
export const FALLBACK_SLUG = 'idea';
/** What every idea slug looks like (checked by the schema and the fuzz tests). */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function ideaId(number: number): string {
  return `${IDEA_ID_PREFIX}${number}`;
}

const IDEA_ID = new RegExp(`^${IDEA_ID_PREFIX}(\\d+)$`);

/** ideaId's inverse: 'idea-12' -> 12; anything else -> null. */
export function ideaNumber(id: string): number | null {
  const match = IDEA_ID.exec(id);
  return match ? Number(match[1]) : null;
}

/** The numbers of those of `ids` that are idea ids. */
export const ideaNumbers = (ids: readonly string[]): number[] => ids.map(ideaNumber).filter((number): number is number => number !== null);

/** Lower-case; '&' -> 'and'; runs of anything but a-z0-9 -> '-'; trimmed; at most 80 characters. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, LIMITS.slugMaxLength)
    .replace(/-+$/, '');
}

/** The canonical address: /idea/{slug}-{number}; a pitch with no latin letters or digits falls back to "idea". */
export function ideaPath(slug: string, number: number): string {
  return `/idea/${slug || FALLBACK_SLUG}-${number}`;
}

/**
 * The idea number a path tail under /idea/ names, by the rule of docs/spec/public-site.md#idea-detail-idea:
 * "...-{digits}" or "{digits}" or "idea-{digits}". Anything else names no idea.
 */
export function ideaNumberFromTail(tail: string): number | null {
  let clean: string;
  try {
    clean = decodeURIComponent(tail);
  } catch {
    return null;
  }
  clean = clean.replace(/\/+$/, '').replace(/\.html$/, '');
  const match = /(?:^|-)(\d+)$/.exec(clean);
  if (!match?.[1]) return null;
  const number = Number(match[1]);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}
