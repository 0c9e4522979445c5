/**
 * The name of a folder of built files that never change under it (netlify.toml caches them forever): the
 * first 16 hex digits of SHA-256 over what they hold. Build-time only (node:crypto).
 */
import { createHash } from 'node:crypto';

/** Over the parts, each ended by a NUL, so ["ab", "c"] and ["a", "bc"] differ. */
export function contentHash(parts: Iterable<string>): string {
  const digest = createHash('sha256');
  for (const part of parts) digest.update(part).update('\0');
  return digest.digest('hex').slice(0, 16);
}

/** Over each file's name and text. */
export const filesHash = (files: ReadonlyMap<string, string>): string => contentHash([...files].flatMap(([name, text]) => [name, text]));
