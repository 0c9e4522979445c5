/**
 * The synthetic sheet's text (scripts/generate-sheet.ts): one idea's prose, composed from per-technology and
 * per-industry phrase banks (data: scripts/sheet-phrases.json) so it reads like analyst prose and substring
 * search over it is meaningful.
 */
import { INDUSTRY_CATEGORIES, TECHNOLOGY_CATEGORIES } from '../src/ideas/categories.ts';
import { chance, cumulative, int, pick, pickOrdered, pickSome, weightedCount, type Rng } from './generate-sheet-random.ts';
import phrases from './sheet-phrases.json' with { type: 'json' };

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

export interface TechBank {
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

export interface IndustryBank {
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
export const TECH_BANKS: TechBank[] = TECHNOLOGY_CATEGORIES.map(({ name }) => ({ name, ...PHRASES.technologies[name] }));
export const TECH_WEIGHTS = cumulative(TECH_BANKS.map((bank) => bank.weight));
export const INDUSTRY_BANKS: IndustryBank[] = INDUSTRY_CATEGORIES.map(({ name }) => ({ name, ...PHRASES.industries[name] }));
export const INDUSTRY_WEIGHTS = cumulative(INDUSTRY_BANKS.map((bank) => bank.weight));

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

export interface Context {
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

export function context(rng: Rng, t: TechBank, i: IndustryBank): Context {
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

export function title(c: Context): string {
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

export function description(c: Context): string {
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

export function summary(c: Context): string {
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

export function potentialMarket(c: Context): string {
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

export function challenges(c: Context): string {
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

export function coreInnovationOverview(c: Context): string {
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

export function coreInnovation(c: Context): string {
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

export function whyItMatters(c: Context): string {
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

export function commercialApplications(c: Context): string {
  const { rng } = c;
  const count = weightedCount(rng, [0, 0, 0.15, 0.35, 0.5]);
  const items = new Set<string>([c.app]);
  const pool = [...c.i.apps, ...c.t.apps.map((prefix) => `${prefix} ${pick(rng, c.i.objects)}`)];
  for (const item of pickSome(rng, pool, count + 1)) if (items.size < count) items.add(item);
  return [...items].join('; ');
}

export function painPoints(c: Context): string {
  const count = weightedCount(c.rng, [0, 0, 0.2, 0.55, 0.25]);
  return c.customers
    .slice(0, count)
    .map((customer, index) => `${customer}: ${c.pains[index]}`)
    .join('; ');
}

export function tamEstimate(c: Context, year: number): string {
  const { rng } = c;
  const billions = (int(rng, 4, 120) / 10).toFixed(1);
  const segment = chance(rng, 0.4) ? `${pick(rng, c.t.segments)} for ${lowerFirst(c.customers[0]!)}` : `${c.domain} ${pick(rng, c.t.segments)}`;
  return `$${billions}B by ${year + int(rng, 3, 6)} (${segment})`;
}

export function competitors(c: Context): string {
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

export function majorBarriers(c: Context): string {
  const count = weightedCount(c.rng, [0, 0, 0.15, 0.55, 0.3]);
  return pickSome(c.rng, [...c.i.barriers, ...c.t.barriers], count).join('; ');
}

export function businessModel(c: Context): string {
  const { rng } = c;
  const pricing = pick(rng, PRICINGS);
  const scope = pricing.startsWith('Usage') || pricing.startsWith('Per-document') ? `per 1,000 ${c.objects[0]}` : `for ${lowerFirst(c.customers[0]!)}`;
  return `${pricing} ${scope}, plus ${pick(rng, ADDONS)}.`;
}

export function validationPlan(c: Context): string {
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

export function pitch(c: Context): string {
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

export function tags(c: Context): string {
  const count = weightedCount(c.rng, [0, 0, 0.15, 0.45, 0.3, 0.1]);
  const chosen = new Set(pickSome(c.rng, c.t.tags, Math.max(1, Math.floor(count / 2))));
  for (const tag of pickSome(c.rng, c.i.tags, c.i.tags.length)) if (chosen.size < count) chosen.add(tag);
  return [...chosen].join(', ');
}

export function authors(rng: Rng): string {
  const count = weightedCount(rng, [0, 0, 0.04, 0.06, 0.1, 0.14, 0.18, 0.22, 0.26]);
  const names: string[] = [];
  for (let index = 0; index < count; index++) {
    const middle = chance(rng, 0.3) ? ` ${pick(rng, INITIALS)}.` : '';
    names.push(`${pick(rng, FIRST_NAMES)}${middle} ${pick(rng, LAST_NAMES)}`);
  }
  if (count === 8 && chance(rng, 0.25)) return `${names.slice(0, 6).join(', ')}, et al.`;
  return names.join(', ');
}
