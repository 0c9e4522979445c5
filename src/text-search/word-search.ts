/**
 * Discover's text search over the split word index (word-index.ts), with close matches from its vocabulary.
 * The index is in segments (index-types.ts): a term's postings are its postings in each segment, their ranks
 * moved by the segment's offset, and its rarity is counted over them all, so the segments rank as one index.
 * Ships to the browser; the caller fetches the files `missing(query)` names, adds them, and asks again until
 * none is missing (a close match needs the vocabulary first, then the blocks of the words it found), then
 * runs the query.
 *
 * A query matches an idea when every word occurs in it, in any field, and every quoted phrase's pairs of
 * neighbouring terms occur. A word occurs when its term does, or the term of it joined with a neighbour
 * ("fine tune": "finetun"), or, for the word still being typed, a term it begins (normalize.ts matchesPrefix),
 * or a term the lexicon says it stands for (doctor: physician, medical; src/language/lexicon.ts), which
 * counts less than the word itself. A word the lexicon knows is a real word: it is never read as a typo.
 */
import { baseForms, expansions, isLexiconFile, type LexiconBlock, lexiconBlockOf, lexiconFile, lexiconLookup, wordEntry } from '../language/lexicon.ts';
import { lookedUp, matchesPrefix, type ParsedQuery, parseQuery, prefixCandidates, stem } from './normalize.ts';
import { decodePostings, type Postings } from './postings.ts';
import { blockOf, blocksWithPrefix, editDistance, editLimit, type SearchLayout, segmentFile, termRarity, vocabFiles, type WordBlock, wordFiles, MAX_IMPACT } from './word-index.ts';

/** How many close words a word without matches is widened to. */
const CLOSE_WORDS = 3;
/**
 * How many words of one query are read as typos at most: each scans a vocabulary file, and a query of made-up
 * words (an MCP request of 200 characters) would otherwise scan dozens. A person mistypes one or two.
 */
const MAX_TYPOS = 4;
/**
 * What a term standing in for a word weighs against the word itself: a word the typed letters begin
 * ("agen": agentic) or a close word. So "agent" ranks ideas with "agent" above those with only "agentic",
 * even where agentic is rarer.
 */
const STAND_IN_WEIGHT = 0.5;

export interface Correction {
  /** The word as typed (folded). */
  word: string;
  /** The catalogue's words it was read as, closest and commonest first. */
  to: string[];
}

export interface TextResult {
  /**
   * all: the ideas with every word and phrase (as itself or a term the lexicon gives it); close: none has
   * them, but some have every word once typos are read as the close words in `corrections`; partial:
   * neither, these ideas have some of the words.
   */
  kind: 'all' | 'close' | 'partial';
  /** Per rank, 1 if the idea is in the result. */
  matches: Uint8Array;
  /** Per rank: how well it matches (partial: the rarest words matched first). Higher is better. */
  scores: Float64Array;
  corrections: Correction[];
}

/**
 * What discover lists for a search: the ideas with every word, or none (close and partial matches are shown
 * apart). Null: no text filter. The saved-search matcher matches exactly these.
 */
export function listedMatches(result: TextResult | null): TextResult | null {
  return result && result.kind !== 'all' ? { ...result, matches: new Uint8Array(result.matches.length) } : result;
}

export interface TextSearch {
  /** Files the query reads that have not been added yet. */
  missing(query: string): string[];
  add(file: string, data: unknown): void;
  /** Null for a query with no words (no text filter). Only once missing(query) is empty. */
  run(query: string): TextResult | null;
}

/** For each query word, the terms that stand for it, each with its weight (the word's own: 1). */
type WordTerms = Map<string, number>[];

interface Corrected {
  terms: WordTerms;
  corrections: Correction[];
  /** The vocabulary files the close words come from, and the blocks of the close words. */
  files: string[];
}

