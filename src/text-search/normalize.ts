/**
 * The one text normalization of search: the discover index build, the query, the saved-search matcher and
 * the workspace search all read text through these functions, so a word means the same thing everywhere.
 * Ships to the browser; pure.
 *
 * - fold: Unicode NFKD with the combining marks removed, then lower case ("Rozière" -> "roziere");
 * - arXiv ids are one token, whatever the wrapping: "arXiv:2308.04079v2", "https://arxiv.org/pdf/2308.04079"
 *   and "2308.04079" are all "2308.04079" (old style: "cs/9605103");
 * - a hyphenated word is its parts and its joined form ("fine-tune": fine, tune, finetune); a query also tries
 *   each pair of adjacent words joined, so "fine tune", "fine-tune" and "finetune" meet;
 * - the Porter2 stemmer (src/language/words.ts) makes a word's forms one term ("hospitals", "hospital": "hospit");
 * - each two neighbouring terms of a line are also indexed as a pair ("drug discoveri"), so a quoted phrase
 *   is found by its pairs without the text itself.
 */

import { isQueryFiller, isStopWord, stem } from '../language/words.ts';

export { isStopWord, stem };

const FOLDS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** NFKD, combining marks removed, lower case; letters NFKD leaves whole (ß, ø, ł...) spelled plainly. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => FOLDS[letter]!);
}

const NEW_ID = String.raw`\d{4}\.\d{4,5}`;
const OLD_ID = String.raw`[a-z]+(?:-[a-z]+)?(?:\.[a-z]{2})?\/\d{7}`;
const ARXIV_WRAP = String.raw`(?:(?:https?:\/\/)?(?:www\.|export\.)?arxiv\.org\/(?:abs|pdf)\/|arxiv:\s*)?`;
/** An arXiv id (group 1) with what people paste around it, or a word (group 2), in folded text. */
const TOKEN = new RegExp(String.raw`${ARXIV_WRAP}(${NEW_ID}|${OLD_ID})(?:v\d+)?(?:\.pdf)?(?![\p{L}\p{N}])|([\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*(?:-[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*)*)`, 'gu');

/** One token of text: an arXiv id, or a word with its hyphenated parts (folded, not stemmed). */
export interface Token {
  /** The word with hyphens and apostrophes removed ("fine-tune" -> "finetune"), or the arXiv id. */
  joined: string;
  /** The parts of a hyphenated word; [joined] for any other token. */
  parts: string[];
  arxiv: boolean;
}

/** The tokens of a text, in order. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of foldText(text).matchAll(TOKEN)) {
    if (match[1]) {
      tokens.push({ joined: match[1], parts: [match[1]], arxiv: true });
      continue;
    }
    const parts = match[2]!
      .replace(/['’]/g, '')
      .split('-')
      .filter((part) => part !== '');
    tokens.push({ joined: parts.join(''), parts, arxiv: false });
  }
  return tokens;
}

/** The term of a token part: its stem, or the id itself. */
function termOf(word: string, arxiv: boolean): string {
  return arxiv ? word : stem(word);
}

/** A term of indexed text with the word it came from ("tun" from "tuning"): close matches show the word. */
export interface IndexedWord {
  term: string;
  word: string;
}

/**
 * What a text is indexed under, in order, stop words left out: each token's parts, and for a hyphenated
 * word also its joined form.
 */
export function indexWords(text: string): IndexedWord[] {
  const words: IndexedWord[] = [];
  const tokens = tokenize(text);
  tokens.forEach((token, index) => {
    for (const part of token.parts) if (!isStopWord(part)) words.push({ term: termOf(part, token.arxiv), word: part });
    if (token.parts.length > 1) words.push({ term: stem(token.joined), word: token.joined });
    if (isEtAl(tokens, index + 1)) words.push({ term: authorTerm(token.joined), word: token.joined });
  });
  return words;
}

/**
 * Two neighbouring terms as one key. A space never occurs in a term, and the leading one sorts pairs before
 * every term, so the blocks a word being typed reads (word-index.ts) hold no pairs.
 */
const pair = (first: string, second: string) => ` ${first} ${second}`;

/** The terms of a phrase or line in order: each token's parts, stop words left out. */
function phraseTerms(text: string): string[] {
  return tokenize(text).flatMap((token) => token.parts.filter((part) => !isStopWord(part)).map((part) => termOf(part, token.arxiv)));
}

/**
 * The one term a word or phrase is found by: a word's term, or a phrase's first pair of neighbouring terms
 * ("medical practitioner", "Legal & Compliance"); null when it has no word that counts.
 */
export function phraseTerm(text: string): string | null {
  const terms = phraseTerms(text);
  return terms.length === 0 ? null : terms.length === 1 ? terms[0]! : pair(terms[0]!, terms[1]!);
}

/** The lexicon's key of a word or phrase (src/language/lexicon.ts): folded, written as one word ("health care": "healthcare"). */
export function lexiconKey(text: string): string | null {
  const joined = foldText(text).replace(/[^\p{L}\p{N}]/gu, '');
  return joined === '' ? null : joined;
}

/**
 * The pairs of neighbouring terms in a text, line by line (a phrase never spans two fields): stop words are
 * skipped, so "state of the art" and "state-of-the-art" both hold "stat art".
 */
export function indexPairs(text: string): string[] {
  return text.split('\n').flatMap((line) => {
    const terms = phraseTerms(line);
    return terms.slice(1).map((term, i) => pair(terms[i]!, term));
  });
}

/**
 * A surname (a token, already folded and joined) as an author of the paper (search-text.ts indexes each
 * author's last name so): "Edge et al" finds Darren Edge's paper, not every idea about edge devices.
 * Unstemmed, and never a word of text: a word holds no space.
 */
