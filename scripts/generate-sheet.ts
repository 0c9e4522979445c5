/**
 * Deterministic synthetic sheet generator: writes a Google Sheets gviz response in exactly the bundled
 * sample's format (src/ideas/sample/sheet.gviz.txt) with N made-up ideas, for load tests and benchmarks.
 * Same arguments -> byte-identical output (seeded mulberry32; dates count back from a fixed end date).
 *
 *   node scripts/generate-sheet.ts --ideas 10000 --seed 42 --out bench/tmp/sheet-10000.gviz.txt
 *
 * Text is composed from per-technology and per-industry phrase banks (data: scripts/sheet-phrases.json) so
 * it reads like analyst prose and substring search over it is meaningful. Row 1 is the instructions row (the site skips it); about every
 * 500th idea row is entirely blank, to exercise position-keeping ids.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { INDUSTRY_CATEGORIES, TECHNOLOGY_CATEGORIES } from '../src/ideas/categories.ts';
import phrases from './sheet-phrases.json' with { type: 'json' };

export const DEFAULT_END_DATE = '2026-11-20';
export const DEFAULT_SEED = 1;
/** About one idea row in this many is entirely blank (all cells null). */
export const BLANK_ROW_EVERY = 500;
/** Ideas are dated over this many days ending on (and including) the end date. */
export const DATE_WINDOW_DAYS = 365;

export interface GenerateSheetOptions {
  /** Idea rows after the instructions row, blank rows included. */
  ideas: number;
  /** PRNG seed (any integer; used modulo 2^32). */
  seed?: number;
  /** Newest possible idea date, YYYY-MM-DD. */
  endDate?: string;
}

// ---------------------------------------------------------------------------------------------------
// Columns: labels, order and types copied from the bundled sample.

const COLUMNS: ReadonlyArray<readonly [label: string, type: 'string' | 'number' | 'date']> = [
  ['Research Paper Title', 'string'],
  ['Description', 'string'],
  ['Research Paper Link', 'string'],
  ['Chat Link', 'string'],
  ['Research Paper Authors', 'string'],
  ['Technologies', 'string'],
  ['Industries', 'string'],
  ['Tags', 'string'],
  ['Date', 'date'],
  ['Research Paper Summary', 'string'],
  ['Potential Market', 'string'],
  ['Challenges', 'string'],
  ['Core Innovation Overview', 'string'],
  ['Core Innovation of Research Paper', 'string'],
  ['Why It Matters', 'string'],
  ['Commercial Application', 'string'],
  ['Potential Customers & Pain Points', 'string'],
  ['Tam Estimate', 'string'],
  ['Competitors', 'string'],
  ['Technology Readiness Level', 'number'],
  ['Major Barriers', 'string'],
  ['Business Model', 'string'],
  ['Validation Plan', 'string'],
  ['Novelty', 'number'],
  ['Market Potential', 'number'],
  ['Feasibility', 'number'],
  ['Total Score', 'number'],
  ['Venture Opportunity One Liner Pitch', 'string'],
];

/** The sample's first row: guidance for editors, never published. */
const INSTRUCTIONS_ROW = [
  'EXAMPLE – instructions row, not published',
  '1–2 sentences describing the venture idea',
  'Full arXiv abstract URL, e.g. https://arxiv.org/abs/2305.18290',
  'alphaXiv link (optional)',
  'Comma-separated list; long lists may end with et al.',
  'One name from the Technologies list',
  'One name from the Industries list',
  '2–5 lowercase tags, comma-separated',
  'Publication date (M/D/YYYY)',
  '2–4 sentences, accurate to the paper',
  'One sentence',
  'One sentence',
  '2–3 sentences',
  '1–2 sentences',
  '1–2 sentences (optional)',
  'Semicolon-separated list',
  'Semicolon-separated list of Customer: pain point',
  'Dollar figure with year and scope',
  'Semicolon-separated list',
  'Number 1–9',
  'Semicolon-separated list',
  '1–2 sentences',
  'Semicolon-separated steps',
  'Integer 1–10',
  'Integer 1–10',
  'Integer 1–10',
  'Weighted score, one decimal',
  'One sentence, max ~110 characters',
];

// ---------------------------------------------------------------------------------------------------
// Phrase banks: data, in scripts/sheet-phrases.json. One bank per technology and per industry category,
// keyed by category name (the type below makes a missing or misspelled category a type error), plus the
// word lists every idea draws from.

type TechnologyName = (typeof TECHNOLOGY_CATEGORIES)[number]['name'];
type IndustryName = (typeof INDUSTRY_CATEGORIES)[number]['name'];