/** File names are the manifest's: {segment}/{name}. */
export function createTextSearch(layout: SearchLayout): TextSearch {
  let offset = 0;
  const segments = layout.segments.map((segment) => {
    const placed = { ...segment, offset };
    offset += segment.count;
    return placed;
  });
  const count = offset;
  // The oldest segment holds most of the catalogue, so its commonest words are offered first as close words.
  const oldestFirst = [...segments].reverse();
  // Each keyed by its file's name, as missing() gives it.
  const blocks = new Map<string, WordBlock>();
  const vocab = new Map<string, { word: string; term: string }[]>();
  const lexicon = new Map<string, LexiconBlock>();
  const postings = new Map<string, Postings | null>();
  const blockFiles = (term: string) => segments.map((segment) => segmentFile(segment, wordFiles.block(blockOf(segment.words, term))));
  const lexiconLayout = { blocks: layout.lexicon.blocks };
  const lexiconFileOf = (key: string) => segmentFile(layout.lexicon, lexiconFile(lexiconBlockOf(lexiconLayout, key)));
  const lexiconEntry = lexiconLookup(lexiconLayout, (name) => lexicon.get(segmentFile(layout.lexicon, name)));

  /** The term's postings over every segment whose block has arrived; null when none has the term. */
  function postingsOf(term: string): Postings | null {
    let found = postings.get(term);
    if (found === undefined) {
      const parts = blockFiles(term).flatMap((file, i) => {
        const block = blocks.get(file);
        return block && Object.hasOwn(block, term) ? [{ offset: segments[i]!.offset, postings: decodePostings(block[term]!) }] : [];
      });
      found = parts.length === 0 ? null : joinPostings(parts);
      postings.set(term, found);
    }
    return found;
  }

  const prefixFiles = (text: string) => [
    ...segments.flatMap((segment) => blocksWithPrefix(segment.words, text).map((block) => segmentFile(segment, wordFiles.block(block)))),
    ...prefixCandidates(text).flatMap(blockFiles),
  ];

  function wordBlockFiles(parsed: ParsedQuery): string[] {
    const files = new Set<string>();
    const addBlocks = (term: string) => blockFiles(term).forEach((file) => files.add(file));
    parsed.words.forEach((word, i) => {
      addBlocks(word.term);
      for (const text of lookedUp(parsed, i)) for (const key of baseForms(text)) files.add(lexiconFileOf(key));
      if (word.prefix) for (const file of prefixFiles(word.text)) files.add(file);
    });
    for (const term of [...parsed.joins, ...parsed.pairs]) if (term !== '') addBlocks(term);
    return [...files];
  }

  /** The terms standing for each word that occur in the catalogue (the word's blocks loaded). */
  function wordTerms(parsed: ParsedQuery): WordTerms {
    return parsed.words.map((word, i) => {
      const terms = new Map<string, number>([[word.term, 1]]);
      const add = (term: string, weight: number) => terms.set(term, Math.max(terms.get(term) ?? 0, weight));
      if (i > 0 && parsed.joins[i - 1]) add(parsed.joins[i - 1]!, 1);
      if (parsed.joins[i]) add(parsed.joins[i]!, 1);
      if (word.prefix) {
        for (const file of new Set(prefixFiles(word.text))) for (const term of Object.keys(blocks.get(file) ?? {})) if (matchesPrefix(term, word.text)) add(term, STAND_IN_WEIGHT);
      }
      for (const { term, weight } of wordExpansions(parsed, i)) add(term, weight);
      for (const term of terms.keys()) if (postingsOf(term) === null) terms.delete(term);
      return terms;
    });
  }

  /** What the lexicon says word i stands for, alone and written as one with a neighbour ("legal tech": legaltech). */
  function wordExpansions(parsed: ParsedQuery, i: number) {
    return lookedUp(parsed, i).flatMap((text) => expansions(wordEntry(lexiconEntry, text) ?? ''));
  }

  /** The blocks of the terms the lexicon gives the words. */
  function expansionFiles(parsed: ParsedQuery): string[] {
    return parsed.words.flatMap((_, i) => wordExpansions(parsed, i).flatMap(({ term }) => blockFiles(term)));
  }

  /** The vocabulary files a word's close words are in: by the word's length and by its term's. */
  const closeFiles = (word: { text: string; term: string }) => [
    ...new Set(
      oldestFirst.flatMap((segment) =>
        [word.text.length, word.term.length].flatMap((length) => vocabFiles(segment.words, length, editLimit(word.text)).map((name) => segmentFile(segment, name))),
      ),
    ),
  ];

  /** Close words for a word with none of its own: the commonest within the fewest edits. */
  function closeTerms(word: { text: string; term: string }): { words: string[]; terms: string[] } {
    const limit = editLimit(word.text);
    if (limit === 0) return { words: [], terms: [] };
    let best: { word: string; term: string }[] = [];
    let bestDistance = limit + 1;
    for (const file of closeFiles(word)) {
      for (const entry of vocab.get(file) ?? []) {
        if (best.some((taken) => taken.word === entry.word)) continue;
        const distance = Math.min(editDistance(word.term, entry.term, bestDistance), editDistance(word.text, entry.word, bestDistance));
        if (distance < bestDistance) {
          bestDistance = distance;
          best = [];
        }
        if (distance === bestDistance && distance <= limit && best.length < CLOSE_WORDS) best.push(entry);
      }
    }
    return { words: best.map((entry) => entry.word), terms: [...new Set(best.map((entry) => entry.term))] };
  }

  /** Words with no term of their own that the lexicon does not know either: typos, read as close words. */
  const unmatched = (parsed: ParsedQuery, terms: WordTerms) =>
    terms.flatMap((list, i) => (list.size === 0 && !parsed.words[i]!.author && wordEntry(lexiconEntry, parsed.words[i]!.text) === null ? [i] : []));

  function score(parsed: ParsedQuery, terms: WordTerms, corrections: Correction[]): TextResult {
    const words = terms.length;
    const found = new Uint8Array(count);
    const scores = new Float64Array(count);
    const best = new Float64Array(count);
    // The ranks a word's terms reach, in the order met: the passes after a word's postings go over these, not
    // over the whole catalogue, and an idea with every word is among the ranks of the word that reaches fewest.
    // On a phone's first search a pass over 100,000 ranks is tens of milliseconds.
    const reached = new Int32Array(count);
    let fewest: Int32Array | null = null;
    for (const list of terms) {
      let length = 0;
      for (const [term, standsIn] of list) {
        const { ranks, impacts } = postingsOf(term)!;
        const idf = termRarity(ranks.length, count);
        const weight = standsIn / MAX_IMPACT;
        for (let i = 0; i < ranks.length; i++) {
          const rank = ranks[i]!;
          const value = idf * impacts[i]! * weight;
          if (value > best[rank]!) {
            if (best[rank] === 0) reached[length++] = rank;
            best[rank] = value;
          }
        }
      }
      for (let i = 0; i < length; i++) {
        const rank = reached[i]!;
        found[rank]!++;
        scores[rank]! += best[rank]!;
        best[rank] = 0;
      }
      if (!fewest || length < fewest.length) fewest = reached.slice(0, length);
    }
    const pairs = parsed.pairs.map((pair) => {
      const present = new Uint8Array(count);
      for (const rank of postingsOf(pair)?.ranks ?? []) present[rank] = 1;
      return present;
    });
    const matches = new Uint8Array(count);
    let any = false;
    const matchAll = (rank: number) => {
      if (found[rank] === words && pairs.every((present) => present[rank] === 1)) {
        matches[rank] = 1;
        any = true;
      }
    };
    if (fewest) for (const rank of fewest) matchAll(rank);
    else for (let rank = 0; rank < count; rank++) matchAll(rank);
    if (any) return { kind: corrections.length > 0 ? 'close' : 'all', matches, scores, corrections };
    // Partial: the ideas whose words tell most first, so a rare word ("fraud") outranks a common one
    // ("detection") and two common words ("small business") do not outrank the rare one ("accounting").
    // What the words an idea has tell is the sum of their squared rarity, worked out only here: most
    // searches have ideas with every word, and a first score at 100,000 ideas is a third shorter without it.
    // A pair of a phrase found counts as a word as rare as the rarest.
    const telling = new Float64Array(count);
    const rarest = best;
    for (const list of terms) {
      rarest.fill(0);
      for (const [term, standsIn] of list) {
        const { ranks, impacts } = postingsOf(term)!;
        const idf = termRarity(ranks.length, count);
        for (let i = 0; i < ranks.length; i++) {
          const value = idf * standsIn * Math.sqrt(impacts[i]! / MAX_IMPACT);
          if (value > rarest[ranks[i]!]!) rarest[ranks[i]!] = value;
        }
      }
      for (let rank = 0; rank < count; rank++) if (rarest[rank]! !== 0) telling[rank]! += rarest[rank]! ** 2;
    }
    for (const present of pairs) for (let rank = 0; rank < count; rank++) if (present[rank]) telling[rank]! += Math.log(count + 1) ** 2;
    for (let rank = 0; rank < count; rank++) {
      matches[rank] = telling[rank]! > 0 ? 1 : 0;
      scores[rank] = telling[rank]! * 1000 + scores[rank]!;
    }
    return { kind: 'partial', matches, scores, corrections };
  }

  function runQuery(query: string): TextResult | null {
    const parsed = parseQuery(query);
    if (parsed.words.length === 0 && parsed.pairs.length === 0) return null;
    const exact = score(parsed, wordTerms(parsed), []);
    if (exact.kind === 'all' || parsed.words.length === 0) return exact;
    const { terms, corrections } = corrected(query, parsed);
    return corrections.length > 0 ? score(parsed, terms, corrections) : exact;
  }

  // The last query's close words: the feed asks for missing files and results on every render.
  let lastCorrected: { query: string; found: Corrected } | null = null;

  function corrected(query: string, parsed: ParsedQuery): Corrected {
    if (lastCorrected?.query === query) return lastCorrected.found;
    const terms = wordTerms(parsed);
    const corrections: Correction[] = [];
    const files = new Set<string>(expansionFiles(parsed));
    for (const i of unmatched(parsed, terms).slice(0, MAX_TYPOS)) {
      const word = parsed.words[i]!;
      for (const file of closeFiles(word)) files.add(file);
      const close = closeTerms(word);
      if (close.terms.length === 0) continue;
      corrections.push({ word: word.text, to: close.words });
      for (const term of close.terms) for (const file of blockFiles(term)) files.add(file);
      terms[i] = new Map(close.terms.map((term) => [term, STAND_IN_WEIGHT]));
    }
    const found = { terms: terms.map((list) => new Map([...list].filter(([term]) => postingsOf(term) !== null))), corrections, files: [...files] };
    lastCorrected = { query, found };
    return found;
  }

  const loaded = (file: string) => blocks.has(file) || vocab.has(file) || lexicon.has(file);
  // The last query's result until a file arrives: the feed's results, its close matches and the typed text's
  // prefetch each ask for the same query, and at 100,000 ideas a run is most of a phone's frame budget.
  let lastRun: { query: string; result: TextResult | null } | null = null;

  return {
    missing(query) {
      const parsed = parseQuery(query);
      const first = wordBlockFiles(parsed).filter((file) => !loaded(file));
      if (first.length > 0) return first;
      return corrected(query, parsed).files.filter((file) => !loaded(file));
    },
    add(file, data) {
      lastCorrected = null;
      lastRun = null;
      const name = file.slice(file.lastIndexOf('/') + 1);
      if (name.startsWith('vocab-')) vocab.set(file, (data as string[]).map((word) => ({ word, term: stem(word) })));
      else if (isLexiconFile(name)) lexicon.set(file, data as LexiconBlock);
      else {
        blocks.set(file, data as WordBlock);
        // A term looked for before this block arrived was recorded without this segment's postings.
        postings.clear();
      }
    },
    run(query) {
      if (lastRun?.query !== query) lastRun = { query, result: runQuery(query) };
      return lastRun.result;
    },
  };
}

/** Segments' postings as one list: their ranks, moved by their offsets, follow one another. */
function joinPostings(parts: readonly { offset: number; postings: Postings }[]): Postings {
  if (parts.length === 1 && parts[0]!.offset === 0) return parts[0]!.postings;
  const length = parts.reduce((sum, part) => sum + part.postings.ranks.length, 0);
  const ranks = new Int32Array(length);
  const impacts = new Uint8Array(length);
  let at = 0;
  for (const { offset, postings } of parts) {
    for (let i = 0; i < postings.ranks.length; i++) ranks[at + i] = postings.ranks[i]! + offset;
    impacts.set(postings.impacts, at);
    at += postings.ranks.length;
  }
  return { ranks, impacts };
}
