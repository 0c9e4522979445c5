// Discover's pull-to-refresh on a phone (PullToRefresh: usePullToRefresh and its badge): the badge follows the
// finger at half its travel; letting go past 80 px shown (160 px of finger) refreshes, saying so until the
// refresh is done, and a shorter pull springs back without refreshing. The distances are
// tests/unit/ui-pull-to-refresh.test.ts's; that a refresh reads the build's manifest again is discover.spec.ts's.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { PullToRefresh } from '../../src/islands/discover/FeedRefresh.tsx';
import type { Window as HappyWindow } from 'happy-dom';

/** happy-dom's viewport, which the islands' media queries (matchMedia) read. */
const setViewport = (width: number, height: number) => (window as unknown as HappyWindow).happyDOM.setViewport({ width, height });

beforeEach(() => setViewport(390, 844));
afterEach(() => setViewport(1024, 768));

/** A finger on the page from `from` to `to` (clientY), 10 px a move; returns its lifting. */
function pull(from: number, to: number): () => void {
  const touch = (y: number) => new Touch({ identifier: 1, target: document.body, clientX: 200, clientY: y });
  const fire = (type: string, y: number, down: boolean) =>
    act(() => {
      document.body.dispatchEvent(new TouchEvent(type, { bubbles: true, cancelable: true, touches: down ? [touch(y)] : [], changedTouches: [touch(y)] }));
    });
  fire('touchstart', from, true);
  for (let y = from + 10; y <= to; y += 10) fire('touchmove', y, true);
  return () => fire('touchend', to, false);
}

/** The badge's place: its size (48 px) above the top at rest, down by the distance shown. */
const badge = () => document.querySelector<HTMLElement>('div[aria-hidden="true"]')!.style.transform;
const said = () => screen.getByRole('status').textContent;

test('a pull past 80 px shown refreshes once, saying Refreshing… until the refresh is done', async () => {
  let refreshes = 0;
  let done: () => void = () => undefined;
  render(<PullToRefresh onRefresh={() => new Promise<void>((resolve) => ((refreshes += 1), (done = resolve)))} />);
  pull(100, 280)();
  await act(async () => undefined);
  expect(refreshes).toBe(1);
  expect(said()).toBe('Refreshing…');
  expect(badge()).toBe('translate(-50%, 32px)');
  await act(async () => done());
  expect(said()).toBe('');
  expect(badge()).toBe('translate(-50%, -48px)');
});

test('a short pull follows the finger at half its travel and springs back without refreshing', async () => {
  let refreshes = 0;
  render(
    <PullToRefresh
      onRefresh={async () => {
        refreshes += 1;
      }}
    />,
  );
  // 140 px of finger: 70 px shown, short of the 80 px trigger.
  const lift = pull(100, 240);
  expect(badge()).toBe('translate(-50%, 22px)');
  lift();
  await act(async () => undefined);
  expect(badge()).toBe('translate(-50%, -48px)');
  expect(said()).toBe('');
  expect(refreshes).toBe(0);
});