/**
 * A lower-case noun phrase (the method), what it does and what it achieves (both third person:
 * "activates only ...", "cuts ... by half"), and the metric it moves.
 */
interface Technique {
  method: string;
  how: string;
  benefit: string;
  metric: string;
}

interface TechBank {
  name: TechnologyName;
  /** Relative share of ideas in this category. */
  weight: number;
  techniques: Technique[];
  tasks: string[];
  /** What a startup would build, lower case, singular. */
  products: string[];
  benchmarks: string[];
  tags: string[];
  /** Market segment terms for the TAM estimate. */
  segments: string[];
  /** Application prefixes completed with an industry object ("Retrieval-grounded Q&A over" + "contracts"). */
  apps: string[];
  barriers: string[];
  vendors: string[];
  /** Off-list spellings the site must map back onto this category. */
  variants: string[];
}

interface IndustryBank {
  name: IndustryName;
  weight: number;
  /** Domain modifiers for buyers, segments and pitches ("healthcare", "clinical"): "clinical buyers". */
  domains: string[];
  /** Things the industry handles, plural, lower case. */
  objects: string[];
  /** Buyers, plural, sentence case. */
  customers: string[];
  pains: string[];
  apps: string[];
  incumbents: string[];
  barriers: string[];
  tags: string[];
  /** Who signs off, plural, lower case. */
  buyer: string;
  variants: string[];
}

type WordList = 'firstNames' | 'lastNames' | 'initials' | 'nameHeads' | 'nameTails' | 'startupTails' | 'titleAdjectives' | 'titleGerunds' | 'titleSettings' | 'titleNouns' | 'introVerbs' | 'secondaryEffects' | 'baselines' | 'artifacts' | 'components' | 'scaleFactors' | 'experts' | 'qualifiers' | 'outcomes' | 'costlyThings' | 'impacts' | 'legacy' | 'requirements' | 'features' | 'pricings' | 'addons' | 'manualBaselines' | 'businessMetrics' | 'numberWords';

interface SheetPhrases {
  technologies: Record<TechnologyName, Omit<TechBank, 'name'>>;
  industries: Record<IndustryName, Omit<IndustryBank, 'name'>>;
  words: Record<WordList, string[]>;
}

const PHRASES: SheetPhrases = phrases;

/** Banks in category order, named. */
const TECH_BANKS: TechBank[] = TECHNOLOGY_CATEGORIES.map(({ name }) => ({ name, ...PHRASES.technologies[name] }));
const TECH_WEIGHTS = cumulative(TECH_BANKS.map((bank) => bank.weight));
const INDUSTRY_BANKS: IndustryBank[] = INDUSTRY_CATEGORIES.map(({ name }) => ({ name, ...PHRASES.industries[name] }));
const INDUSTRY_WEIGHTS = cumulative(INDUSTRY_BANKS.map((bank) => bank.weight));

/** Off-list category spellings used by the generator, for tests: [raw sheet value, category it means]. */
export const TECHNOLOGY_VARIANTS: ReadonlyArray<readonly [string, string]> = TECH_BANKS.flatMap((bank) =>
  bank.variants.map((variant) => [variant, bank.name] as const),
);
export const INDUSTRY_VARIANTS: ReadonlyArray<readonly [string, string]> = INDUSTRY_BANKS.flatMap((bank) =>
  bank.variants.map((variant) => [variant, bank.name] as const),
);

const {
  firstNames: FIRST_NAMES,
  lastNames: LAST_NAMES,
  initials: INITIALS,
  nameHeads: NAME_HEADS,
  nameTails: NAME_TAILS,
  startupTails: STARTUP_TAILS,
  titleAdjectives: TITLE_ADJECTIVES,
  titleGerunds: TITLE_GERUNDS,
  titleSettings: TITLE_SETTINGS,
  titleNouns: TITLE_NOUNS,
  introVerbs: INTRO_VERBS,
  secondaryEffects: SECONDARY_EFFECTS,
  baselines: BASELINES,
  artifacts: ARTIFACTS,
  components: COMPONENTS,
  scaleFactors: SCALE_FACTORS,
  experts: EXPERTS,
  qualifiers: QUALIFIERS,
  outcomes: OUTCOMES,
  costlyThings: COSTLY_THINGS,
  impacts: IMPACTS,
  legacy: LEGACY,
  requirements: REQUIREMENTS,
  features: FEATURES,
  pricings: PRICINGS,
  addons: ADDONS,
  manualBaselines: MANUAL_BASELINES,
  businessMetrics: BUSINESS_METRICS,
  numberWords: NUMBER_WORDS,
} = PHRASES.words;

// ---------------------------------------------------------------------------------------------------
// Seeded randomness.

type Rng = () => number;

