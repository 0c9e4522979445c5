/**
 * Ships to the browser: where the newsletter form's "Read ..." link goes. The site's own archive opens in
 * the same tab; an archive elsewhere (PUBLIC_NEWSLETTER_ARCHIVE_URL) in a new one.
 */
export interface ArchiveLink {
  href: string;
  external: boolean;
}

/** `onSite`: the archive page the link means (the latest issue for the popup, the list of issues for the footer). */
export function archiveLink(override: string | undefined, onSite: string): ArchiveLink {
  return override ? { href: override, external: true } : { href: onSite, external: false };
}
