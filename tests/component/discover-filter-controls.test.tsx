// Discover's filter controls over the filters they are given: the desktop row shows what the address chose,
// and the phone's bottom sheet edits a draft that only Apply hands on (Reset clears the draft, closing drops
// it). Which filters an address means is the store's (tests/unit/discover-store.test.ts); the sheet's focus
// and the address it writes are discover-mobile.spec.ts's.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { atom } from 'nanostores';
import { afterEach, expect, test } from 'vitest';
import { LIKE_TEXT } from '../../src/config/constants/like.ts';
import { DesktopFilters, MobileFilters } from '../../src/islands/discover/FilterControls.tsx';
import { categoryOptions } from '../../src/ui/category-options.ts';
import { type DiscoverFilters, defaultSortFor, EMPTY_FILTERS } from '../../src/discover/filters.ts';
import { sortOptionsFor } from '../../src/discover/like.ts';
import { $discoverFilters, applyAddress } from '../../src/stores/discover/filters.ts';

const { technologies, industries } = categoryOptions();

afterEach(() => $discoverFilters.set(EMPTY_FILTERS));

/** The controls as the feed island wires them; what Apply and Reset All hand on is recorded. */
function renderControls(Controls: typeof DesktopFilters | typeof MobileFilters, filters: DiscoverFilters) {
  const applied: DiscoverFilters[] = [];
  let resets = 0;
  render(
    <Controls
      filters={filters}
      search={{ text: atom(filters.search), onText: () => undefined }}
      technologies={technologies}
      industries={industries}
      sortOptions={sortOptionsFor(filters.like)}
      defaultSort={defaultSortFor(filters.search, filters.like)}
      onCategories={() => undefined}
      onSort={() => undefined}
      onApply={(next) => applied.push(next)}
      onReset={() => resets++}
    />,
  );
  return { applied, resets: () => resets };
}

const sheet = () => screen.getByRole('dialog', { name: 'Filters' });
const box = (name: string) => within(sheet()).getByRole<HTMLInputElement>('checkbox', { name });
const radio = (name: string) => within(sheet()).getByRole<HTMLInputElement>('radio', { name });

test('filters read from an address show on the desktop row: the Technologies button names its value and shows the value alone; Sort by shows the sort', () => {
  applyAddress(`?primaryCategory=${encodeURIComponent('Foundation Models')}&sort=oldest`);
  renderControls(DesktopFilters, $discoverFilters.get());
  const button = screen.getByRole('button', { name: 'Technologies: Foundation Models' });
  // Seen on the button: the value itself (the label is for screen readers).
  expect(button.querySelector('span:not(.sr-only)')?.textContent).toBe('Foundation Models');
  expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' }).value).toBe('oldest');
});

test('the sheet edits a draft: Reset clears it, closing without Apply hands nothing on, and the next opening starts from the applied filters', async () => {
  const filters = { ...EMPTY_FILTERS, search: 'agents', primaryCategory: ['Agentic AI'], sortBy: 'oldest' as const };
  const { applied, resets } = renderControls(MobileFilters, filters);
  fireEvent.click(screen.getByRole('button', { name: 'Filters 1 applied' }));
  expect(box('Agentic AI').checked).toBe(true);
  expect(radio('Oldest first').checked).toBe(true);
  fireEvent.click(within(sheet()).getByRole('button', { name: 'Reset' }));
  expect(box('Agentic AI').checked).toBe(false);
  expect(radio('Best match').checked).toBe(true);
  fireEvent.click(within(sheet()).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull());
  expect(applied).toEqual([]);
  expect(resets()).toBe(0);

  fireEvent.click(screen.getByRole('button', { name: 'Filters 1 applied' }));
  expect(box('Agentic AI').checked).toBe(true);
  fireEvent.click(box('Health & Life Sciences'));
  fireEvent.click(within(sheet()).getByRole('button', { name: 'Reset' }));
  fireEvent.click(box('Financial Services'));
  fireEvent.click(within(sheet()).getByRole('button', { name: 'Apply Filters' }));
  // Reset returns the sort to the default for a search (best match); the search itself is not the sheet's.
  expect(applied).toEqual([{ ...filters, primaryCategory: [], secondaryCategory: ['Financial Services'], sortBy: 'relevance' }]);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull());
});

test('over a like list the sheet offers Most alike, chosen; another sort is applied with the like kept', () => {
  const filters = { ...EMPTY_FILTERS, like: 12, sortBy: 'alike' as const };
  const { applied } = renderControls(MobileFilters, filters);
  fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
  expect(radio(LIKE_TEXT.sortLabel).checked).toBe(true);
  fireEvent.click(radio('Newest first'));
  fireEvent.click(within(sheet()).getByRole('button', { name: 'Apply Filters' }));
  expect(applied).toEqual([{ ...filters, sortBy: 'newest' }]);
});

test('without a like list the sheet has no Most alike', () => {
  renderControls(MobileFilters, EMPTY_FILTERS);
  fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
  expect(within(sheet()).queryByRole('radio', { name: LIKE_TEXT.sortLabel })).toBeNull();
  expect(radio('Newest first').checked).toBe(true);
});
