/**
 * Ships to the browser: where the newsletter form's "Read ..." link goes. The site's own archive opens in
 * the same tab; an archive elsewhere (PUBLIC_NEWSLETTER_ARCHIVE_URL) in a new one.
 */
import { NEWSLETTER } from '../config/constants/engagement.ts';

export interface ArchiveLink {
  href: string;
  external: boolean;
  /**
   * Whether it opens one issue (the popup's latest issue, or an archive elsewhere, whose front page is its
   * latest), so "Read This Week's Venture Picks" can say so; the site's list of issues, which may have none
   * yet, is "Read Previous Newsletters".
   */
  latestIssue: boolean;
}

/** `onSite`: the archive page the link means (the latest issue for the popup, the list of issues for the footer). */
export function archiveLink(override: string | undefined, onSite: string): ArchiveLink {
  return override ? { href: override, external: true, latestIssue: true } : { href: onSite, external: false, latestIssue: onSite !== NEWSLETTER.archivePath };
}
