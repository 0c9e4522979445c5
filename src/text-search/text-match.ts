/**
 * The query rule of word-search.ts for one text, without an index: every word occurs (as its term, joined
 * with a neighbour, begun while typed, or as a term the lexicon gives it) and every pair of a quoted phrase
 * occurs. The saved-search matcher and the workspace search use it, so they find exactly what discover
 * lists for the same query.
 * Ships to the browser; pure.
 */
import { baseForms, expansions, wordEntry } from '../language/lexicon.ts';
import { indexPairs, indexWords, lookedUp, matchesPrefix, parseQuery } from './normalize.ts';

/** Every lexicon key these queries' words are looked up by, so a job can fetch their blocks first. */
export function lexiconKeysOf(queries: readonly string[]): string[] {
  return [...new Set(queries.flatMap((query) => {
    const parsed = parseQuery(query);
    return parsed.words.flatMap((_, i) => lookedUp(parsed, i).flatMap(baseForms));
  }))];
}

/** A lexicon key's entry (src/language/lexicon.ts), null when the lexicon does not know it. */
export type LexiconLookup = (term: string) => string | null | undefined;

/** A text's terms and pairs of neighbouring terms, worked out once for testing it against many queries. */
export interface TextTerms {
  terms: ReadonlySet<string>;
  pairs: ReadonlySet<string>;
}

export const textTerms = (text: string): TextTerms => ({ terms: new Set(indexWords(text).map((word) => word.term)), pairs: new Set(indexPairs(text)) });

/**
 * A query's test for texts: parse once, test many (a text tested against many queries: its textTerms). Lines
 * of the text are its fields. With the lexicon, a word also occurs as the terms it stands for (doctor:
 * physician), as on discover.
 */
export function queryMatcher(query: string, lexicon?: LexiconLookup): (text: string | TextTerms) => boolean {
  const parsed = parseQuery(query);
  if (parsed.words.length === 0 && parsed.pairs.length === 0) return () => true;
  const standIns = parsed.words.map((_, i) => lookedUp(parsed, i).flatMap((text) => (lexicon ? expansions(wordEntry(lexicon, text) ?? '').map((expansion) => expansion.term) : [])));
  return (text) => {
    const { terms, pairs } = typeof text === 'string' ? textTerms(text) : text;
    const has = (term: string | undefined) => term !== undefined && (terms.has(term) || pairs.has(term));
    const wordsFound = parsed.words.every(
      (word, i) =>
        has(word.term) || has(parsed.joins[i - 1]) || has(parsed.joins[i]) || (word.prefix && [...terms].some((term) => matchesPrefix(term, word.text))) || standIns[i]!.some(has),
    );
    if (!wordsFound || parsed.pairs.length === 0) return wordsFound;
    return parsed.pairs.every((pair) => pairs.has(pair));
  };
}
