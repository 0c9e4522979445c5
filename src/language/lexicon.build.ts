/**
 * Builds the lexicon's files (lexicon.ts) for one catalogue: every WordNet lemma, every category's other name
 * (src/ideas/category-other-names.build.ts) and every coined word and what it means (coined-words.build.ts), keyed as written, each with
 * the catalogue terms it can stand for. Build-time only.
 *
 * What a word stands for, from the commonest meaning of each part of speech (WordNet lists senses by how often
 * they were seen in text, so "doctor" is the physician, not the Doctor of the Church), its verb only when it
 * is nothing else:
 * - synonyms: the other words of that meaning (doctor: physician; lawyer: attorney);
 * - related: the broader meaning's name (lawyer: professional), its subject field (lawyer: law), and the
 *   adjectives of all these (law: legal; medical practitioner: medical). Derived forms are left out: Porter2
 *   already joins the close ones, and the far ones mislead (quantum: quantize).
 * Only terms the catalogue has are kept, and of those only terms at most MAX_SHARE of the ideas have: a
 * common word standing in for a rare one would make a query find half the catalogue (car: machine). A word
 * the catalogue already uses in OWN_SHARE of its ideas is found as itself only.
 */
import { createHash } from 'node:crypto';
import { codeVersion, keptName, keptResult } from '../built-files/build-cache.build.ts';
import { COINED_WORDS } from './coined-words.build.ts';
import { type LexiconLayout, lexiconEntry, lexiconFile } from './lexicon.ts';
import { isGenericWord } from './words.ts';
import { type Synset, wordNet } from './wordnet.build.ts';

const MAX_SHARE = 0.2;
/** A word in at least this share of the ideas stands for nothing else (see buildLexicon). */
const OWN_SHARE = 0.005;
/** A small catalogue keeps expansions found in this many ideas (a fifth of 64 ideas is 12). */
const MIN_DOCUMENT_CAP = 3;
/**
 * Raw JSON per block: about 1.2 KB gzip, so a query of two words, each with its block and their join's, adds
 * about 4 KB to a first search (budget 60 KB at 100,000 ideas). About 300 files, the same for any catalogue.
 */
const TARGET_BLOCK_CHARS = 8_000;
const ROOM_PER_ENTRY = 20;

export interface LexiconInput {
  /** Index term (or pair) -> in how many ideas it occurs. */
  documentFrequency: ReadonlyMap<string, number>;
  ideas: number;
  /** A lemma's index term: a word's stem, or the first pair of a phrase ("Legal & Compliance": "legal complianc"). */
  termOf(lemma: string): string | null;
  /** The key a typed word is looked up by: folded, a phrase written as one word ("health care": "healthcare"). */
  keyOf(lemma: string): string | null;
  /** The other names each category goes by, counted as its synonyms (src/ideas/category-other-names.build.ts). */
  otherNames: Readonly<Partial<Record<string, readonly string[]>>>;
  /**
   * Where what WordNet gives every lemma is kept for the next process that builds a lexicon (words.build.ts:
   * codeCacheDir), keyed by the project's code (codeVersion): only for the catalogue's own termOf, keyOf and
   * otherNames, which that code is.
   */
  keptIn?: string;
}

/** [key, synonyms, related] of every entry, sorted by key. */
type KeptTerms = [key: string, synonyms: string[], related: string[]][];

const KEPT_KIND = 'lexicon-terms';

export interface BuiltLexicon {
  layout: LexiconLayout;
  files: Map<string, string>;
}

interface Meaning {
  synonyms: Set<string>;
  related: Set<string>;
}

/**
 * Lemma -> the lemmas it stands for, from WordNet alone: the same for every catalogue, worked out once per termOf
 * (lexiconTerms keeps the result, and keptIn keeps it for the next process) and then let go: some 150,000 entries of
 * small sets that every garbage collection of the rest of a build would otherwise walk.
 */
