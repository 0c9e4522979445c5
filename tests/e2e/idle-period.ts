/**
 * Waits in the page for an idle period the browser really gives, not an idle callback's timeout: idle
 * callbacks the page asked for earlier (client:idle islands, a feed's next load) have run by then.
 *
 * Chromium's headless shell starts idle periods from frames, and after one frame of a page with nothing to
 * draw it may start none: a frame then a bare requestIdleCallback never ended 8 times in 100 (/about);
 * a frame again after each second without an idle period, 0 times in 160 (14 needed a second frame).
 */
import { expect, type Page } from '@playwright/test';

/** Runs in the page: `frames` frames first, then one more per second until an idle period comes; 0 if none did. */
function framesUntilIdlePeriod(frames: number): Promise<number> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const idle = () => new Promise<IdleDeadline>((resolve) => requestIdleCallback(resolve, { timeout: 1000 }));
  return (async () => {
    for (let drawn = 1; drawn < frames; drawn += 1) await frame();
    for (let drawn = frames; drawn < frames + 30; drawn += 1) {
      await frame();
      if (!(await idle()).didTimeout) return drawn;
    }
    return 0;
  })();
}

/** Resolves once the page has drawn `frames` frames and then had an idle period. */
export async function idlePeriod(page: Page, { frames = 1 }: { frames?: number } = {}): Promise<void> {
  const drawn = await page.evaluate(framesUntilIdlePeriod, frames);
  expect(drawn, 'the page had no idle period in 30 frames a second apart').toBeGreaterThan(0);
}
