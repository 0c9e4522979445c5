/**
 * Ships to the browser; pure: the note that introduces the close or partial matches shown below an empty
 * search result.
 */
import { FEED_TEXT } from '../../config/constants/catalogue.ts';
import type { TextResult } from '../../text-search/word-search.ts';

/**
 * The search as the fallback's heading quotes it: “drug discovery”. A query of quoted phrases keeps them as
 * single quotes inside (“‘large language’ models”), never quotes within the same quotes.
 */
export function quotedSearch(search: string): string {
  const phrases = search.trim().replace(/"([^"]*)"/g, '‘$1’').replace(/"/g, '');
  return `“${/^‘[^‘’]*’$/.test(phrases) ? phrases.slice(1, -1) : phrases}”`;
}

/** What close or partial matches are: which words were read as which, or that not every word is in them. */
export function fallbackNote(text: TextResult): string {
  const readAs = text.corrections.map((correction) => `“${correction.to.join('”, “')}” for “${correction.word}”`).join('; ');
  if (text.kind === 'close') return `${FEED_TEXT.closeBody} ${readAs}.`;
  return readAs ? `${FEED_TEXT.partialBody} (${readAs}).` : `${FEED_TEXT.partialBody}.`;
}
