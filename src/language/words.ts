/**
 * The words of English the site reads text with: the Porter2 (Snowball English) stemmer, a maintained stop-word
 * list, and the few words that say nothing on a site where every idea is an AI startup. Search (src/text-search/),
 * related ideas and For you (src/ideas/text-terms.ts) all stem and drop words through here, so a word means
 * the same thing everywhere. Ships to the browser; pure.
 */
import { stem as porter2 } from 'porter2';
import { eng } from 'stopword';

/**
 * Function words (the stopword package's English list) and citation and paste leftovers: "et al.", and
 * "arxiv" pasted before an id.
 */
const STOP_WORDS = new Set([...eng, 'et', 'al', 'arxiv', 'via', 'etc', 'vs']);

/**
 * Words every idea of this catalogue could say of itself ("an AI platform that helps teams use a model"):
 * they tell no idea from another, so they never make two ideas alike nor name why they are.
 */
const GENERIC_WORDS = new Set(
  (
    'ai artificial intelligence ml startup startups idea ideas tool tools platform platforms solution solutions service services ' +
    'system systems app apps software product products company companies business businesses team teams user users ' +
    'customer customers use used uses using help helps helping enable enables enabling provide provides providing ' +
    'allow allows make makes built build building based new novel approach method methods model models data ' +
    'one two three per across without within also just less every first single small large high low better faster fast cheap cheaper hours weeks days minutes'
  ).split(' '),
);

/**
 * Words that say only "on this site" or "this field" in a query ("AI for doctors", "startup ideas for
 * lawyers", "gaming industry"): left out when the query has other words, so they neither narrow nor rank.
 */
const QUERY_FILLERS = new Set(
  'ai startup startups idea ideas tool tools app apps platform platforms solution solutions software company companies industry industries sector sectors'.split(' '),
);

export function isQueryFiller(word: string): boolean {
  return QUERY_FILLERS.has(word);
}

/**
 * Stems already worked out: a catalogue's texts say a few tens of thousands of words millions of times (stemming
 * them anew was 3% of a weekday build's CPU at 30,000 ideas). Emptied when full, so it never grows past MAX_STEMS.
 */
const stems = new Map<string, string>();
const MAX_STEMS = 200_000;

/** Porter2's stem of a lower-case word; words with digits (ids, "gpt4", "3d") stay as they are. */
export function stem(word: string): string {
  let found = stems.get(word);
  if (found === undefined) {
    found = /\d/.test(word) ? word : porter2(word);
    if (stems.size >= MAX_STEMS) stems.clear();
    stems.set(word, found);
  }
  return found;
}

/** A function word, or a single letter. */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word) || (word.length === 1 && !/\d/.test(word));
}

/** A word that never explains a match: a stop word or a word every idea here could use. */
export function isGenericWord(word: string): boolean {
  return isStopWord(word) || GENERIC_WORDS.has(word);
}
