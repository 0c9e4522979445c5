/**
 * The query rule of word-search.ts for one text, without an index: every word occurs (as its term, joined
 * with a neighbour, or begun while typed) and every pair of a quoted phrase occurs. The saved-search matcher
 * and the workspace search use it, so they find exactly what discover lists for the same query.
 * Ships to the browser; pure.
 */
import { indexPairs, indexWords, matchesPrefix, parseQuery } from './normalize.ts';

/** A query's test for texts: parse once, test many. Lines of the text are its fields. */
export function queryMatcher(query: string): (text: string) => boolean {
  const parsed = parseQuery(query);
  if (parsed.words.length === 0 && parsed.pairs.length === 0) return () => true;
  return (text) => {
    const terms = new Set(indexWords(text).map((word) => word.term));
    const has = (term: string | undefined) => term !== undefined && terms.has(term);
    const wordsFound = parsed.words.every(
      (word, i) => has(word.term) || has(parsed.joins[i - 1]) || has(parsed.joins[i]) || (word.prefix && [...terms].some((term) => matchesPrefix(term, word.text))),
    );
    if (!wordsFound || parsed.pairs.length === 0) return wordsFound;
    const pairs = new Set(indexPairs(text));
    return parsed.pairs.every((pair) => pairs.has(pair));
  };
}
