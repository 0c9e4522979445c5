/**
 * A phone as the issue tracker's users have one: Chromium's CPU slowed 4x and, optionally, Lighthouse's
 * slow 4G (150 ms RTT, 1.6 Mbps down, 750 Kbps up). Chromium only (CDP).
 */
import type { Page } from '@playwright/test';

export const SLOW_4G = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 } as const;

export async function slowDevice(page: Page, { network = false }: { network?: boolean } = {}): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
}
