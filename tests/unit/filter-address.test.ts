import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressParams, choiceField, commaListField, readAddress, repeatedListField, sameAddress, textField, writeAddress } from '../../src/discover/filter-address.ts';
import { DISCOVER_ADDRESS, EMPTY_FILTERS, LIKE_SORT_OPTION, SORT_OPTIONS } from '../../src/discover/filters.ts';
import { DEFAULT_WEIGHTS } from '../../src/discover/weights.ts';
import { EMPTY_WORKSPACE_FILTERS, WORKSPACE_ADDRESS, WORKSPACE_SORT_OPTIONS } from '../../src/workspace/filters.ts';

const read = (query: string) => readAddress(DISCOVER_ADDRESS, new URLSearchParams(query));
const readWorkspace = (query: string) => readAddress(WORKSPACE_ADDRESS, new URLSearchParams(query));

const name = fc.string({ minLength: 1, maxLength: 12 }).filter((value) => value.trim() === value && value !== '');
const names = fc.uniqueArray(name, { maxLength: 4 });
const search = fc.string({ maxLength: 12 }).filter((value) => value.trim() !== '');

describe('one address encoding for discover and the workspace', () => {
  it('reads the spec parameters of both pages', () => {
    expect(read('q=robot&like=12&primaryCategory=Agentic%20AI,Robotics&secondaryCategory=Energy&sort=market_score&weights=1,2,3')).toEqual({
      search: 'robot',
      like: 12,
      primaryCategory: ['Agentic AI', 'Robotics'],
      secondaryCategory: ['Energy'],
      sortBy: 'market_score',
      weights: { novelty: 1, market: 2, feasibility: 3 },
    });
    expect(readWorkspace('q=robot&tech=Agentic+AI&tech=Robotics&industry=Energy&tag=later&sort=oldest')).toEqual({
      search: 'robot',
      primaryCategory: ['Agentic AI', 'Robotics'],
      secondaryCategory: ['Energy'],
      tags: ['later'],
      sortBy: 'oldest',
    });
  });

  it('old links keep their meaning: a category link, a sort with no weights, the landing query form', () => {
    expect(read('primaryCategory=Energy')).toEqual({ ...EMPTY_FILTERS, primaryCategory: ['Energy'] });
    expect(read('sort=valoris_score')).toEqual({ ...EMPTY_FILTERS, sortBy: 'valoris_score', weights: DEFAULT_WEIGHTS });
    expect(readWorkspace('tech=Robotics&sort=recently_saved')).toEqual({ ...EMPTY_WORKSPACE_FILTERS, primaryCategory: ['Robotics'] });
  });

  it('unknown or invalid values read as defaults; blanks and repeats are dropped', () => {
    expect(read('sort=bogus&weights=11,0,0&q=%20%20&primaryCategory=,A,%20A%20,,B')).toEqual({ ...EMPTY_FILTERS, primaryCategory: ['A', 'B'] });
    expect(readWorkspace('sort=valoris&q=+&tech=&tech=A&tech=A&tag=%20t%20')).toEqual({ ...EMPTY_WORKSPACE_FILTERS, primaryCategory: ['A'], tags: ['t'] });
    expect(read('sort=recently_saved').sortBy).toBe('newest');
  });

  it('each page keeps its own list form: commas on discover, repeated parameters in the workspace', () => {
    const lists = { primaryCategory: ['A', 'B'], secondaryCategory: ['C'] };
    expect(writeAddress(DISCOVER_ADDRESS, { ...EMPTY_FILTERS, ...lists }).toString()).toBe('primaryCategory=A%2CB&secondaryCategory=C');
    expect(writeAddress(WORKSPACE_ADDRESS, { ...EMPTY_WORKSPACE_FILTERS, ...lists, tags: ['x, y'] }).toString()).toBe('tech=A&tech=B&industry=C&tag=x%2C+y');
    expect(readWorkspace('tag=x%2C+y').tags).toEqual(['x, y']);
  });

  it('writing omits defaults and leaves other parameters alone', () => {
    expect(writeAddress(DISCOVER_ADDRESS, EMPTY_FILTERS, new URLSearchParams('q=old&page=2&per=10&utm_source=x')).toString()).toBe('page=2&per=10&utm_source=x');
    expect(writeAddress(WORKSPACE_ADDRESS, EMPTY_WORKSPACE_FILTERS, new URLSearchParams('tech=A&tech=B&x=1')).toString()).toBe('x=1');
    expect(addressParams(DISCOVER_ADDRESS)).toEqual(['q', 'like', 'primaryCategory', 'secondaryCategory', 'sort', 'weights']);
    expect(addressParams(WORKSPACE_ADDRESS)).toEqual(['q', 'tech', 'industry', 'tag', 'sort']);
  });

  it('any discover filters survive the round trip', () => {
    const weight = fc.integer({ min: 0, max: 10 });
    const filters = fc.record({
      search: fc.oneof(fc.constant(''), search),
      primaryCategory: names.map((list) => list.filter((item) => !item.includes(','))),
      secondaryCategory: names.map((list) => list.filter((item) => !item.includes(','))),
      sortBy: fc.constantFrom(...SORT_OPTIONS.map((option) => option.value), LIKE_SORT_OPTION.value),
      weights: fc.record({ novelty: weight, market: weight, feasibility: weight }),
      like: fc.option(fc.integer({ min: 1, max: 999_999_999 }), { nil: null }),
    }).filter((value) => value.like !== null || value.sortBy !== LIKE_SORT_OPTION.value);
    fc.assert(
      fc.property(filters, (value) => {
        expect(readAddress(DISCOVER_ADDRESS, writeAddress(DISCOVER_ADDRESS, value))).toEqual(value);
      }),
    );
  });

  it('any workspace filters survive the round trip, commas in tags included', () => {
    const filters = fc.record({
      search: fc.oneof(fc.constant(''), search),
      primaryCategory: names,
      secondaryCategory: names,
      tags: names,
      sortBy: fc.constantFrom(...WORKSPACE_SORT_OPTIONS.map((option) => option.value)),
    });
    fc.assert(
      fc.property(filters, (value) => {
        expect(readAddress(WORKSPACE_ADDRESS, writeAddress(WORKSPACE_ADDRESS, value))).toEqual(value);
      }),
    );
  });

  it('the field forms on their own', () => {
    const fields = { text: textField('t'), list: commaListField('l'), repeated: repeatedListField('r'), choice: choiceField('c', [{ value: 'a' }, { value: 'b' }], 'a') };
    const empty: { text: string; list: string[]; repeated: string[]; choice: 'a' | 'b' } = { text: '', list: [], repeated: [], choice: 'a' };
    expect(readAddress(fields, new URLSearchParams(''))).toEqual(empty);
    expect(writeAddress(fields, empty).toString()).toBe('');
    expect(sameAddress(fields, { ...empty, text: '  ' }, empty)).toBe(true);
    expect(sameAddress(fields, { ...empty, choice: 'b' }, empty)).toBe(false);
  });
});