/** mulberry32: tiny, fast, good enough for synthetic data, and identical on every platform. */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function cumulative(weights: readonly number[]): number[] {
  let total = 0;
  return weights.map((weight) => (total += weight));
}

function weighted(rng: Rng, cumulativeWeights: readonly number[]): number {
  const target = rng() * cumulativeWeights[cumulativeWeights.length - 1]!;
  const index = cumulativeWeights.findIndex((limit) => target < limit);
  return index === -1 ? cumulativeWeights.length - 1 : index;
}

const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
const chance = (rng: Rng, probability: number) => rng() < probability;

/** k distinct items, in random order. */
function pickSome<T>(rng: Rng, items: readonly T[], k: number): T[] {
  const pool = items.slice();
  const count = Math.min(k, pool.length);
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(rng() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/** k distinct items, keeping their order in the list. */
function pickOrdered<T>(rng: Rng, items: readonly T[], k: number): T[] {
  const chosen = new Set(pickSome(rng, items.map((_, index) => index), k));
  return items.filter((_, index) => chosen.has(index));
}

// ---------------------------------------------------------------------------------------------------
// Text helpers.

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'from', 'in', 'of', 'on', 'or', 'the', 'to', 'via', 'with', 'under']);

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Lower-cases the first letter unless it starts an acronym or code ("HIPAA", "CISOs", "K-12"). */
function lowerFirst(text: string): string {
  return /^[A-Z](?:[a-z]|-[a-z])/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** English plural of a lower-case noun phrase ("evaluation harness" -> "evaluation harnesses"). */
const plural = (phrase: string) => (/(?:s|sh|ch|x)$/.test(phrase) ? `${phrase}es` : `${phrase}s`);

function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, index) => {
      if (index > 0 && SMALL_WORDS.has(word)) return word;
      return word
        .split('-')
        .map((part) => capitalise(part))
        .join('-');
    })
    .join(' ');
}

const article = (phrase: string) =>
  (/^[aeiou]/i.test(phrase) && !/^(?:uni|use|eu)/i.test(phrase)) || /^(?:LLM|SOP|MRO|HR|FDA|ESG|SKU)\b/.test(phrase) ? 'an' : 'a';

function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

// ---------------------------------------------------------------------------------------------------
// One idea.

interface Context {
  rng: Rng;
  t: TechBank;
  i: IndustryBank;
  name: string;
  method: string;
  method2: string;
  how: string;
  task: string;
  task2: string;
  product: string;
  benefit: string;
  metric: string;
  benchmarks: string[];
  objects: string[];
  customers: string[];
  pains: string[];
  app: string;
  domain: string;
  /** Distinct picks, so one text never repeats a phrase. */
  qualifiers: string[];
  outcomes: string[];
}

function context(rng: Rng, t: TechBank, i: IndustryBank): Context {
  const [technique, other] = pickSome(rng, t.techniques, 2) as [Technique, Technique];
  const tasks = pickSome(rng, t.tasks, 2);
  return {
    rng,
    t,
    i,
    name: systemName(rng),
    method: technique.method,
    method2: other.method,
    how: technique.how,
    task: tasks[0]!,
    task2: tasks[1]!,
    product: pick(rng, t.products),
    benefit: technique.benefit,
    metric: technique.metric,
    benchmarks: pickSome(rng, t.benchmarks, 3),
    objects: pickSome(rng, i.objects, 2),
    customers: pickSome(rng, i.customers, 4),
    pains: pickSome(rng, i.pains, 4),
    app: pick(rng, i.apps),
    domain: pick(rng, i.domains),
    qualifiers: pickSome(rng, QUALIFIERS, 3),
    outcomes: pickSome(rng, OUTCOMES, 2),
  };
}

function systemName(rng: Rng): string {
  const base = `${pick(rng, NAME_HEADS)}${pick(rng, NAME_TAILS)}`;
  const roll = rng();
  return roll < 0.08 ? `${base}-2` : roll < 0.12 ? `${base}++` : base;
}

function title(c: Context): string {
  const { rng } = c;
  switch (int(rng, 0, 7)) {
    case 0:
      return `${c.name}: ${pick(rng, TITLE_ADJECTIVES)} ${titleCase(c.task)} with ${titleCase(c.method)}`;
    case 1:
      return `${pick(rng, TITLE_GERUNDS)} ${titleCase(c.task)} with ${titleCase(c.method)}`;
    case 2:
      return `Towards ${pick(rng, TITLE_ADJECTIVES)} ${titleCase(c.task)} ${pick(rng, TITLE_SETTINGS)}`;
    case 3:
      return `${c.name}: ${titleCase(c.method)} for ${titleCase(c.task)}`;
    case 4:
      return `On the ${pick(rng, ['Limits', 'Robustness', 'Scaling Behavior', 'Reliability', 'Efficiency'])} of ${titleCase(c.method)}`;
    case 5:
      return `${c.name}: A ${pick(rng, TITLE_NOUNS)} for ${pick(rng, TITLE_ADJECTIVES)} ${titleCase(c.task)}`;
    case 6:
      return `When ${titleCase(c.method)} Meets ${titleCase(c.task2)}`;
    default:
      return `${titleCase(c.method)} Is ${pick(rng, ['All You Need', 'Enough', 'Not Enough', 'Secretly Simple'])} for ${titleCase(c.task)}`;
  }
}

