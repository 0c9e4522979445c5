/**
 * How idea values read on screen: dates, scores, truncation, contact links. Pure.
 * Ships to the browser (discover and workspace cards use the same rules).
 */
import { FEEDBACK_SUBJECT, FALLBACK_TEXT, LIMITS } from '../config/constants/catalogue.ts';
import { SHORT_MONTHS } from '../config/calendar.ts';


/** "Jun 1, 2025" (MMM d, yyyy) from YYYY-MM-DD, independent of the reader's time zone. */
export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return `${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** What a missing score shows. */
export const MISSING_SCORE = '–';

/** Sub-scores as whole or half points ("8", "7.5"); missing as an en dash. */
export function formatScore(score: number | undefined): string {
  if (score === undefined) return MISSING_SCORE;
  return Number.isInteger(score) ? String(score) : score.toFixed(1);
}

/** The composite is always shown with one decimal. */
export function formatComposite(score: number | undefined): string {
  return score === undefined ? MISSING_SCORE : score.toFixed(1);
}

/** Breadcrumb label: the pitch cut to 25 characters plus '...'. */
export function breadcrumbLabel(heading: string): string {
  return heading.length > LIMITS.breadcrumbPitchLength ? `${heading.slice(0, LIMITS.breadcrumbPitchLength)}...` : heading;
}

/** Cuts text at a word boundary near `length`, adding an ellipsis. */
export function truncateText(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** /contact prefilled with the feedback subject and the idea title. */
export function feedbackHref(heading: string | undefined): string {
  const params = new URLSearchParams({ subject: FEEDBACK_SUBJECT, message: `Idea Title: ${heading || FALLBACK_TEXT.ideaTitle}` });
  return `/contact?${params.toString()}`;
}

export function arxivAbsUrl(arxivId: string): string {
  return `https://arxiv.org/abs/${arxivId}`;
}
