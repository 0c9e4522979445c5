// The workspace's Saved Searches section while its store loads, after it failed, and with nothing saved.
import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { DAILY_ALERT_TEXT, SAVED_SEARCH_TEXT } from '../../src/config/constants/saved-searches.ts';
import type { SavedSearch } from '../../src/workspace/saved-searches.ts';
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

const search = (fields: Partial<SavedSearch>): SavedSearch =>
  ({ id: 's1', user_id: 'u', name: 'Agents for lawyers', query: 'agents', technologies: [], industries: [], min_composite: null, min_novelty: null, min_market: null, min_feasibility: null, paused: false, created_at: '2026-11-01T00:00:00Z', updated_at: '2026-11-01T00:00:00Z', ...fields });

test('with the daily alert on, an active search says Active and the intro says it is emailed', () => {
  signedIn({ savedSearches: { status: 'ready', searches: [search({})] } });
  render(<SavedSearches />);
  expect(screen.getByText(SAVED_SEARCH_TEXT.sectionIntro)).toBeTruthy();
  expect(document.querySelector('[data-saved-search-state]')!.textContent).toBe(SAVED_SEARCH_TEXT.active);
  expect(document.querySelector('[data-daily-alert]')).toBeNull();
});

test.each([
  ['unsubscribed', DAILY_ALERT_TEXT.off, DAILY_ALERT_TEXT.turnOn],
  ['none', DAILY_ALERT_TEXT.off, DAILY_ALERT_TEXT.turnOn],
  ['undeliverable', DAILY_ALERT_TEXT.undeliverable('ada@example.com'), DAILY_ALERT_TEXT.turnOn],
  ['pending', DAILY_ALERT_TEXT.pending('ada@example.com'), DAILY_ALERT_TEXT.sendAgain],
] as const)('with the daily alert %s, no search claims to be emailed: the notice says why, with the way back on', (alert, text, button) => {
  signedIn({ savedSearches: { status: 'ready', searches: [search({}), search({ id: 's2', paused: true })] }, dailyAlert: alert });
  render(<SavedSearches />);
  expect(screen.queryByText(SAVED_SEARCH_TEXT.sectionIntro)).toBeNull();
  const notice = document.querySelector<HTMLElement>(`[data-daily-alert="${alert}"]`)!;
  expect(notice.textContent).toContain(text);
  expect(within(notice).getByRole('button', { name: button })).toBeTruthy();
  expect([...document.querySelectorAll('[data-saved-search-state]')].map((chip) => chip.textContent)).toEqual([DAILY_ALERT_TEXT.notEmailed, SAVED_SEARCH_TEXT.paused]);
});

test('with nothing saved, the alert being off is not mentioned: the intro says what a search is for', () => {
  signedIn({ dailyAlert: 'unsubscribed' });
  render(<SavedSearches />);
  expect(screen.getByText(SAVED_SEARCH_TEXT.sectionIntro)).toBeTruthy();
  expect(document.querySelector('[data-daily-alert]')).toBeNull();
});
