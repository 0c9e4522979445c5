/** Ships to the browser: small timing helpers for the sign-in bookmark flow. */

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves true as soon as `ready()` holds, checking every `pollMs`; false after `timeoutMs`. */
export async function waitUntil(ready: () => boolean, timeoutMs: number, pollMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!ready()) {
    if (Date.now() >= deadline) return false;
    await sleep(Math.min(pollMs, Math.max(0, deadline - Date.now())));
  }
  return true;
}
