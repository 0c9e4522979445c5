/**
 * Search quality benchmark: hits@3 and MRR@10 of discover's Best-match search on the synthetic sheet
 * (default 10,000 ideas), over a judged set generated from the synthetic ideas themselves, the way a person
 * remembers one: the few heading words no other idea has together in its heading, tags or title; its arXiv
 * id as pasted (prefix, URL, version); a tag with such heading words; its paper's title; heading words with
 * a typo; an author's name typed without accents. Part of `npm run bench` (it reports numbers; no budget is
 * checked). On its own:
 *
 *   node scripts/bench-search-quality.ts [--size 10000]
 *
 * The synthetic authors have no accents, so the set gives some ideas' first author a surname that has them
 * (in the ideas searched here only, not in the sheet): combining marks ("Müller") and letters NFKD leaves
 * whole ("Søndergaard", "Łukasiewicz"), each queried as a person types it without them.
 * Which ideas are relevant is decided from the ideas' own fields, never from the engine: for a query drawn
 * from a heading, every idea with that same heading counts (the synthetic sheet repeats some headings).
 */
import { parseArgs } from 'node:util';
import { generateSheet, mulberry32 } from './generate-sheet.ts';
import { ideasFromSheet } from '../src/ideas/sheet.build.ts';
import type { Idea } from '../src/ideas/schema.ts';
import { buildDiscoverIndex } from '../src/discover/discover-index.build.ts';
import { searchNumbers } from '../src/discover/node-search.build.ts';
import type { SearchQualityResult } from './bench-results.ts';

/** Queries generated per kind (the name kinds are limited by their surname lists). */
const PER_KIND = 50;
/** MRR counts the first relevant idea among this many results. */
const MRR_DEPTH = 10;
const MAX_HEADING_WORDS = 4;

/** Surnames with combining marks; none of them, written plainly, is a synthetic surname. */
const ACCENTED = 'Müller Schröder Jürgens Köhler Böhm Dvořák Novotný Čapek Šimić Jović Wójcik Zieliński Åberg Östlund Björklund Lindström Nyström Sjögren Håkansson Sánchez Jiménez Domínguez Muñoz Ibáñez Peña Gómez Fernández Hernández Araújo Gonçalves Magalhães Brandão Lefèvre Lemaître Fréchet Benoît Çelik Öztürk Şahin Erdoğan Kovács Szabó Tóth Fülöp Hoàng Dương Rozière Défossez Leimkühler Rocktäschel'.split(' ');
/** Surnames with letters NFKD does not split, and how a person types them. */
const SPECIAL_LETTERS: readonly (readonly [string, string])[] = [
  ['Søndergaard', 'Sondergaard'], ['Ørsted', 'Orsted'], ['Løvland', 'Lovland'], ['Bjørnstad', 'Bjornstad'], ['Mørch', 'Morch'],
  ['Łukasiewicz', 'Lukasiewicz'], ['Małecki', 'Malecki'], ['Michałowski', 'Michalowski'], ['Wałęsa', 'Walesa'],
  ['Weiß', 'Weiss'], ['Strauß', 'Strauss'], ['Yıldız', 'Yildiz'], ['Kılıç', 'Kilic'], ['Aydın', 'Aydin'],
  ['Bærentsen', 'Baerentsen'], ['Sæther', 'Saether'], ['Guðmundsson', 'Gudmundsson'], ['Þórsson', 'Thorsson'],
];

const FUNCTION_WORDS = new Set('a an and are as at be by for from in into is it its no not of on or per so than that the their them they this to up via what when with without you your'.split(' '));

interface JudgedQuery {
  kind: string;
  query: string;
  /** Idea numbers any of which answers the query. */
  relevant: Set<number>;
}

const plainWords = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 1 && !FUNCTION_WORDS.has(word));
const plainAccents = (text: string) => text.normalize('NFKD').replace(/\p{M}+/gu, '');

