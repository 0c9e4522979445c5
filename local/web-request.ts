/**
 * node:http -> web Request for the local servers (development and tests only), with Netlify's limit on a
 * request body: the site server refuses what Netlify would, and neither server reads an unbounded body
 * into memory.
 */
import type { IncomingMessage } from 'node:http';

/** Netlify refuses a larger request body to a function (its documented 6 MB payload limit). */
export const BODY_LIMIT_BYTES = 6 * 1024 * 1024;

export const BODY_TOO_LARGE = 'Payload too large: Netlify accepts at most 6 MB.';

export class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  if (Number(req.headers['content-length'] ?? 0) > BODY_LIMIT_BYTES) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT_BYTES) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return size > 0 ? new Uint8Array(Buffer.concat(chunks)) : undefined;
}

/** Throws BodyTooLarge past BODY_LIMIT_BYTES (answer 413). */
export async function toWebRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const body = await readBody(req);
  return new Request(new URL(req.url ?? '/', origin), { method: req.method ?? 'GET', headers, body, redirect: 'manual' });
}
