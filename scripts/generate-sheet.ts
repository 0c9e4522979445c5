/**
 * Deterministic synthetic sheet generator: writes a Google Sheets gviz response in exactly the bundled
 * sample's format (src/ideas/sample/sheet.gviz.txt) with N made-up ideas, for load tests and benchmarks.
 * Same arguments -> byte-identical output (seeded mulberry32; dates count back from a fixed end date).
 *
 *   node scripts/generate-sheet.ts --ideas 10000 --seed 42 --out bench/tmp/sheet-10000.gviz.txt
 *
 * This file writes the rows, cells and CLI; each idea's text comes from generate-sheet-prose.ts (phrase banks
 * in scripts/sheet-phrases.json, so it reads like analyst prose and substring search over it is meaningful)
 * and every draw from generate-sheet-random.ts. Row 1 is the instructions row (the site skips it); about
 * every 500th idea row is entirely blank, to exercise position-keeping ids.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import {
  INDUSTRY_BANKS,
  INDUSTRY_WEIGHTS,
  TECH_BANKS,
  TECH_WEIGHTS,
  authors,
  businessModel,
  challenges,
  commercialApplications,
  competitors,
  context,
  coreInnovation,
  coreInnovationOverview,
  description,
  majorBarriers,
  painPoints,
  pitch,
  potentialMarket,
  summary,
  tags,
  tamEstimate,
  title,
  validationPlan,
  whyItMatters,
} from './generate-sheet-prose.ts';
import { chance, cumulative, int, mulberry32, pick, weighted, type Rng } from './generate-sheet-random.ts';

export { INDUSTRY_VARIANTS, TECHNOLOGY_VARIANTS } from './generate-sheet-prose.ts';
export { mulberry32 } from './generate-sheet-random.ts';

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
  /**
   * The last this many rows are dated on the end date, as a weekday's new rows are (the rows before them are
   * the same as without it): the benchmark's "+20 ideas" update.
   */
  fresh?: number;
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

function ideaRow(rng: Rng, endMs: number, usedPaperIds: Set<string>, fresh: boolean): string {
  const t = TECH_BANKS[weighted(rng, TECH_WEIGHTS)]!;
  const i = INDUSTRY_BANKS[weighted(rng, INDUSTRY_WEIGHTS)]!;
  const c = context(rng, t, i);

  // Newer ideas are more frequent: half uniform over the window, half with linearly falling density.
  const u = rng();
  const spread = Math.min(DATE_WINDOW_DAYS - 1, Math.floor(DATE_WINDOW_DAYS * (chance(rng, 0.5) ? u : 1 - Math.sqrt(u))));
  const daysBack = fresh ? 0 : spread;
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
  const { ideas, seed = DEFAULT_SEED, endDate = DEFAULT_END_DATE, fresh = 0 } = options;
  if (!Number.isSafeInteger(ideas) || ideas < 0) throw new Error(`ideas must be a non-negative integer, got ${ideas}`);
  if (!Number.isSafeInteger(fresh) || fresh < 0) throw new Error(`fresh must be a non-negative integer, got ${fresh}`);
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
    parts.push(blankPositions.has(position) ? BLANK_ROW : ideaRow(rng, endMs, usedPaperIds, position > ideas - fresh));
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

const USAGE = `Usage: node scripts/generate-sheet.ts [--ideas N] [--seed S] [--end-date YYYY-MM-DD] [--fresh N] [--out FILE|-]

Writes a synthetic Google Sheets gviz response (same format as src/ideas/sample/sheet.gviz.txt).

  --ideas N            idea rows after the instructions row, ~1 in ${BLANK_ROW_EVERY} left blank (default 1000)
  --seed S             integer PRNG seed; same arguments give byte-identical output (default ${DEFAULT_SEED})
  --end-date DATE      newest idea date; ideas span the ${DATE_WINDOW_DAYS} days ending here (default ${DEFAULT_END_DATE})
  --fresh N            the last N idea rows are dated on the end date, as a weekday's new rows are (default 0)
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
      fresh: { type: 'string', default: '0' },
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
  const fresh = Number(values.fresh);
  if (!/^\d+$/.test(values.fresh) || !Number.isSafeInteger(fresh)) return usageError(`--fresh must be a non-negative integer, got "${values.fresh}"`);

  const started = performance.now();
  let text: string;
  try {
    text = generateSheet({ ideas, seed, endDate: values['end-date'], fresh });
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