/** Idea positions in a random order fixed by the seed: which ideas each kind draws its queries from. */
function shuffled(length: number, seed: number): number[] {
  const rng = mulberry32(seed);
  const order = Array.from({ length }, (_, index) => index);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

interface Surname {
  written: string;
  typed: string;
  kind: string;
}

/** Gives some ideas' first author one of `surnames`; returns the ideas and the queries naming them. */
function withSurnames(ideas: readonly Idea[], surnames: readonly Surname[]): { ideas: Idea[]; queries: JudgedQuery[] } {
  const renamed = new Map<number, Idea>();
  const queries: JudgedQuery[] = [];
  for (const position of shuffled(ideas.length, 6)) {
    const surname = surnames[queries.length];
    if (!surname) break;
    const idea = ideas[position]!;
    const first = idea.authors?.split(', ')[0];
    if (!first) continue;
    const names = first.split(' ');
    renamed.set(position, { ...idea, authors: idea.authors!.replace(first, [...names.slice(0, -1), surname.written].join(' ')) });
    queries.push({ kind: surname.kind, query: `${names[0]} ${surname.typed}`, relevant: new Set([idea.number]) });
  }
  return { ideas: ideas.map((idea, position) => renamed.get(position) ?? idea), queries };
}

/** A word without a plural or -ing/-ed ending, so the judge counts "banks" and "banking" as "bank" too. */
const root = (word: string) => (word.length > 4 ? word.replace(/(?:ing|ed|es|s)$/, '') : word);

/** The judged queries drawn from the ideas' headings, tags, titles and ids. */
function fieldQueries(ideas: readonly Idea[]): JudgedQuery[] {
  const headingKey = (idea: Idea) => plainWords(idea.heading).join(' ');
  const sameHeading = Map.groupBy(ideas, headingKey);
  const sameTitle = Map.groupBy(ideas.filter((idea) => idea.title), (idea) => idea.title!.toLowerCase());
  // Where a person looks first: an idea is a rival for a query if all its words are in these fields.
  const prominent = ideas.map((idea) => new Set(plainWords(`${idea.heading} ${idea.tags?.join(' ') ?? ''} ${idea.title ?? ''}`).map(root)));
  const withRoot = new Map<string, number>();
  for (const roots of prominent) for (const word of roots) withRoot.set(word, (withRoot.get(word) ?? 0) + 1);
  // Every word of every idea: a typo that spells one of them is a different word, not a typo.
  const vocabulary = new Set(ideas.flatMap((idea) => plainWords(Object.values(idea).join(' '))));

  /**
   * `given` words and the fewest of the heading's rarest words that no other idea has together in its
   * heading, tags or title (ideas with the same heading aside): the heading words in the heading's order, or
   * null when four are not enough.
   */
  function distinctWords(position: number, given: readonly string[] = []): string[] | null {
    const idea = ideas[position]!;
    const twins = new Set(sameHeading.get(headingKey(idea))!.map((twin) => twin.number));
    const surface = new Map<string, string>();
    for (const word of plainWords(idea.heading)) if (!surface.has(root(word))) surface.set(root(word), word);
    const candidates = [...surface.keys()].filter((word) => !given.map(root).includes(word)).sort((a, b) => withRoot.get(a)! - withRoot.get(b)!);
    let rivals = prominent.flatMap((roots, other) => (given.every((word) => roots.has(root(word))) ? [other] : []));
    for (let count = 1; count <= Math.min(MAX_HEADING_WORDS, candidates.length); count++) {
      rivals = rivals.filter((other) => prominent[other]!.has(candidates[count - 1]!));
      if (rivals.every((other) => twins.has(ideas[other]!.number))) {
        const chosen = new Set(candidates.slice(0, count));
        return [...surface].filter(([word]) => chosen.has(word)).map(([, written]) => written);
      }
    }
    return null;
  }

  const queries: JudgedQuery[] = [];
  const add = (kind: string, seed: number, make: (idea: Idea, position: number) => Omit<JudgedQuery, 'kind'> | null) => {
    let made = 0;
    for (const position of shuffled(ideas.length, seed)) {
      if (made === PER_KIND) break;
      const query = make(ideas[position]!, position);
      if (!query) continue;
      queries.push({ kind, ...query });
      made++;
    }
  };
  const headingTwins = (idea: Idea) => new Set(sameHeading.get(headingKey(idea))!.map((twin) => twin.number));

  add('heading words', 1, (idea, position) => {
    const words = distinctWords(position);
    return words && { query: words.join(' '), relevant: headingTwins(idea) };
  });
  const PASTED = [(id: string) => `arXiv:${id}`, (id: string) => `https://arxiv.org/abs/${id}`, (id: string) => `https://arxiv.org/pdf/${id}v2`, (id: string) => `arxiv.org/abs/${id}v1`];
  add('arXiv id as pasted', 2, (idea) => (idea.arxivId ? { query: PASTED[idea.number % PASTED.length]!(idea.arxivId), relevant: new Set([idea.number]) } : null));
  add('tag and heading words', 3, (idea, position) => {
    const heading = new Set(plainWords(idea.heading).map(root));
    const tag = idea.tags?.find((candidate) => plainWords(candidate).some((word) => !heading.has(root(word))));
    const words = tag ? distinctWords(position, plainWords(tag)) : [];
    if (!tag || !words || words.length === 0) return null;
    return { query: `${tag} ${words.join(' ')}`, relevant: new Set(sameHeading.get(headingKey(idea))!.filter((twin) => twin.tags?.includes(tag)).map((twin) => twin.number)) };
  });
  add('paper title', 4, (idea) => (idea.title ? { query: idea.title, relevant: new Set(sameTitle.get(idea.title.toLowerCase())!.map((twin) => twin.number)) } : null));
  add('heading words, one typo', 5, (idea, position) => {
    const words = distinctWords(position);
    // One letter dropped from the middle of a word of five or more letters: an edit distance of 1.
    const dropped = (word: string) => word.slice(0, word.length >> 1) + word.slice((word.length >> 1) + 1);
    const target = words?.find((word) => word.length >= 5 && /^\p{L}+$/u.test(word) && !vocabulary.has(dropped(word)));
    if (!words || !target) return null;
    return { query: words.map((word) => (word === target ? dropped(word) : word)).join(' '), relevant: headingTwins(idea) };
  });
  return queries;
}

/** The generated judged set and the ideas it is judged on (some first authors renamed, see the header). */
export function judgedSynthetic(size: number): { ideas: Idea[]; queries: JudgedQuery[] } {
  const sheetIdeas = ideasFromSheet(generateSheet({ ideas: size, seed: 42, endDate: '2026-11-20' }), { today: '2026-11-20' }).ideas;
  const named = withSurnames(sheetIdeas, [
    ...ACCENTED.map((written) => ({ written, typed: plainAccents(written), kind: 'author without accents' })),
    ...SPECIAL_LETTERS.map(([written, typed]) => ({ written, typed, kind: 'author without ø, ł, ß, ı, æ, ð, þ' })),
  ]);
  return { ideas: named.ideas, queries: [...fieldQueries(named.ideas), ...named.queries] };
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

export function measureSearchQuality(size: number): SearchQualityResult {
  const { ideas, queries } = judgedSynthetic(size);
  const started = performance.now();
  const indexStarted = performance.now();
  buildDiscoverIndex(ideas);
  const indexBuildMs = Math.round(performance.now() - indexStarted);
  const scored = queries.map((q) => {
    const numbers = searchNumbers(ideas, q.query, MRR_DEPTH).numbers;
    const rank = numbers.findIndex((number) => q.relevant.has(number)) + 1;
    return { ...q, top: numbers.slice(0, 3), hit: rank >= 1 && rank <= 3, reciprocal: rank ? 1 / rank : 0 };
  });
  const summary = (rows: typeof scored) => ({ queries: rows.length, hitsAt3: round3(rows.filter((r) => r.hit).length / rows.length), mrr: round3(rows.reduce((sum, r) => sum + r.reciprocal, 0) / rows.length) });
  return {
    ideas: ideas.length,
    mrrDepth: MRR_DEPTH,
    ...summary(scored),
    kinds: [...Map.groupBy(scored, (r) => r.kind)].map(([kind, rows]) => ({ kind, ...summary(rows) })),
    misses: scored.filter((r) => !r.hit).slice(0, 10).map((r) => ({ kind: r.kind, query: r.query, relevant: [...r.relevant], top: r.top })),
    // The first query also builds and loads the index; the rest is search alone.
    ms: Math.round(performance.now() - started),
    indexBuildMs,
  };
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { size: { type: 'string', default: '10000' }, help: { type: 'boolean', default: false } } });
  if (values.help) {
    console.log('Usage: node scripts/bench-search-quality.ts [--size 10000]');
    process.exit(0);
  }
  console.log(JSON.stringify(measureSearchQuality(Number(values.size)), null, 2));
}
