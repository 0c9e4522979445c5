// Discover's empty result and load error, in the words of docs/spec/public-site.md#8-error-catalogue.
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { FEED_TEXT } from '../../src/config/constants/catalogue.ts';
import { EmptyState, ErrorState } from '../../src/islands/discover/FeedStates.tsx';

test('no result: a status naming the empty result and what to try', () => {
  render(<EmptyState />);
  const status = screen.getByRole('status');
  expect(screen.getByRole('heading', { level: 2, name: FEED_TEXT.emptyTitle })).toBeTruthy();
  expect(status.textContent).toBe(`${FEED_TEXT.emptyTitle}${FEED_TEXT.emptyBody}`);
});

test('a load error: an alert with the reason and the details, and Try Again retries', () => {
  let retries = 0;
  render(<ErrorState error={new Error('/discover/data/x/words-3.json: HTTP 503')} onRetry={() => retries++} />);
  const alert = screen.getByRole('alert');
  expect(screen.getByRole('heading', { level: 2, name: FEED_TEXT.errorTitle })).toBeTruthy();
  expect(alert.textContent).toContain(FEED_TEXT.errorBody);
  expect(alert.querySelector('[data-error-details]')?.textContent).toContain('HTTP 503');
  fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(retries).toBe(1);
});
