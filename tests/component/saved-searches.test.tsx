// The workspace's Saved Searches section while its store loads, after it failed, and with nothing saved.
import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { SAVED_SEARCH_TEXT } from '../../src/config/constants.ts';
import SavedSearches from '../../src/islands/workspace/SavedSearches.tsx';
import { signedIn } from './signed-in.ts';

test('while the searches load, it says so and shows no section yet', () => {
  signedIn({ savedSearches: { status: 'loading', searches: [] } });
  render(<SavedSearches />);
  expect(screen.getByRole('status').textContent).toBe('Loading your saved searches...');
  expect(screen.queryByRole('heading', { name: SAVED_SEARCH_TEXT.sectionTitle })).toBeNull();
});

test('searches that failed to load: the section says so, with no empty state', () => {
  signedIn({ savedSearches: { status: 'error', searches: [] } });
  render(<SavedSearches />);
  expect(screen.getByRole('heading', { level: 2, name: SAVED_SEARCH_TEXT.sectionTitle })).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe(SAVED_SEARCH_TEXT.loadFailed);
  expect(document.querySelector('[data-saved-searches-empty]')).toBeNull();
});

test('with none saved: how to make one, and the way to discover', () => {
  signedIn();
  render(<SavedSearches />);
  const empty = document.querySelector<HTMLElement>('[data-saved-searches-empty]')!;
  expect(empty.textContent).toContain(SAVED_SEARCH_TEXT.empty);
  expect(empty.textContent).toContain(SAVED_SEARCH_TEXT.emptyHint);
  expect(within(empty).getByRole('link', { name: SAVED_SEARCH_TEXT.browse }).getAttribute('href')).toBe('/discover');
  expect(screen.queryByRole('list', { name: SAVED_SEARCH_TEXT.sectionTitle })).toBeNull();
});
