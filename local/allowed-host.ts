/**
 * Which Host headers the local servers answer (development and tests only). A page on another site can
 * point its own domain name at 127.0.0.1 (DNS rebinding) and then read a local server as same-origin: the
 * mailbox with its sign-in links, the captured requests. Such a request carries that domain as its Host,
 * so only this machine's names and IP literals (a phone on the network opened with `--host 0.0.0.0`) pass.
 */
import { isIP } from 'node:net';

export function isAllowedHost(host: string | undefined): boolean {
  if (!host) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  return bare === 'localhost' || bare.endsWith('.localhost') || isIP(bare) !== 0;
}

export const HOST_REFUSED = 'This local server answers only localhost and IP addresses (see README, "Run it").';
