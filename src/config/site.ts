/**
 * Site identity and navigation, read by astro.config.ts and the pages alike.
 * Ships to the browser (islands import nav and names): no secrets here.
 */
export const SITE = {
  name: 'Research Ventures',
  defaultTitle: 'Venture-Ready AI Startup Ideas',
  description:
    'Research Ventures turns new AI research papers into curated, scored startup ideas for founders, investors and innovation teams.',
  tagline: 'AI research, turned into venture-ready startup ideas.',
  ideasPerWeek: 20,
  studio: { name: 'Valoris Venture Studio' },
  contactEmail: 'hello@researchventures.ai',
  defaultOgImage: '/og/default.png',
  ogImageSize: { width: 1200, height: 630 },
} as const;

export interface NavLink {
  label: string;
  href: string;
  /** Hidden on the page it points to (docs/spec/public-site.md#header-and-footer hides Home on /). */
  hideOnSelf?: boolean;
}

export const NAV_LINKS: readonly NavLink[] = [
  { label: 'Home', href: '/', hideOnSelf: true },
  { label: 'Discover Ideas', href: '/discover' },
  { label: 'Workspace', href: '/workspace' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
];

export const FOOTER_LINKS: readonly NavLink[] = [
  { label: 'About', href: '/about' },
  { label: 'How Ideas Are Scored', href: '/scoring' },
  { label: 'Contact', href: '/contact' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms of Service', href: '/terms-of-service' },
];

/** Paths that never go into the sitemap or search engines (/compare: a reader's own selection, no content of its own; /oauth: an assistant's sign-in). */
export const PRIVATE_PATH_PREFIXES = ['/workspace', '/portfolio', '/webhook-trigger', '/auth', '/account', '/subscription', '/compare', '/oauth'] as const;

/** Pages kept out of the sitemap and marked noindex: private areas and error pages. */
export function isIndexablePath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (/^\/(404|idea-not-found)(\.html)?$/.test(path)) return false;
  return !PRIVATE_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
