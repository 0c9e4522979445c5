/** Document titles. Ships to the browser. */
import { SITE } from './site.ts';

export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE.name}` : `${SITE.defaultTitle} | ${SITE.name}`;
}
