/**
 * A phone as the issue tracker's users have one: Chromium's CPU slowed 4x and, optionally, Lighthouse's
 * slow 4G (150 ms RTT, 1.6 Mbps down, 750 Kbps up). Chromium only (CDP).
 *
 * The CPU slowdown costs the machine nearly a core for as long as it lasts, busy or idle: Chromium makes the
 * page's main thread spin in a signal handler for three quarters of the time (8 idle seconds: 7.7 s of CPU
 * against 0.8 unslowed). On the 2-core machine the suites share, a test whose subject comes after a long
 * load or setup slows the CPU only from there (`slowCpu`), keeping the network slow from the start.
 */
import type { Page } from '@playwright/test';

export const SLOW_4G = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 } as const;

export async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

export async function slowNetwork(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
}

/** A slow phone from the first request on: its CPU and, with `network`, its connection. */
export async function slowDevice(page: Page, { network = false }: { network?: boolean } = {}): Promise<void> {
  await slowCpu(page);
  if (network) await slowNetwork(page);
}
