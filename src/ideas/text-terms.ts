/**
 * Text -> weighted index terms for "related ideas": lower-cased words without stop words, a light suffix
 * stemmer, and two-word phrases, each term remembered with a readable form. Pure; runs at build time, and
 * in the browser for For you's shared terms (stem, through src/ideas/term-vectors.ts).
 */

/**
 * English function words plus the boilerplate every pitch shares ("a platform that helps teams use AI");
 * such words would make every idea look related to every other and explain nothing.
 */
const STOP_WORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers him his how i if in into is it its itself just more most no nor not now of off on once only or other our out over own same she should so some such than that the their them then there these they this those through to too under until up very was we were what when where which while who whom why will with within without would you your ' +
    'ai based use used uses using via new novel approach method methods tool tools platform platforms solution solutions service services system systems help helps enable enables enabling provide provides allow allows make makes like one two three per across'
  ).split(' '),
);

const MIN_WORD_LENGTH = 3;

/**
 * Folds common English endings so that "hospitals"/"hospital" and "planning"/"planned"/"plan" meet. Deliberately
 * simple (no Porter): a predictable rule beats a clever one when the stem is never shown.
 */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return stem(word.slice(0, -1));
  if (word.length > 5 && word.endsWith('ing')) return undouble(word.slice(0, -3));
  if (word.length > 4 && word.endsWith('ed')) return undouble(word.slice(0, -2));
  // "preserve" must meet "preserved" and "preserving", which lost their e above.
  if (word.length > 4 && word.endsWith('e')) return word.slice(0, -1);
  return word;
}

function undouble(word: string): string {
  return /([b-df-hj-np-tv-z])\1$/.test(word) && !/(ll|ss|zz)$/.test(word) ? word.slice(0, -1) : word;
}

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
      if (word.length < MIN_WORD_LENGTH || STOP_WORDS.has(word) || /^\d+$/.test(word)) {
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
