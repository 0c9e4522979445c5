/**
 * Helpers of the legal pages: date wording and the facts their Markdown names as {{placeholders}}. The facts
 * live in LEGAL (config/constants/legal.ts) and SITE (config/site.ts). Build-time.
 */
import { LEGAL } from '../../config/constants/legal.ts';
import { SITE } from '../../config/site.ts';

/** "2025-06-01" -> "June 1, 2025", independent of the build machine's time zone. */
export function formatLegalDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

export interface TocEntry {
  /** Fragment id of the section's h2. */
  id: string;
  title: string;
}

/** What src/content/legal/*.md may write as {{name}}. */
const FACTS: Record<string, string> = {
  siteName: SITE.name,
  studioName: SITE.studio.name,
  email: SITE.contactEmail,
  ideasPerWeek: String(SITE.ideasPerWeek),
  effectiveDate: formatLegalDate(LEGAL.effectiveDate),
  minimumAge: String(LEGAL.minimumAge),
  childrenUnder: String(LEGAL.childrenUnder),
  governingLaw: LEGAL.governingLaw,
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The text with each {{name}} replaced by its fact; `html` escapes the values and also reads the
 * placeholders Markdown percent-encodes inside link targets. An unknown name stops the build.
 */
export function fillFacts(text: string, { html = false } = {}): string {
  return text.replace(/\{\{(\w+)\}\}|%7B%7B(\w+)%7D%7D/g, (placeholder, plain?: string, encoded?: string) => {
    const value = FACTS[plain ?? encoded ?? ''];
    if (value === undefined) throw new Error(`Legal page: unknown placeholder ${placeholder}`);
    return html ? escapeHtml(value) : value;
  });
}
