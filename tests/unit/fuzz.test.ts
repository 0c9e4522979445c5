// Property-based tests (fast-check) over everything that reads untrusted input: sheet text and cells,
// category names, ids and slugs, the discover search, filters and addresses, the workspace filters and the
// newsletter email validator.
// Arbitrary input never throws except the documented SheetError, and the outputs keep their invariants.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { INDUSTRY_CATEGORIES, normalizeIndustry, normalizeTechnology, TECHNOLOGY_CATEGORIES } from '../../src/ideas/categories.ts';
import { COLUMN_ALIASES } from '../../src/ideas/columns.build.ts';
import { parseGviz } from '../../src/ideas/gviz.build.ts';
import { IdeaSchema, type Idea } from '../../src/ideas/schema.ts';
import { SheetError } from '../../src/ideas/sheet-error.build.ts';
import { ideasFromSheet } from '../../src/ideas/sheet.build.ts';
import { ideaNumberFromTail, ideaPath, SLUG_PATTERN, slugify } from '../../src/ideas/slug.ts';
import { createEngine } from '../../src/discover/engine.ts';
import { filtersFromParams, filtersToParams, sameFilters, SORT_OPTIONS } from '../../src/discover/filters.ts';
import { buildDiscoverIndex, builtCore, builtLexicon, loadedSearch } from '../../src/discover/discover-index.build.ts';
import { pageRequestFromParams, pageSlice, pageWindow } from '../../src/discover/pagination.ts';
import { searchFields } from '../../src/text-search/search-text.ts';
import { queryMatcher } from '../../src/text-search/text-match.ts';
import { listedMatches } from '../../src/text-search/word-search.ts';
import { filterSavedIdeas, portfolioIdeas, PORTFOLIO_SORTS, workspaceFiltersFromParams, workspaceFiltersToParams } from '../../src/workspace/filters.ts';
import type { WorkspaceBundle } from '../../src/workspace/records.ts';
import { LIMITS } from '../../src/config/constants/catalogue.ts';
import { NEWSLETTER } from '../../src/config/constants/engagement.ts';
import { checkNewsletterEmail, newsletterEmailIssues } from '../../src/engagement/email.ts';
import { LEXICON_WARM_MS, warmLexicon } from './fixtures.ts';

/** Runs per property: enough to find edge cases while the file stays one of the quick ones. */
const RUNS = 300;
// One seed, so a CI run is repeatable; FUZZ_SEED=<n> (or random) explores further by hand.
const SEED = process.env.FUZZ_SEED === 'random' ? Date.now() : Number(process.env.FUZZ_SEED ?? 20261124);
fc.configureGlobal({ seed: SEED });
export const FUZZ_RUNS = RUNS;

const HOSTILE = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  ' JAVASCRIPT:alert(1)',
  "'; DROP TABLE bookmarks; --",
  '\u0000\u202e\ud800',
  'a\u2066b\u0007\u001b[2J\u0085\u009b\r\u007f',
  '../../etc/passwd',
  '%E0%A4%A',
  'Date(2025,13,45)',
  'Date(abc)',
  '__proto__',
  'constructor',
  '🚀 émoji Ünïcode 日本語',
];

const text = fc.oneof(fc.string({ maxLength: 60 }), fc.string({ unit: 'grapheme', maxLength: 30 }), fc.constantFrom(...HOSTILE), fc.webUrl());
const cellValue = fc.oneof(
  text,
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom('Date(2024,0,31)', 'Date(2025,5,1,12,30,0)', '2025-02-30', '9', '10.5', '-3', 'NaN'),
);
const cell = fc.oneof(fc.constant(null), { weight: 3, arbitrary: fc.record({ v: text }) }, fc.record({ v: cellValue }), fc.record({ v: cellValue, f: fc.oneof(fc.string(), fc.constant(null)) }));
const KNOWN_LABELS = Object.values(COLUMN_ALIASES).flat();
const anyLabels = fc.array(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...KNOWN_LABELS) }, { weight: 1, arbitrary: text }), { minLength: 1, maxLength: 12 });
// Mostly sheets with a heading column first, so most tables get past the whole-sheet checks to the rows.
const labels = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...COLUMN_ALIASES.title, ...COLUMN_ALIASES.pitch), anyLabels).map(([first, rest]) => [first, ...rest]) },
  { weight: 1, arbitrary: anyLabels },
);
const gvizSheet = labels.chain((cols) =>
  fc.record({
    cols: fc.constant(cols.map((label, i) => ({ id: String(i), label }))),
    rows: fc.array(fc.record({ c: fc.array(cell, { minLength: 0, maxLength: cols.length + 2 }) }), { minLength: 1, maxLength: 12 }),
  }),
);
const sheetText = gvizSheet.map((table) => `/*O_o*/\ngoogle.visualization.Query.setResponse(${JSON.stringify({ status: 'ok', table })});`);
const TODAY = '2025-06-15';

/** ideasFromSheet, with the one documented failure (SheetError) mapped to null. */
function parseSheet(textValue: string) {
  try {
    return ideasFromSheet(textValue, { today: TODAY });
  } catch (error) {
    if (error instanceof SheetError) return null;
    throw error;
  }
}