function description(c: Context): string {
  const { rng } = c;
  const customers = lowerFirst(c.customers[0]!);
  let first: string;
  switch (int(rng, 0, 2)) {
    case 0:
      first = `${capitalise(c.product)} for ${customers} that uses ${c.method} for ${lowerFirst(c.app)}.`;
      break;
    case 1:
      first = `${capitalise(article(c.product))} ${c.product} for ${customers} that ${c.benefit}.`;
      break;
    default:
      first = `Applies ${c.method} to ${c.objects[0]}, giving ${customers} ${c.outcomes[0]}.`;
  }
  let second: string;
  switch (int(rng, 0, 2)) {
    case 0:
      second = `${c.customers[1]} get ${c.outcomes[1]} ${c.qualifiers[1]}.`;
      break;
    case 1:
      second = `It ships with ${joinAnd(pickSome(rng, FEATURES, 2))}.`;
      break;
    default:
      second = `The first buyers are ${c.i.buyer}.`;
  }
  return `${first} ${second}`;
}

function summary(c: Context): string {
  const { rng } = c;
  const [b1, b2, b3] = c.benchmarks as [string, string, string];
  const sentences: string[] = [];
  switch (int(rng, 0, 2)) {
    case 0:
      sentences.push(`${pick(rng, INTRO_VERBS)} ${c.name}, which applies ${c.method} to ${c.task}: it ${c.how}.`);
      break;
    case 1:
      sentences.push(`${pick(rng, INTRO_VERBS)} ${c.method} for ${c.task}; the system ${c.how}.`);
      break;
    default:
      sentences.push(`This paper studies ${c.task} and proposes ${c.name}, which ${c.how}.`);
  }
  switch (int(rng, 0, 2)) {
    case 0:
      sentences.push(`On ${b1} and ${b2}, it ${c.benefit} while ${pick(rng, SECONDARY_EFFECTS)}.`);
      break;
    case 1:
      sentences.push(`Experiments on ${joinAnd([b1, b2, b3])} show that it ${c.benefit}.`);
      break;
    default:
      sentences.push(`Across ${pick(rng, NUMBER_WORDS)} benchmarks including ${b1}, the method ${c.benefit} compared with ${pick(rng, BASELINES)}.`);
  }
  const extra = rng();
  if (extra < 0.3) {
    sentences.push(`The authors release ${pick(rng, ARTIFACTS)}.`);
  } else if (extra < 0.6) {
    sentences.push(`Ablations attribute most of the gain to ${pick(rng, COMPONENTS)}, and the approach transfers to ${c.task2} without retuning.`);
  } else if (extra < 0.9) {
    sentences.push(`In a study with ${int(rng, 12, 60)} ${pick(rng, EXPERTS)}, its outputs were preferred in ${int(rng, 58, 86)}% of comparisons.`);
  }
  return sentences.join(' ');
}

function potentialMarket(c: Context): string {
  const { rng } = c;
  const segment = pick(rng, c.t.segments);
  switch (int(rng, 0, 3)) {
    case 0:
      return `${c.customers[0]} spend heavily on manual work around ${c.objects[0]} and increasingly want ${plural(c.product)} that ${pick(rng, REQUIREMENTS)}.`;
    case 1:
      return `${capitalise(c.domain)} buyers are moving budget from manual handling of ${c.objects[0]} to software, with ${lowerFirst(c.customers[1]!)} leading adoption.`;
    case 2:
      return `Demand for ${c.domain} ${segment} is growing quickly as ${lowerFirst(c.customers[0]!)} look to cut the cost of ${lowerFirst(c.app)}.`;
    default:
      return `${c.customers[0]} handle ${c.objects[0]} at high volume yet still rely on ${pick(rng, LEGACY)}, which ${segment} can replace.`;
  }
}