function wordNetMeanings(): Map<string, Meaning> {
  const wn = wordNet();
  // Adjectives "pertaining to" a noun meaning (legal: law as jurisprudence), read from the noun's side: by
  // meaning, not by word, so "doctor" the physician does not take the adjectives of "doctor" the PhD.
  const adjectivesOf = new Map<number, string[]>();
  const isRelational = (word: string) =>
    wn.senses(word).some(({ part, offsets }) => part === 'adj' && offsets.some((offset) => wn.synset('adj', offset).pointers.some((pointer) => pointer.symbol === '\\')));
  const meanings = new Map<string, Meaning>();
  const all = [...wn.lemmas()];
  for (const lemma of all) {
    for (const { part, offsets } of wn.senses(lemma)) {
      if (part !== 'adj') continue;
      for (const offset of offsets) {
        const synset = wn.synset('adj', offset);
        const at = synset.words.indexOf(lemma) + 1;
        for (const pointer of synset.pointers) {
          if (pointer.symbol !== '\\' || pointer.part !== 'noun' || (pointer.source !== 0 && pointer.source !== at)) continue;
          adjectivesOf.set(pointer.offset, [...(adjectivesOf.get(pointer.offset) ?? []), lemma]);
        }
      }
    }
  }
  const lexicalTarget = (pointer: Synset['pointers'][number]) => {
    const target = wn.synset(pointer.part, pointer.offset);
    return pointer.target === 0 ? target.words[0]! : target.words[pointer.target - 1]!;
  };
  for (const lemma of all) {
    const synonyms = new Set<string>();
    const related = new Set<string>();
    // The noun meanings reached (the word's own, broader ones, subject fields): their adjectives are related too.
    const nouns = new Set<number>();
    // A noun's verb senses are mostly figures of speech (to doctor the books): the verb counts only for a verb alone.
    const senses = wn.senses(lemma).filter(({ part }) => part !== 'adv');
    const named = senses.some(({ part }) => part !== 'verb') ? senses.filter(({ part }) => part !== 'verb') : senses;
    for (const { part, offsets } of named) {
      const synset = wn.synset(part, offsets[0]!);
      if (part === 'noun') nouns.add(offsets[0]!);
      const at = synset.words.indexOf(lemma) + 1;
      for (const word of synset.words) if (word !== lemma) synonyms.add(word);
      for (const pointer of synset.pointers) {
        const lexical = pointer.source !== 0;
        if (lexical && pointer.source !== at) continue;
        if (pointer.part === 'noun' && pointer.symbol !== '+') nouns.add(pointer.offset);
        if (pointer.symbol === '@' || pointer.symbol === '@i') {
          const broader = wn.synset(pointer.part, pointer.offset).words[0]!;
          related.add(broader);
          // "medical practitioner": its relational adjective names the field.
          for (const word of broader.split(' ').slice(0, -1)) if (isRelational(word)) related.add(word);
        } else if (pointer.symbol === ';c' || pointer.symbol === '\\') {
          related.add(lexicalTarget(pointer));
        }
      }
    }
    for (const noun of nouns) for (const adjective of adjectivesOf.get(noun) ?? []) if (adjective !== lemma) related.add(adjective);
    meanings.set(lemma, { synonyms, related });
  }
  return meanings;
}

interface LemmaTerms {
  key: string;
  synonyms: string[];
  related: string[];
  /** The entry's JSON when the catalogue has none of its terms. */
  empty: string;
  /** termOf(key), worked out the first time a build asks (tokenizing and stemming add up over many small builds). */
  own?: string | null;
}

interface Prepared {
  entries: LemmaTerms[];
  /** Term -> the entries that name it. */
  byTerm: Map<string, number[]>;
  /**
   * The blocks, cut the same for every catalogue (sized with room for the terms an entry keeps), each with
   * its text when no entry in it names a catalogue term: most blocks of a small catalogue are that text.
   */
  blocks: { first: string; from: number; to: number; empty: string }[];
}

/** Every lemma's key and the terms of what it stands for, before any catalogue: the same for every build (one termOf, one otherNames). */
const prepared = new WeakMap<LexiconInput['termOf'], Prepared>();

/** Every lemma's key and the terms of what it stands for, sorted by key, one entry per key (a lemma and its phrase written as one word merged). */
function workedOutTerms({ termOf, keyOf, otherNames }: Pick<LexiconInput, 'termOf' | 'keyOf' | 'otherNames'>): KeptTerms {
  // Words of three letters or fewer stand in for nothing: WordNet's are mostly abbreviations ("doc", "md",
  // "dr.") that are other words in the catalogue ("API docs").
  const termsOf = (lemmas: Iterable<string>) => [...lemmas].filter((lemma) => lemma.replace(/\W/g, '').length > 3 && !isGenericWord(lemma)).map(termOf).filter((term) => term !== null);
  const byKey = new Map<string, { synonyms: string[]; related: string[] }>();
  const entryOf = (key: string) => {
    let entry = byKey.get(key);
    if (!entry) byKey.set(key, (entry = { synonyms: [], related: [] }));
    return entry;
  };
  for (const [lemma, meaning] of wordNetMeanings()) {
    const key = keyOf(lemma);
    // A number is itself: "12" in "k-12" is no dozen.
    if (key === null || key === '' || /^\d+$/.test(key)) continue;
    const entry = entryOf(key);
    if (isGenericWord(lemma)) continue;
    entry.synonyms.push(...termsOf(meaning.synonyms));
    entry.related.push(...termsOf(meaning.related));
  }
  const addSynonym = (name: string, term: string | null) => {
    const key = keyOf(name);
    if (key !== null && term !== null) entryOf(key).synonyms.push(term);
  };
  for (const [category, names] of Object.entries(otherNames)) for (const name of names ?? []) addSynonym(name, termOf(category));
  for (const [coined, meanings] of Object.entries(COINED_WORDS)) {
    for (const meaning of meanings) {
      addSynonym(coined, termOf(meaning));
      addSynonym(meaning, termOf(coined));
    }
  }
  return [...byKey]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, entry]) => {
      const own = termOf(key);
      const synonyms = new Set(entry.synonyms);
      if (own !== null) synonyms.delete(own);
      const related = [...new Set(entry.related)].filter((term) => term !== own && !synonyms.has(term));
      return [key, [...synonyms], related];
    });
}

