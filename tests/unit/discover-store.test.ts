import { beforeEach, describe, expect, test } from 'vitest';
import { $newsletterRequested } from '../../src/stores/newsletter.ts';
import { $discoverFilters, addressFor, addressQuery, fitsLanding, applyAddress, resetDiscoverFilters, setCategories, setSearch, setSort } from '../../src/stores/discover/filters.ts';
import { EMPTY_FILTERS, withSearch } from '../../src/discover/filters.ts';

beforeEach(() => {
  $discoverFilters.set(EMPTY_FILTERS);
  $newsletterRequested.set(false);
});

test('an address replaces every filter; no sort in it means newest', () => {
  setSort('oldest');
  setSearch('old text');
  setCategories('secondaryCategory', ['Energy']);
  applyAddress('?primaryCategory=Agentic%20AI,Developer%20Tools');
  expect($discoverFilters.get()).toEqual({ ...EMPTY_FILTERS, primaryCategory: ['Agentic AI', 'Developer Tools'] });
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

test('reset keeps the search; the sort goes back to best match, the default with a query', () => {
  applyAddress('?q=robot&primaryCategory=A,B&secondaryCategory=C&sort=market_score');
  resetDiscoverFilters();
  expect($discoverFilters.get()).toEqual({ ...EMPTY_FILTERS, search: 'robot', sortBy: 'relevance' });
});

test('typing a query sorts by best match unless a sort was chosen; clearing it returns to newest', () => {
  applyAddress('');
  setSearch('robot');
  expect($discoverFilters.get().sortBy).toBe('relevance');
  setSearch('');
  expect($discoverFilters.get().sortBy).toBe('newest');
  applyAddress('?sort=oldest');
  setSearch('robot');
  expect($discoverFilters.get().sortBy).toBe('oldest');
  applyAddress('?q=robot&sort=newest');
  expect($discoverFilters.get().sortBy).toBe('newest');
});

test('the address for new filters drops the newsletter flag and restarts numbered pages at 1', () => {
  const url = new URL('http://x/discover?newsletter=true&page=4&per=10#list');
  expect(addressFor({ ...EMPTY_FILTERS, primaryCategory: ['Energy'] }, url)).toBe('/discover?page=1&per=10&primaryCategory=Energy#list');
  expect(addressFor(EMPTY_FILTERS, new URL('http://x/discover?q=a'))).toBe('/discover');
});

describe('on a category landing page', () => {
  const landing = { path: '/discover/technology/agentic-ai', filters: { ...EMPTY_FILTERS, primaryCategory: ['Agentic AI'] } };
  const at = (address: string) => new URL(address, 'http://x');

  test('its clean address means its category; parameters it adds apply on top; other addresses mean what they say', () => {
    expect(addressQuery(at('/discover/technology/agentic-ai'), landing)).toBe('?primaryCategory=Agentic+AI');
    expect(addressQuery(at('/discover/technology/agentic-ai?sort=oldest&page=2'), landing)).toBe('?primaryCategory=Agentic+AI&sort=oldest&page=2');
    expect(addressQuery(at('/discover?q=robot'), landing)).toBe('?q=robot');
    expect(addressQuery(at('/discover/technology/agentic-ai?x=1'))).toBe('?x=1');
  });

  test("only filters that keep the page's own category list unchanged stay under its heading", () => {
    expect(fitsLanding({ ...landing.filters, search: 'robot', sortBy: 'oldest', secondaryCategory: ['Energy'] }, landing)).toBe(true);
    expect(fitsLanding(EMPTY_FILTERS, landing)).toBe(false);
    expect(fitsLanding({ ...landing.filters, primaryCategory: ['Agentic AI', 'Robotics'] }, landing)).toBe(false);
    expect(fitsLanding({ ...landing.filters, primaryCategory: ['Robotics'] }, landing)).toBe(false);
    const industry = { path: '/discover/industry/energy', filters: { ...EMPTY_FILTERS, secondaryCategory: ['Energy'] } };
    expect(fitsLanding({ ...industry.filters, primaryCategory: ['Robotics'] }, industry)).toBe(true);
    expect(fitsLanding({ ...industry.filters, secondaryCategory: [] }, industry)).toBe(false);
  });

  test('other filters move to the /discover query form; its own filters return to its clean address', () => {
    const page = at('/discover/technology/agentic-ai#list');
    expect(addressFor(withSearch(landing.filters, 'robot'), page, landing)).toBe('/discover?primaryCategory=Agentic+AI&q=robot#list');
    expect(addressFor({ ...landing.filters, secondaryCategory: ['Energy'] }, page, landing)).toBe('/discover?primaryCategory=Agentic+AI&secondaryCategory=Energy#list');
    expect(addressFor(EMPTY_FILTERS, page, landing)).toBe('/discover#list');
    expect(addressFor(landing.filters, at('/discover?primaryCategory=Agentic+AI&q=robot'), landing)).toBe('/discover/technology/agentic-ai');
    // Numbered pages are not the page's own address: they stay, from page 1.
    expect(addressFor({ ...landing.filters, sortBy: 'oldest' }, at('/discover/technology/agentic-ai?page=3&per=10'), landing)).toBe('/discover?primaryCategory=Agentic+AI&page=1&per=10&sort=oldest');
  });
});