function challenges(c: Context): string {
  const { rng } = c;
  const barrier = pick(rng, [...c.i.barriers, ...c.t.barriers]);
  switch (int(rng, 0, 2)) {
    case 0:
      return `${barrier} will slow adoption, so the ${c.product} must ${pick(rng, REQUIREMENTS)}.`;
    case 1:
      return `${c.customers[0]} are cautious buyers, and ${lowerFirst(barrier)} will lengthen early sales cycles.`;
    default:
      return `Quality must hold up on messy real-world ${c.objects[0]}, and ${lowerFirst(barrier)} will add friction to every deal.`;
  }
}

function coreInnovationOverview(c: Context): string {
  const { rng } = c;
  const first = `${c.name} ${c.how}.`;
  let second: string;
  switch (int(rng, 0, 2)) {
    case 0:
      second = `That design ${c.benefit} and scales cleanly with ${pick(rng, SCALE_FACTORS)}.`;
      break;
    case 1:
      second = `In practice it ${c.benefit}, which changes the economics of ${c.task}.`;
      break;
    default:
      second = `Unlike ${pick(rng, BASELINES)}, it does not depend on ${pick(rng, COSTLY_THINGS)}.`;
  }
  let third: string;
  switch (int(rng, 0, 2)) {
    case 0:
      third = `Applied to ${c.objects[0]}, it lets ${lowerFirst(c.customers[0]!)} handle ${lowerFirst(c.app)} ${c.qualifiers[2]}.`;
      break;
    case 1:
      third = `For ${lowerFirst(c.customers[0]!)}, that makes ${lowerFirst(c.app)} practical ${c.qualifiers[2]}.`;
      break;
    default:
      third = `Packaged as ${article(c.product)} ${c.product}, it turns ${c.objects[0]} into ${c.outcomes[1]}.`;
  }
  return `${first} ${second} ${third}`;
}

function coreInnovation(c: Context): string {
  const { rng } = c;
  switch (int(rng, 0, 2)) {
    case 0:
      return `${capitalise(c.method)} combined with ${c.method2} for ${c.task}.`;
    case 1:
      return `${capitalise(c.method)} that ${c.how}.`;
    default:
      return `${capitalise(article(c.method))} ${c.method} design that ${pick(rng, ['needs no extra labels', 'adds little overhead', 'works with off-the-shelf models', 'is simple to reproduce'])} and ${c.benefit}.`;
  }
}

function whyItMatters(c: Context): string {
  const { rng } = c;
  switch (int(rng, 0, 3)) {
    case 0:
      return `It turns ${lowerFirst(c.app)} from a months-long project into a routine capability.`;
    case 1:
      return `Tackling ${c.pains[0]} removes a costly bottleneck for ${lowerFirst(c.customers[0]!)}.`;
    case 2:
      return `Gains in ${c.metric} on ${c.objects[0]} translate directly into ${pick(rng, IMPACTS)}.`;
    default:
      return `A system that ${c.benefit} changes what ${lowerFirst(c.customers[1]!)} can afford to automate.`;
  }
}

function commercialApplications(c: Context): string {
  const { rng } = c;
  const count = weightedCount(rng, [0, 0, 0.15, 0.35, 0.5]);
  const items = new Set<string>([c.app]);
  const pool = [...c.i.apps, ...c.t.apps.map((prefix) => `${prefix} ${pick(rng, c.i.objects)}`)];
  for (const item of pickSome(rng, pool, count + 1)) if (items.size < count) items.add(item);
  return [...items].join('; ');
}

function painPoints(c: Context): string {
  const count = weightedCount(c.rng, [0, 0, 0.2, 0.55, 0.25]);
  return c.customers
    .slice(0, count)
    .map((customer, index) => `${customer}: ${c.pains[index]}`)
    .join('; ');
}

function tamEstimate(c: Context, year: number): string {
  const { rng } = c;
  const billions = (int(rng, 4, 120) / 10).toFixed(1);
  const segment = chance(rng, 0.4) ? `${pick(rng, c.t.segments)} for ${lowerFirst(c.customers[0]!)}` : `${c.domain} ${pick(rng, c.t.segments)}`;
  return `$${billions}B by ${year + int(rng, 3, 6)} (${segment})`;
}

function competitors(c: Context): string {
  const { rng } = c;
  const count = weightedCount(rng, [0, 0, 0.05, 0.2, 0.45, 0.3]);
  const names = new Set<string>();
  const startup = () => `${pick(rng, NAME_HEADS)}${pick(rng, STARTUP_TAILS)}${chance(rng, 0.4) ? ' AI' : ''}`;
  for (let attempt = 0; names.size < count && attempt < 20; attempt++) {
    const roll = rng();
    names.add(roll < 0.45 ? pick(rng, c.i.incumbents) : roll < 0.8 ? pick(rng, c.t.vendors) : startup());
  }
  return [...names].join('; ');
}

