// Discover's "Next feed refresh" line once the island runs: the next weekday 06:30 UTC in the reader's time
// zone (the server's text, which names the schedule in UTC, is tests/site/discover-page.test.ts's), moving on
// by itself once that time has passed.
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import FeedRefreshLabel from '../../src/islands/FeedRefreshLabel.tsx';
import { formatFeedRefresh } from '../../src/discover/feed-refresh.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

test('shows the next refresh in the reader’s zone, and the one after once it has passed', () => {
  // A Friday afternoon (UTC): the next refresh is Monday's.
  vi.setSystemTime(new Date('2026-11-20T15:00:00Z'));
  const { container } = render(<FeedRefreshLabel />);
  const label = container.querySelector('[data-feed-refresh]')!;
  expect(label.textContent).toBe(`Next feed refresh: ${formatFeedRefresh(new Date('2026-11-23T06:30:00Z'))}`);
  expect(label.textContent).toMatch(/^Next feed refresh: (Mon|Tue|Wed|Thu|Fri), [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} (AM|PM)$/);
  // Monday's refresh has run; within a minute the line names Tuesday's.
  act(() => vi.setSystemTime(new Date('2026-11-23T06:31:00Z')));
  act(() => vi.advanceTimersByTime(60_000));
  expect(label.textContent).toBe(`Next feed refresh: ${formatFeedRefresh(new Date('2026-11-24T06:30:00Z'))}`);
});
