/**
 * Text -> index terms for related ideas and For you: lower-cased words without stop words and words every idea
 * here could use (src/language/words.ts), stemmed by Porter2, and two-word phrases, each term remembered with a
 * readable form. Pure; runs at build time, and in the browser for For you's shared terms (stem, through
 * src/ideas/term-vectors.ts).
 */
import { isGenericWord, stem } from '../language/words.ts';

const MIN_WORD_LENGTH = 3;

export { stem };

export interface TermOccurrence {
  /** Stemmed key: "hospit" style for words, "feder learn" style for phrases. */
  key: string;
  /** How a reader would say it: the first surface form seen ("federated learning"). */
  label: string;
}

/**
 * Words and two-word phrases of `text`. A phrase only joins words that stood next to each other, so
 * "learning, hospitals" never becomes a phrase across the comma or a removed stop word.
 */
export function terms(text: string): TermOccurrence[] {
  const out: TermOccurrence[] = [];
  for (const run of text.toLowerCase().split(/[^a-z0-9\s-]+|\s-\s/)) {
    let previous: TermOccurrence | null = null;
    for (const word of run.split(/[\s-]+/)) {
      if (word.length < MIN_WORD_LENGTH || isGenericWord(word) || /^\d+$/.test(word)) {
        previous = null;
        continue;
      }
      const current = { key: stem(word), label: word };
      out.push(current);
      if (previous) out.push({ key: `${previous.key} ${current.key}`, label: `${previous.label} ${current.label}` });
      previous = current;
    }
  }
  return out;
}
