import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { ideasFromSheet } from '../../src/ideas/sheet.build.ts';
import { SAMPLE_SHEET_PATH } from '../../src/ideas/source.build.ts';
import { compareNewest } from '../../src/ideas/sort.ts';
import type { Idea } from '../../src/ideas/schema.ts';
import { coreIndex } from '../../src/discover/discover-index.build.ts';
import { createEngine } from '../../src/discover/engine.ts';
import { EMPTY_FILTERS, filtersFromParams, filtersToParams, sameFilters } from '../../src/discover/filters.ts';
import { DEFAULT_WEIGHTS, isDefaultWeights, type ScoreWeights, weightedScore, weightShare, weightsFromParam, weightsToParam } from '../../src/discover/weights.ts';
import { generateSheet } from '../../scripts/generate-sheet.ts';

const sample = ideasFromSheet(readFileSync(SAMPLE_SHEET_PATH, 'utf8'), { today: '2026-11-21' }).ideas;
// Many ideas share a composite (ties), and a few lack a sub-score or the composite (sorted last).
const generated = ideasFromSheet(generateSheet({ ideas: 1500, seed: 7, endDate: '2026-11-20' }), { today: '2026-11-21' }).ideas.map((idea, index) => {
  if (index % 97 === 0) return { ...idea, feasibility: undefined };
  if (index % 89 === 0) return { ...idea, totalScore: undefined };
  return idea;
});

function engineOver(ideas: Idea[]) {
  const sorted = [...ideas].sort(compareNewest);
  // The core columns alone: the weights read nothing else, so the word index is not built for nothing.
  const core = coreIndex(sorted);
  const engine = createEngine(core);
  return { sorted, order: (weights: ScoreWeights) => [...engine.run({ ...EMPTY_FILTERS, sortBy: 'valoris_score', weights })].map((rank) => core.number[rank]!) };
}

/** The order the site has always shown for "Composite score": published composite, highest first, ties newest first. */
const publishedOrder = (sorted: Idea[]) => [...sorted].sort((a, b) => (b.totalScore ?? -1) - (a.totalScore ?? -1) || compareNewest(a, b)).map((idea) => idea.number);

/** The weighting written the slow, obvious way. */
function referenceOrder(sorted: Idea[], weights: ScoreWeights): number[] {
  const score = (idea: Idea) => weightedScore(idea, weights) ?? -Infinity;
  return [...sorted].sort((a, b) => score(b) - score(a) || compareNewest(a, b)).map((idea) => idea.number);
}

describe('the default weighting is the published composite', () => {
  test('7 / 7 / 6 reproduces every Total Score of the bundled sheet (one decimal)', () => {
    for (const idea of sample) expect(weightedScore(idea, DEFAULT_WEIGHTS), idea.id).toBe(idea.totalScore);
  });

  test('default weights give exactly the current composite order, ties and missing scores included', () => {
    for (const ideas of [sample, generated]) {
      const { sorted, order } = engineOver(ideas);
      expect(order(DEFAULT_WEIGHTS)).toEqual(publishedOrder(sorted));
    }
  });
});

describe('a custom weighting', () => {
  const { sorted, order } = engineOver(generated);

  test('orders by the weighted mean; ideas missing a score that counts go last; ties newest first', () => {
    for (const weights of [{ novelty: 10, market: 0, feasibility: 0 }, { novelty: 1, market: 5, feasibility: 3 }, { novelty: 0, market: 2, feasibility: 9 }]) {
      expect(order(weights)).toEqual(referenceOrder(sorted, weights));
    }
  });

  test('a score that does not count may be missing', () => {
    expect(weightedScore({ novelty: 8, marketPotential: 6 }, { novelty: 1, market: 1, feasibility: 0 })).toBe(7);
    expect(weightedScore({ novelty: 8, marketPotential: 6 }, { novelty: 1, market: 1, feasibility: 1 })).toBeUndefined();
  });

  test('all-zero weights: no score counts, so the list keeps newest first and shares read 0%', () => {
    const zero = { novelty: 0, market: 0, feasibility: 0 };
    expect(weightedScore({ novelty: 9, marketPotential: 9, feasibility: 9 }, zero)).toBeUndefined();
    expect(order(zero)).toEqual(sorted.map((idea) => idea.number));
    expect(weightShare(zero, 'novelty')).toBe(0);
  });

  test('shares are whole percent of the sum', () => {
    expect(weightShare(DEFAULT_WEIGHTS, 'novelty')).toBe(35);
    expect(weightShare(DEFAULT_WEIGHTS, 'feasibility')).toBe(30);
    expect(weightShare({ novelty: 5, market: 0, feasibility: 0 }, 'novelty')).toBe(100);
  });
});

describe('weights in the address', () => {
  test('written only when not default; read back the same', () => {
    expect(weightsToParam(DEFAULT_WEIGHTS)).toBe('');
    expect(filtersToParams(EMPTY_FILTERS).toString()).toBe('');
    const custom = { ...EMPTY_FILTERS, sortBy: 'valoris_score' as const, weights: { novelty: 10, market: 0, feasibility: 3 } };
    const params = filtersToParams(custom);
    expect(params.toString()).toBe('sort=valoris_score&weights=10%2C0%2C3');
    expect(filtersFromParams(params)).toEqual(custom);
  });

  test('every other spec parameter still reads the same beside it', () => {
    const filters = filtersFromParams(new URLSearchParams('primaryCategory=Agentic%20AI&secondaryCategory=Energy&q=robot&sort=market_score&weights=1,2,3&page=2&per=10'));
    expect(filters).toEqual({ search: 'robot', like: null, primaryCategory: ['Agentic AI'], secondaryCategory: ['Energy'], sortBy: 'market_score', weights: { novelty: 1, market: 2, feasibility: 3 } });
    expect(filtersToParams(filters, new URLSearchParams('page=2&per=10')).get('page')).toBe('2');
  });

  test.each(['', '1,2', '1,2,3,4', 'a,b,c', '11,0,0', '-1,5,5', '1.5,2,3', '1,,3', '7;7;6', '%20'])('invalid value %j falls back to the default', (value) => {
    expect(isDefaultWeights(weightsFromParam(value))).toBe(true);
  });

  test('any weighting survives the round trip through the address', () => {
    const weight = fc.integer({ min: 0, max: 10 });
    fc.assert(
      fc.property(weight, weight, weight, (novelty, market, feasibility) => {
        const filters = { ...EMPTY_FILTERS, weights: { novelty, market, feasibility } };
        expect(sameFilters(filtersFromParams(filtersToParams(filters)), filters)).toBe(true);
      }),
    );
  });
});