function expectValidIdea(idea: Idea): void {
  expect(IdeaSchema.safeParse(idea).success).toBe(true);
  expect(idea.id).toBe(`idea-${idea.number}`);
  expect(idea.slug).toMatch(SLUG_PATTERN);
  expect(idea.slug.length).toBeLessThanOrEqual(LIMITS.slugMaxLength);
  expect(idea.path).toBe(`/idea/${idea.slug}-${idea.number}`);
  expect(ideaNumberFromTail(idea.path.slice('/idea/'.length))).toBe(idea.number);
  for (const link of [idea.paperUrl, idea.chatLink]) if (link !== undefined) expect(link).toMatch(/^https?:\/\//i);
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  for (const value of Object.values(idea).flat()) if (typeof value === 'string') expect(value).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/);
}

describe('the sheet parser', () => {
  it('any text at all: parsed, or refused with a SheetError', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.json().map((json) => `x(${json})`)), (input) => {
        try {
          parseGviz(input);
        } catch (error) {
          expect(error).toBeInstanceOf(SheetError);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('any gviz table: valid ideas with ids from row positions, http(s) links only, or a SheetError', () => {
    fc.assert(
      fc.property(sheetText, (input) => {
        const result = parseSheet(input);
        if (!result) return;
        const numbers = result.ideas.map((idea) => idea.number);
        expect(new Set(numbers).size).toBe(numbers.length);
        for (const idea of result.ideas) expectValidIdea(idea);
        for (const warning of result.warnings) expect(warning.sheetRow).toBe(Number(warning.ideaId.slice('idea-'.length)) + 2);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('categories, ids and slugs', () => {
  const technologies = TECHNOLOGY_CATEGORIES.map((c) => c.name) as string[];
  const industries = INDUSTRY_CATEGORIES.map((c) => c.name) as string[];

  it('any category text becomes a known category, and normalizing again changes nothing', () => {
    fc.assert(
      fc.property(fc.oneof(text, fc.constant(null), fc.constant(undefined), fc.constantFrom(...technologies, ...industries)), (raw) => {
        const technology = normalizeTechnology(raw);
        const industry = normalizeIndustry(raw);
        expect(technologies).toContain(technology);
        expect(industries).toContain(industry);
        expect(normalizeTechnology(technology)).toBe(technology);
        expect(normalizeIndustry(industry)).toBe(industry);
      }),
      { numRuns: RUNS },
    );
  });

  it('slugs match ^[a-z0-9]+(-[a-z0-9]+)*$ (or are empty, and the address uses the fallback) and are at most 80 characters', () => {
    fc.assert(
      fc.property(fc.oneof(text, fc.string({ minLength: 70, maxLength: 400 })), fc.integer({ min: 1, max: 10_000_000 }), (heading, number) => {
        const slug = slugify(heading);
        expect(slug.length).toBeLessThanOrEqual(LIMITS.slugMaxLength);
        if (slug) expect(slug).toMatch(SLUG_PATTERN);
        const path = ideaPath(slug, number);
        expect(path).toMatch(/^\/idea\/[a-z0-9]+(-[a-z0-9]+)*-\d+$/);
        expect(ideaNumberFromTail(path.slice('/idea/'.length))).toBe(number);
      }),
      { numRuns: RUNS },
    );
  });

  it('any address tail names no idea or a positive safe integer, never throws', () => {
    fc.assert(
      fc.property(fc.oneof(text, fc.string({ unit: 'binary' }), fc.stringMatching(/^[a-z-]{0,10}\d{0,20}(\/|\.html)?$/)), (tail) => {
        const number = ideaNumberFromTail(tail);
        if (number !== null) expect(Number.isSafeInteger(number) && number > 0).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});

/** The ideas of a fuzzed sheet that parsed. */
const sheetIdeas = sheetText
  .map(parseSheet)
  .filter((result) => result !== null)
  .map((result) => result!.ideas);

/** A discover index and saved ideas from a fuzzed sheet, as the build makes them. */
const catalogue = sheetIdeas.map((ideas) => {
  const built = buildDiscoverIndex(ideas);
  const core = builtCore(built);
  return { ideas, core, search: loadedSearch(built), lexicon: builtLexicon(built) };
});

const params = fc
  .array(fc.tuple(fc.constantFrom('q', 'primaryCategory', 'secondaryCategory', 'sort', 'tech', 'industry', 'page', 'per', 'x'), fc.oneof(text, fc.constantFrom(...SORT_OPTIONS.map((o) => o.value)))), { maxLength: 8 })
  .map((pairs) => new URLSearchParams(pairs));

describe('search and filters', () => {
  beforeAll(warmLexicon, LEXICON_WARM_MS);

  it('any query: the index lists exactly the ideas the one-idea rule matches, and never throws', () => {
    // Queries drawn from the ideas' own text too, so matching queries (and typos of them) are common.
    const withQueries = catalogue.chain((c) => {
      const words = c.ideas.flatMap((idea) => searchFields(idea).join(' ').split(/\s+/)).filter(Boolean);
      const drawn = words.length > 0 ? fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')) : text;
      return fc.tuple(fc.constant(c), fc.oneof(text, drawn, drawn.map((q) => `"${q}"`), drawn.map((q) => `${q.slice(0, -2)}${q.slice(-1)}`)));
    });
    fc.assert(
      fc.property(withQueries, ([{ ideas, core, search, lexicon }, query]) => {
        const result = search.run(query);
        const listed = listedMatches(result);
        const matches = queryMatcher(query, lexicon);
        const byRank = core.number.map((number) => ideas.find((idea) => idea.number === number)!);
        expect(listed ? [...listed.matches] : byRank.map(() => 1)).toEqual(byRank.map((idea) => (matches(searchFields(idea).join('\n')) ? 1 : 0)));
        if (result) expect(result.matches.length).toBe(ideas.length);
      }),
      { numRuns: RUNS },
    );
    // Each run builds a catalogue's index and reads every idea's text per query: it ran past 30 s in CI while the
    // browser suite shared the two cores.
  }, 120_000);

  it('any address gives filters that survive a round trip; the engine returns each matching idea once', () => {
    fc.assert(
      fc.property(catalogue, params, ({ core, search }, address) => {
        const filters = filtersFromParams(address);
        expect(sameFilters(filtersFromParams(filtersToParams(filters, address)), filters)).toBe(true);
        const engine = createEngine(core);
        const text = search.run(filters.search);
        const ranks = Array.from(engine.run(filters, text));
        expect(new Set(ranks).size).toBe(ranks.length);
        for (const rank of ranks) {
          expect(rank >= 0 && rank < engine.count).toBe(true);
          if (text) expect(text.matches[rank]).toBe(1);
        }
        const request = pageRequestFromParams(address);
        if (request) {
          const slice = pageSlice(ranks.length, request);
          expect(slice.page).toBeGreaterThanOrEqual(1);
          expect(slice.end - slice.start).toBeLessThanOrEqual(LIMITS.perMax);
          expect(pageWindow(slice.page, slice.lastPage).every((page) => page >= 1 && page <= slice.lastPage)).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('workspace and portfolio filters: any address, tags and search give a subset of the saved ideas', () => {
    const tag = fc.record({ id: fc.uuid(), user_id: fc.uuid(), idea_id: fc.string({ maxLength: 10 }), tag_type: fc.constantFrom('industry' as const, 'theme' as const), tag_value: text, created_at: fc.constant('2025-01-01T00:00:00Z') });
    fc.assert(
      fc.property(sheetIdeas, params, fc.array(tag, { maxLength: 6 }), text, fc.constantFrom(...PORTFOLIO_SORTS.map((s) => s.value)), (ideas, address, tags, search, sort) => {
        const withTags = tags.map((row, i) => ({ ...row, idea_id: ideas[i % Math.max(ideas.length, 1)]?.id ?? row.idea_id }));
        const bundle: WorkspaceBundle = { bookmarks: ideas.map((idea) => idea.id), tags: withTags, notes: [], reads: [] };
        const filters = workspaceFiltersFromParams(address);
        expect(workspaceFiltersFromParams(workspaceFiltersToParams(filters))).toEqual(filters);
        const shown = filterSavedIdeas(ideas, bundle, filters);
        const portfolio = portfolioIdeas(ideas, bundle, search, sort);
        for (const list of [shown, portfolio]) {
          expect(new Set(list.map((idea) => idea.id)).size).toBe(list.length);
          for (const idea of list) expect(ideas).toContain(idea);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the newsletter email validator', () => {
  const typed = fc.oneof(fc.string({ maxLength: 400 }), fc.emailAddress(), fc.constantFrom(...HOSTILE), fc.tuple(fc.emailAddress(), fc.constantFrom(...HOSTILE)).map(([email, bad]) => `${bad}${email}`));

  it('never throws; accepts only the trimmed address as typed, short and markup-free', () => {
    fc.assert(
      fc.property(typed, (raw) => {
        const checked = checkNewsletterEmail(raw);
        const issues = newsletterEmailIssues(raw);
        if (checked.ok) {
          expect(issues).toEqual([]);
          expect(checked.email).toBe(raw.trim());
          expect(checked.email.length).toBeLessThanOrEqual(NEWSLETTER.emailMaxLength);
          expect(checked.email).not.toMatch(/<\s*\/?\s*(script|iframe)|javascript:|data:|\bon\w+\s*=/i);
          expect(checked.email).not.toMatch(/[<>"]/);
        } else {
          expect([NEWSLETTER.invalidEmail, NEWSLETTER.tooLong, NEWSLETTER.unsafe]).toContain(checked.message);
          expect(checked.message).toBe(issues[0]);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('accepts every ordinary address fast-check makes up, once it fits in 255 characters', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        fc.pre(email.length <= NEWSLETTER.emailMaxLength && !/data:|javascript:|\bon\w+\s*=/i.test(email));
        expect(checkNewsletterEmail(`  ${email} `)).toEqual({ ok: true, email });
      }),
      { numRuns: RUNS },
    );
  });
});
