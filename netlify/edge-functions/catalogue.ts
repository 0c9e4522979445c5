/**
 * Answers /ideas.json from the parts the build publishes (src/open-data/catalogue-parts.build.ts): the parts file's
 * head, then each chunk it lists, then its tail, streamed as they are fetched from the deploy, never held whole:
 * the document is 240 MB at 100,000 ideas, and an edge function has 512 MB. Its 50 ms of CPU go by the byte
 * passed on (measured on Deno: ~15 ms for the 24 MB of 10,000 ideas, ~150 ms for 100,000). The document is
 * answered with the parts file's headers, which netlify.toml gives the parts folder for this reason: Netlify
 * applies no header rule to an edge function's answer. A part that cannot be read before the answer starts
 * makes it a 502; one that fails later aborts the transfer, so no client takes a cut document for a whole one.
 * Its path is declared in netlify.toml, where Netlify's bundler reads it without running the function.
 */
import { OPEN_DATA } from '../../src/config/constants/open-data.ts';
import type { CatalogueParts } from '../../src/open-data/catalogue-parts.build.ts';

/** What describes the parts file's own bytes or their delivery, not the document made from it. */
const NOT_COPIED = new Set(['accept-ranges', 'age', 'cache-status', 'connection', 'content-encoding', 'content-length', 'date', 'etag', 'keep-alive', 'last-modified', 'server', 'transfer-encoding', 'vary']);

const encoder = new TextEncoder();

const CDN_CACHE = 'public, s-maxage=31536000, must-revalidate';

function documentHeaders(parts: Headers): Headers {
  const headers = new Headers();
  for (const [name, value] of parts) if (!NOT_COPIED.has(name) && !name.startsWith('x-nf-')) headers.set(name, value);
  return headers;
}

/**
 * Asked for uncompressed: the CDN would compress the parts for fetch's default Accept-Encoding, and fetch would
 * decode them here, which takes several times the CPU of passing them on (~100 ms against ~15 ms for 24 MB).
 */
async function fetchPart(address: string, site: URL): Promise<Response> {
  const response = await fetch(new URL(address, site), { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new Error(`${address} answered ${response.status}`);
  }
  return response;
}

/** The document's bytes; the next chunk is asked for while one streams. */
async function* documentBytes(parts: CatalogueParts, first: Response | undefined, site: URL): AsyncGenerator<Uint8Array> {
  let next = first && Promise.resolve(first);
  try {
    yield encoder.encode(parts.head);
    for (let index = 0; index < parts.chunks.length; index++) {
      // A fresh one each time: the runtime may take over (detach) the buffer of every piece it is handed.
      if (index > 0) yield encoder.encode(',');
      const chunk = await next!;
      const following = parts.chunks[index + 1];
      next = following === undefined ? undefined : fetchPart(following, site);
      // Read on the next turn or dropped below: its failure is never unhandled.
      next?.catch(() => undefined);
      yield* chunk.body!;
    }
    yield encoder.encode(parts.tail);
  } catch (error) {
    console.error(`${OPEN_DATA.cataloguePath} aborted:`, error);
    throw error;
  } finally {
    // A transfer that ended early (the client left, a chunk failed) leaves a chunk fetched and unread.
    void next?.then((response) => response.body?.cancel()).catch(() => undefined);
  }
}

/** A stream of the generator's pieces, read as the client reads; leaving early ends the generator. */
function streamOf(pieces: AsyncGenerator<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async pull(controller) {
      const piece = await pieces.next();
      if (piece.done) controller.close();
      else controller.enqueue(piece.value);
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
}

function unavailable(error: unknown): Response {
  console.error(`${OPEN_DATA.cataloguePath} unavailable:`, error);
  return new Response('The catalogue is unavailable; try again shortly.\n', { status: 502, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

export default async (request: Request): Promise<Response | undefined> => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const site = new URL(request.url);
  let parts: CatalogueParts;
  let headers: Headers;
  let first: Response | undefined;
  try {
    const response = await fetchPart(OPEN_DATA.catalogueParts.path, site);
    parts = (await response.json()) as CatalogueParts;
    headers = documentHeaders(response.headers);
    if (request.method === 'HEAD') return new Response(null, { headers });
    first = parts.chunks[0] === undefined ? undefined : await fetchPart(parts.chunks[0], site);
  } catch (error) {
    return unavailable(error);
  }
  // For the CDN alone (Netlify strips it before the browser): a deploy purges what the CDN holds, so the document is
  // kept until the next one, and the function, whose CPU grows with the catalogue, runs once per deploy and node.
  headers.set('netlify-cdn-cache-control', CDN_CACHE);
  return new Response(streamOf(documentBytes(parts, first, site)), { headers });
};
