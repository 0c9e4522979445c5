// Discover's weighting of the composite in the filters store ($discoverFilters, a plain nanostores atom): a
// slider's weight sorts by composite score, Reset weights keeps the sort, and the address carries the
// weighting only when it is not the published one. Which order a weighting gives is
// tests/unit/weights.test.ts's; the sliders by keyboard and the address through a reload, compare-reweight.spec.ts's.
import { beforeEach, expect, test } from 'vitest';
import { EMPTY_FILTERS } from '../../src/discover/filters.ts';
import { DEFAULT_WEIGHTS } from '../../src/discover/weights.ts';
import { $discoverFilters, addressFor, applyAddress, resetWeights, setWeight } from '../../src/stores/discover/filters.ts';

const here = new URL('http://localhost/discover');

beforeEach(() => $discoverFilters.set(EMPTY_FILTERS));

test('a weight chosen on another sort switches to the composite sort, and the address says both', () => {
  applyAddress('?sort=oldest&primaryCategory=Agentic%20AI');
  setWeight('novelty', 10);
  expect($discoverFilters.get()).toEqual({ ...EMPTY_FILTERS, primaryCategory: ['Agentic AI'], sortBy: 'valoris_score', weights: { ...DEFAULT_WEIGHTS, novelty: 10 } });
  const address = new URL(addressFor($discoverFilters.get(), here), here);
  expect(address.searchParams.get('sort')).toBe('valoris_score');
  expect(address.search).toContain('weights=10%2C7%2C6');
});

test('Reset weights returns to the published composite and keeps the sort; the address drops the weighting', () => {
  applyAddress('?sort=valoris_score&weights=0,0,6');
  expect($discoverFilters.get().weights).toEqual({ novelty: 0, market: 0, feasibility: 6 });
  resetWeights();
  expect($discoverFilters.get()).toEqual({ ...EMPTY_FILTERS, sortBy: 'valoris_score', weights: DEFAULT_WEIGHTS });
  expect(addressFor($discoverFilters.get(), here)).toBe('/discover?sort=valoris_score');
});

test('a weights value out of range or not a number reads as the published weighting, and leaves the sort alone', () => {
  applyAddress('?weights=2,3,4');
  expect($discoverFilters.get().weights).toEqual({ novelty: 2, market: 3, feasibility: 4 });
  applyAddress('?weights=99,x,1');
  expect($discoverFilters.get()).toEqual(EMPTY_FILTERS);
});