function majorBarriers(c: Context): string {
  const count = weightedCount(c.rng, [0, 0, 0.15, 0.55, 0.3]);
  return pickSome(c.rng, [...c.i.barriers, ...c.t.barriers], count).join('; ');
}

function businessModel(c: Context): string {
  const { rng } = c;
  const pricing = pick(rng, PRICINGS);
  const scope = pricing.startsWith('Usage') || pricing.startsWith('Per-document') ? `per 1,000 ${c.objects[0]}` : `for ${lowerFirst(c.customers[0]!)}`;
  return `${pricing} ${scope}, plus ${pick(rng, ADDONS)}.`;
}

function validationPlan(c: Context): string {
  const { rng } = c;
  const customers = lowerFirst(c.customers[0]!);
  const steps = [
    `Interview ${int(rng, 15, 40)} ${customers} about ${c.pains[0]}`,
    `Benchmark against ${pick(rng, MANUAL_BASELINES)} on ${int(rng, 2, 20) * 50} archived ${c.objects[0]}`,
    `Pilot with ${pick(rng, NUMBER_WORDS)} ${customers}`,
    `Run a shadow deployment for ${int(rng, 4, 12)} weeks`,
    `Measure ${pick(rng, BUSINESS_METRICS)} versus ${pick(rng, MANUAL_BASELINES)}`,
    `Review results with ${c.i.buyer}`,
    `Convert ${pick(rng, NUMBER_WORDS)} design partners to paid contracts`,
  ];
  return pickOrdered(rng, steps, weightedCount(rng, [0, 0, 0, 0.5, 0.4, 0.1])).join('; ');
}

function pitch(c: Context): string {
  const { rng } = c;
  for (let attempt = 0; attempt < 8; attempt++) {
    let text: string;
    switch (int(rng, 0, 4)) {
      case 0:
        text = `${c.app} for ${lowerFirst(c.customers[0]!)}, ${c.qualifiers[0]}`;
        break;
      case 1:
        text = `${capitalise(article(c.product))} ${c.product} that ${c.benefit}`;
        break;
      case 2:
        text = `Turn ${c.objects[0]} into ${c.outcomes[0]} ${c.qualifiers[1]}`;
        break;
      case 3:
        text = `${capitalise(c.domain)} ${c.product} that ${c.benefit}`;
        break;
      default:
        text = `Ending ${c.pains[0]} using ${c.method}`;
    }
    if (text.length >= 50 && text.length <= 110) return text;
  }
  return `${c.app} for ${lowerFirst(c.customers[0]!)}, built on ${c.method}`.slice(0, 110).trimEnd();
}

function tags(c: Context): string {
  const count = weightedCount(c.rng, [0, 0, 0.15, 0.45, 0.3, 0.1]);
  const chosen = new Set(pickSome(c.rng, c.t.tags, Math.max(1, Math.floor(count / 2))));
  for (const tag of pickSome(c.rng, c.i.tags, c.i.tags.length)) if (chosen.size < count) chosen.add(tag);
  return [...chosen].join(', ');
}

function authors(rng: Rng): string {
  const count = weightedCount(rng, [0, 0, 0.04, 0.06, 0.1, 0.14, 0.18, 0.22, 0.26]);
  const names: string[] = [];
  for (let index = 0; index < count; index++) {
    const middle = chance(rng, 0.3) ? ` ${pick(rng, INITIALS)}.` : '';
    names.push(`${pick(rng, FIRST_NAMES)}${middle} ${pick(rng, LAST_NAMES)}`);
  }
  if (count === 8 && chance(rng, 0.25)) return `${names.slice(0, 6).join(', ')}, et al.`;
  return names.join(', ');
}

/** A count drawn from probabilities indexed by count. */
function weightedCount(rng: Rng, probabilities: readonly number[]): number {
  return weighted(rng, cumulative(probabilities));
}

const TRL_WEIGHTS = cumulative([0, 1, 2, 4, 8, 16, 22, 25, 14, 8]);
const NOVELTY_WEIGHTS = cumulative([0, 0.5, 1, 3, 8, 17, 26, 24, 14, 5, 1.5]);
const MARKET_WEIGHTS = cumulative([0, 0.3, 0.7, 2, 5, 12, 22, 28, 19, 8, 3]);
const FEASIBILITY_WEIGHTS = cumulative([0, 0.3, 0.7, 1.5, 3, 8, 18, 28, 25, 12, 3.5]);

// ---------------------------------------------------------------------------------------------------
// Cells.

