/**
 * Helpers of the legal pages: date wording and the table of contents. The facts live in LEGAL (config/constants.ts).
 */

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

/**
 * A legal page's sections, declared once as { id: title } in reading order: `toc` feeds the table of contents
 * and `section(id)` gives each LegalSection its id, title and number, so the two never drift apart.
 */
export function legalSections<const T extends Record<string, string>>(sections: T) {
  const ids = Object.keys(sections) as (keyof T & string)[];
  const toc: TocEntry[] = ids.map((id) => ({ id, title: sections[id]! }));
  const section = (id: keyof T & string) => ({ id, title: sections[id]!, number: ids.indexOf(id) + 1 });
  return { toc, section };
}
