/**
 * When the search box's text has its search files fetched, ahead of the debounce that applies it. Ships to
 * the browser.
 */
import { LIMITS } from '../config/constants/catalogue.ts';

/**
 * How long after the text changed from `previous` to `next` its files are fetched. A keystroke adds or
 * removes one character, and more keystrokes usually follow: the pause keeps a quick typist from fetching
 * the files of every prefix. Text that arrives whole (pasted, dropped, a keyboard's suggested word, a value
 * filled in) is not being typed: waiting would only delay its first results.
 */
export function searchPrefetchDelay(previous: string, next: string): number {
  return Math.abs(next.length - previous.length) > 1 ? 0 : LIMITS.searchPrefetchMs;
}
