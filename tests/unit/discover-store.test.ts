import { beforeEach, expect, test } from 'vitest';
import { $newsletterRequested } from '../../src/stores/newsletter.ts';
import { $discoverFilters, addressFor, applyAddress, removeCategory, resetDiscoverFilters, setCategories, setSearch, setSort } from '../../src/stores/discover.ts';
import { EMPTY_FILTERS } from '../../src/search/filters.ts';

beforeEach(() => {
  $discoverFilters.set(EMPTY_FILTERS);
  $newsletterRequested.set(false);
});

test('an address replaces every filter; no sort in it means newest', () => {
  setSort('oldest');
  setSearch('old text');
  setCategories('secondaryCategory', ['Energy']);
  applyAddress('?primaryCategory=Agentic%20AI,Developer%20Tools');
  expect($discoverFilters.get()).toEqual({ search: '', primaryCategory: ['Agentic AI', 'Developer Tools'], secondaryCategory: [], sortBy: 'newest' });
});

test('an address that changes no filter does not notify subscribers (they would all render again)', () => {
  applyAddress('?q=robot&sort=oldest');
  let notified = 0;
  const stop = $discoverFilters.listen(() => notified++);
  applyAddress('?sort=oldest&q=robot&newsletter=true');
  expect(notified).toBe(0);
  applyAddress('?q=robots&sort=oldest');
  expect(notified).toBe(1);
  stop();
});

test('newsletter=true raises the newsletter flag for the dialog to answer', () => {
  applyAddress('?newsletter=true');
  expect($newsletterRequested.get()).toBe(true);
  $newsletterRequested.set(false);
  applyAddress('?newsletter=false');
  expect($newsletterRequested.get()).toBe(false);
});

test('reset keeps the search; removing a chip removes one category', () => {
  applyAddress('?q=robot&primaryCategory=A,B&secondaryCategory=C&sort=market_score');
  removeCategory('primaryCategory', 'A');
  expect($discoverFilters.get().primaryCategory).toEqual(['B']);
  resetDiscoverFilters();
  expect($discoverFilters.get()).toEqual({ search: 'robot', primaryCategory: [], secondaryCategory: [], sortBy: 'newest' });
});

test('the address for new filters drops the newsletter flag and restarts numbered pages at 1', () => {
  const url = new URL('http://x/discover?newsletter=true&page=4&per=10#list');
  expect(addressFor({ ...EMPTY_FILTERS, primaryCategory: ['Energy'] }, url)).toBe('/discover?page=1&per=10&primaryCategory=Energy#list');
  expect(addressFor(EMPTY_FILTERS, new URL('http://x/discover?q=a'))).toBe('/discover');
});