const NULL_CELL = 'null';
const textCell = (value: string | undefined) => (value === undefined ? NULL_CELL : `{"v":${JSON.stringify(value)}}`);
/** gviz writes whole numbers as 7.0 with format "7". */
const numberCell = (value: number) => `{"v":${Number.isInteger(value) ? `${value}.0` : String(value)},"f":"${value}"}`;
const dateCell = (year: number, monthIndex: number, day: number) =>
  `{"v":"Date(${year},${monthIndex},${day})","f":"${monthIndex + 1}/${day}/${year}"}`;
const BLANK_ROW = `{"c":[${Array(COLUMNS.length).fill(NULL_CELL).join(',')}]}`;

const DAY_MS = 86_400_000;

function parseEndDate(text: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (!match || new Date(ms).toISOString().slice(0, 10) !== text) throw new Error(`--end-date must be a real date as YYYY-MM-DD, got "${text}"`);
  return ms;
}

function ideaRow(rng: Rng, endMs: number, usedPaperIds: Set<string>): string {
  const t = TECH_BANKS[weighted(rng, TECH_WEIGHTS)]!;
  const i = INDUSTRY_BANKS[weighted(rng, INDUSTRY_WEIGHTS)]!;
  const c = context(rng, t, i);

  // Newer ideas are more frequent: half uniform over the window, half with linearly falling density.
  const u = rng();
  const daysBack = Math.min(DATE_WINDOW_DAYS - 1, Math.floor(DATE_WINDOW_DAYS * (chance(rng, 0.5) ? u : 1 - Math.sqrt(u))));
  const date = new Date(endMs - daysBack * DAY_MS);
  const year = date.getUTCFullYear();
  const monthIndex = date.getUTCMonth();

  // The paper predates the idea, usually by under two years.
  let paperId: string;
  do {
    const monthsBack = Math.floor(48 * rng() * rng());
    const paperMonth = year * 12 + monthIndex - monthsBack;
    const yymm = `${String(Math.floor(paperMonth / 12) % 100).padStart(2, '0')}${String((paperMonth % 12) + 1).padStart(2, '0')}`;
    paperId = `${yymm}.${String(int(rng, 1, 29_999)).padStart(5, '0')}`;
  } while (usedPaperIds.has(paperId));
  usedPaperIds.add(paperId);

  const technologyRoll = rng();
  const technology =
    technologyRoll < 0.005 ? 'uncategorized' : technologyRoll < 0.015 && t.variants.length > 0 ? pick(rng, t.variants) : t.name;
  const industryRoll = rng();
  const industry = industryRoll < 0.01 ? 'Others' : industryRoll < 0.02 && i.variants.length > 0 ? pick(rng, i.variants) : i.name;

  const novelty = weighted(rng, NOVELTY_WEIGHTS);
  const market = weighted(rng, MARKET_WEIGHTS);
  const feasibility = weighted(rng, FEASIBILITY_WEIGHTS);
  // Integer arithmetic so x.x5 always rounds half up (0.35*6 + 0.35*7 + 0.30*8 = 6.95 -> 7.0).
  const totalScore = Math.round((35 * novelty + 35 * market + 30 * feasibility) / 10) / 10;

  const cells = [
    textCell(title(c)),
    textCell(description(c)),
    textCell(`https://arxiv.org/abs/${paperId}`),
    textCell(chance(rng, 0.9) ? `https://www.alphaxiv.org/abs/${paperId}` : undefined),
    textCell(authors(rng)),
    textCell(technology),
    textCell(industry),
    textCell(tags(c)),
    dateCell(year, monthIndex, date.getUTCDate()),
    textCell(summary(c)),
    textCell(potentialMarket(c)),
    textCell(challenges(c)),
    textCell(coreInnovationOverview(c)),
    textCell(coreInnovation(c)),
    textCell(chance(rng, 0.95) ? whyItMatters(c) : undefined),
    textCell(commercialApplications(c)),
    textCell(chance(rng, 0.97) ? painPoints(c) : undefined),
    textCell(chance(rng, 0.97) ? tamEstimate(c, year) : undefined),
    textCell(chance(rng, 0.95) ? competitors(c) : undefined),
    numberCell(weighted(rng, TRL_WEIGHTS)),
    textCell(chance(rng, 0.97) ? majorBarriers(c) : undefined),
    textCell(chance(rng, 0.96) ? businessModel(c) : undefined),
    textCell(validationPlan(c)),
    numberCell(novelty),
    numberCell(market),
    numberCell(feasibility),
    numberCell(totalScore),
    textCell(chance(rng, 0.99) ? pitch(c) : undefined),
  ];
  return `{"c":[${cells.join(',')}]}`;
}

