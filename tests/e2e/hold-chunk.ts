/** An island's code held back until released: what the test does meanwhile surely comes before hydration. */
import { expect, type Page, type Route } from '@playwright/test';

/**
 * Holds back the island chunk matching `pattern`: the returned function waits until the page has asked for
 * it (so whatever was done before is done before the island's code is there), then lets it through.
 */
export async function holdChunk(page: Page, pattern: string): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(pattern, async (route: Route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return async () => {
    await expect.poll(() => requested).toBe(true);
    release();
  };
}
