/**
 * The newsletter dialog's request, apart from the discover filters so that pages without a feed do not
 * load the filter code to listen for it. Ships to the browser.
 */
import { atom } from 'nanostores';

/** Set by /discover?newsletter=true; the newsletter dialog answers it and clears it. */
export const $newsletterRequested = atom(false);