/** The whole gviz response text for a synthetic sheet. Pure and deterministic. */
export function generateSheet(options: GenerateSheetOptions): string {
  const { ideas, seed = DEFAULT_SEED, endDate = DEFAULT_END_DATE } = options;
  if (!Number.isSafeInteger(ideas) || ideas < 0) throw new Error(`ideas must be a non-negative integer, got ${ideas}`);
  if (!Number.isSafeInteger(seed)) throw new Error(`seed must be an integer, got ${seed}`);
  const endMs = parseEndDate(endDate);
  const rng = mulberry32(seed);
  // Blank rows come from their own stream so they do not shift with the idea text.
  const blankRng = mulberry32(seed ^ 0x5bd1e995);
  const blankPositions = new Set<number>();
  for (let start = 0; start < ideas; start += BLANK_ROW_EVERY) blankPositions.add(start + int(blankRng, 1, BLANK_ROW_EVERY));

  const cols = COLUMNS.map(
    ([label, type], index) => `{"id":${JSON.stringify(columnId(index))},"label":${JSON.stringify(label)},"type":"${type}"}`,
  );
  const sig = String(Math.floor(blankRng() * 2_000_000_000));
  const header =
    '/*O_o*/\ngoogle.visualization.Query.setResponse(' +
    `{"version":"0.6","reqId":"0","status":"ok","sig":"${sig}","table":{"cols":[${cols.join(',')}],"rows":[`;
  // One array joined once, so the result is a single flat string with no extra copies.
  const parts = [`${header}{"c":[${INSTRUCTIONS_ROW.map((text) => textCell(text)).join(',')}]}`];
  const usedPaperIds = new Set<string>();
  for (let position = 1; position <= ideas; position++) {
    parts.push(blankPositions.has(position) ? BLANK_ROW : ideaRow(rng, endMs, usedPaperIds));
  }
  parts[parts.length - 1] += '],"parsedNumHeaders":1}});';
  return parts.join(',');
}

/** Spreadsheet column letters: A..Z, AA, AB, ... */
function columnId(index: number): string {
  let id = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) id = String.fromCharCode(65 + ((n - 1) % 26)) + id;
  return id;
}

// ---------------------------------------------------------------------------------------------------
// CLI.

const USAGE = `Usage: node scripts/generate-sheet.ts [--ideas N] [--seed S] [--end-date YYYY-MM-DD] [--out FILE|-]

Writes a synthetic Google Sheets gviz response (same format as src/ideas/sample/sheet.gviz.txt).

  --ideas N            idea rows after the instructions row, ~1 in ${BLANK_ROW_EVERY} left blank (default 1000)
  --seed S             integer PRNG seed; same arguments give byte-identical output (default ${DEFAULT_SEED})
  --end-date DATE      newest idea date; ideas span the ${DATE_WINDOW_DAYS} days ending here (default ${DEFAULT_END_DATE})
  --out FILE           output file, parent folders created; '-' or omitted writes to stdout
  -h, --help           show this help

Example: node scripts/generate-sheet.ts --ideas 10000 --seed 42 --out bench/tmp/sheet-10000.gviz.txt`;

function parseCli(argv: string[]) {
  return parseArgs({
    args: argv,
    options: {
      ideas: { type: 'string', default: '1000' },
      seed: { type: 'string', default: String(DEFAULT_SEED) },
      'end-date': { type: 'string', default: DEFAULT_END_DATE },
      out: { type: 'string', default: '-' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  }).values;
}

function main(argv: string[]): number {
  let values: ReturnType<typeof parseCli>;
  try {
    values = parseCli(argv);
  } catch (error) {
    return usageError((error as Error).message);
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const ideas = Number(values.ideas);
  const seed = Number(values.seed);
  if (!/^\d+$/.test(values.ideas) || !Number.isSafeInteger(ideas)) return usageError(`--ideas must be a non-negative integer, got "${values.ideas}"`);
  if (!/^-?\d+$/.test(values.seed) || !Number.isSafeInteger(seed)) return usageError(`--seed must be an integer, got "${values.seed}"`);

  const started = performance.now();
  let text: string;
  try {
    text = generateSheet({ ideas, seed, endDate: values['end-date'] });
  } catch (error) {
    return usageError((error as Error).message);
  }
  const out = values.out;
  if (out === '-') {
    process.stdout.write(text);
    return 0;
  }
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, text);
  const ms = performance.now() - started;
  const mb = (Buffer.byteLength(text) / 1_048_576).toFixed(1);
  process.stderr.write(`Wrote ${out}: ${ideas} idea rows, ${mb} MB in ${ms.toFixed(0)} ms (seed ${seed}, end date ${values['end-date']})\n`);
  return 0;
}

function usageError(message: string): number {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  return 2;
}

if (import.meta.main) process.exitCode = main(process.argv.slice(2));