export const authorTerm = (surname: string): string => `${surname} et al`;

/** Whether tokens[at] and tokens[at + 1] are "et al" (a citation's "Lewis et al."). */
const isEtAl = (tokens: readonly Token[], at: number) => at >= 0 && tokens[at]?.joined === 'et' && tokens[at + 1]?.joined === 'al';

/** One word of a query, as the index is asked for it. */
export interface QueryWord {
  /** The folded word as typed (hyphen-free part). */
  text: string;
  term: string;
  /** A surname before "et al": found only as an author's (authorTerm), never as another word. */
  author: boolean;
  /**
   * For the last word while it is being typed (the query does not end in a space or a quote) and is at least
   * PREFIX_MIN letters long: it also matches terms it begins ("agen": agent, agentic), see matchesPrefix.
   */
  prefix: boolean;
}

export interface ParsedQuery {
  words: QueryWord[];
  /** joins[i]: the term of words i and i+1 written as one ("fine tune" -> "finetun"), '' when that is one of them. */
  joins: string[];
  /** The neighbouring-term pairs of the quoted phrases: each must occur, so the phrase's words stand together. */
  pairs: string[];
}

const PREFIX_MIN = 4;

/** A query's words and phrases. An unclosed quote counts as no quote, so typing one changes nothing. */
export function parseQuery(query: string): ParsedQuery {
  const pairs = new Set<string>();
  const quotes = (query.match(/"/g) ?? []).length;
  const closed = quotes % 2 === 0 ? query : query.replace(/"(?=[^"]*$)/, ' ');
  for (const match of closed.matchAll(/"([^"]*)"/g)) for (const found of indexPairs(match[1]!.replace(/\n/g, ' '))) pairs.add(found);
  const lastOpen = !/[\s"]$/.test(closed);
  const tokens = tokenize(closed.replace(/"/g, ' '));
  const words: QueryWord[] = [];
  tokens.forEach((token, index) => {
    if (isEtAl(tokens, index + 1)) {
      words.push({ text: token.joined, term: authorTerm(token.joined), prefix: false, author: true });
      return;
    }
    if (isEtAl(tokens, index) || isEtAl(tokens, index - 1)) return;
    // "k-12", "e-commerce": a letter alone is no word, the whole is (the index holds every hyphenated word joined).
    const parts = token.parts.some((part) => part.length === 1) ? [token.joined] : token.parts;
    parts.forEach((part, p) => {
      if (isStopWord(part)) return;
      const last = lastOpen && index === tokens.length - 1 && p === parts.length - 1;
      words.push({ text: part, term: termOf(part, token.arxiv), prefix: last && part.length >= PREFIX_MIN, author: false });
    });
  });
  const meant = words.some((word) => !isQueryFiller(word.text)) ? words.filter((word) => !isQueryFiller(word.text)) : words;
  // A join that stems to one of its words ("higher ed": "higher") is no compound: '' (none).
  const joins = meant.slice(1).map((word, i) => {
    const join = stem(`${meant[i]!.text}${word.text}`);
    return join === meant[i]!.term || join === word.term ? '' : join;
  });
  return { words: meant, joins, pairs: [...pairs] };
}

/** What the lexicon is asked about for word i: the word as typed, and written as one with each neighbour ("legal tech": "legaltech"). */
export function lookedUp(parsed: ParsedQuery, i: number): string[] {
  const { words } = parsed;
  if (words[i]!.author) return [];
  const texts = [words[i]!.text];
  if (i > 0) texts.push(`${words[i - 1]!.text}${words[i]!.text}`);
  if (i + 1 < words.length) texts.push(`${words[i]!.text}${words[i + 1]!.text}`);
  return texts;
}

/**
 * Endings, as written, that Porter2 can take off a word ('tutori' is 'tutor' + the start of 'ing',
 * 'generati' is 'generat' + the start of 'ion').
 */
const ENDINGS = [
  'ing', 'ingly', 'ies', 'ied', 'ed', 'edly', 'es', 's', 'e', 'y', 'ly', 'ion', 'ions', 'ation', 'ational', 'ations', 'ator', 'ators',
  'ize', 'izes', 'izer', 'ization', 'ise', 'ism', 'ist', 'ists', 'ity', 'ities', 'ive', 'ives', 'ively', 'al', 'als', 'ally', 'ance', 'ence',
  'ences', 'er', 'ers', 'ic', 'ics', 'ical', 'able', 'ible', 'ant', 'ants', 'ent', 'ents', 'ement', 'ment', 'ments', 'ate', 'ates', 'ous',
  'ful', 'ness', 'fulness', 'less', 'logy', 'logies',
];

/**
 * Whether the term matches a word still being typed: the term begins with it ("agen": "agent"), or the word
 * is the term plus the start of an ending the stemmer removes ("tutori": "tutor", "runni": "run").
 */
export function matchesPrefix(term: string, word: string): boolean {
  // An author's term ("edge et al") is no word a typed word begins.
  if (term.includes(' ')) return false;
  if (term.startsWith(word)) return true;
  if (!word.startsWith(term) || term.length < 3) return false;
  let rest = word.slice(term.length);
  if (rest.length > 1 && rest[0] === term[term.length - 1]) rest = rest.slice(1);
  return ENDINGS.some((ending) => ending.startsWith(rest));
}

/** Terms a still-typed word can match lie in [word, word + '\uffff') or are one of these (shorter) prefixes of it. */
export function prefixCandidates(word: string): string[] {
  const out: string[] = [];
  for (let length = Math.max(3, word.length - 4); length < word.length; length++) out.push(word.slice(0, length));
  return out;
}