/**
 * The name of the file the terms are kept in for the project's code as it is now: reading WordNet and walking
 * its 150,000 lemmas takes seconds, in every process that builds a lexicon.
 */
export const keptTermsName = (): string => keptName(KEPT_KIND, keptTermsKey());

const keptTermsKey = () => createHash('sha256').update(codeVersion()).digest('hex').slice(0, 16);

/** What every build's lexicon starts from (the same for one termOf, keyOf and otherNames), with its blocks. */
function lexiconTerms(input: Pick<LexiconInput, 'termOf' | 'keyOf' | 'otherNames' | 'keptIn'>): Prepared {
  let found = prepared.get(input.termOf);
  if (found) return found;
  const terms = input.keptIn === undefined ? workedOutTerms(input) : keptResult(input.keptIn, KEPT_KIND, keptTermsKey, () => workedOutTerms(input));
  const entries = terms.map(([key, synonyms, related]): LemmaTerms => ({ key, synonyms, related, empty: `${JSON.stringify(key)}:""` }));
  const byTerm = new Map<string, number[]>();
  entries.forEach((entry, index) => {
    for (const term of [...entry.synonyms, ...entry.related]) {
      const named = byTerm.get(term);
      if (named) named.push(index);
      else byTerm.set(term, [index]);
    }
  });
  const blocks: Prepared['blocks'] = [];
  let from = 0;
  let size = 0;
  const close = (to: number) => {
    blocks.push({ first: from === 0 ? '' : entries[from]!.key, from, to, empty: `{${entries.slice(from, to).map((entry) => entry.empty).join(',')}}` });
    from = to;
    size = 0;
  };
  entries.forEach((entry, index) => {
    if (size > TARGET_BLOCK_CHARS) close(index);
    // An entry keeps a few of its terms in a large catalogue: room for about two.
    size += entry.empty.length + Math.min(ROOM_PER_ENTRY, [...entry.synonyms, ...entry.related].reduce((sum, term) => sum + term.length + 1, 0)) + 1;
  });
  close(entries.length);
  found = { entries, byTerm, blocks };
  prepared.set(input.termOf, found);
  return found;
}

export function buildLexicon(input: LexiconInput): BuiltLexicon {
  const cap = Math.max(MIN_DOCUMENT_CAP, Math.floor(input.ideas * MAX_SHARE));
  const usable = (term: string) => {
    const df = input.documentFrequency.get(term);
    return df !== undefined && df <= cap;
  };
  // Written as JSON text directly, some 150,000 entries nearly all '': only the blocks holding an entry that
  // names one of the catalogue's terms are written anew.
  const { entries, byTerm, blocks } = lexiconTerms(input);
  // A word the catalogue itself uses often is found as itself: its stand-ins would add noise, and a round
  // trip to fetch their blocks (slow 4G: about 400 ms more for a first search).
  const commonFrom = Math.max(MIN_DOCUMENT_CAP, Math.ceil(input.ideas * OWN_SHARE));
  const common = (entry: LemmaTerms) => (input.documentFrequency.get((entry.own ??= input.termOf(entry.key)) ?? '') ?? 0) >= commonFrom;
  const named = new Uint8Array(entries.length);
  for (const term of input.documentFrequency.keys()) if (usable(term)) for (const index of byTerm.get(term) ?? []) named[index] = 1;
  const files = new Map<string, string>();
  blocks.forEach(({ from, to, empty }, block) => {
    if (!named.subarray(from, to).includes(1)) {
      files.set(lexiconFile(block), empty);
      return;
    }
    const parts = entries.slice(from, to).map((entry, offset) =>
      named[from + offset] && !common(entry) ? `${JSON.stringify(entry.key)}:${JSON.stringify(lexiconEntry(entry.synonyms.filter(usable), entry.related.filter(usable)))}` : entry.empty,
    );
    files.set(lexiconFile(block), `{${parts.join(',')}}`);
  });
  return { layout: { blocks: blocks.map((block) => block.first) }, files };
}
