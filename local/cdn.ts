/**
 * What Netlify's CDN does to a published build, for the local site server (./serve.ts): gzip for text, and
 * each address answered from memory after its first request, since a published build never changes. The
 * emulator spends milliseconds of CPU on every request it answers (it matches the redirect rules in
 * WebAssembly and makes and removes a folder for each), which slowed the browser tests markedly. Development
 * and tests only.
 */
import { gzipSync } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/([a-z.-]+\+)?(json|xml|javascript)\b|application\/manifest|image\/svg)/;

/** What the in-memory CDN keeps at most (a 10,000-idea build is about 1 GB). */
const CDN_CACHE_BYTES = 256 * 1024 * 1024;

const wantsGzip = (request: Request, headers: Headers) =>
  /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '') && COMPRESSIBLE.test(headers.get('content-type') ?? '') && !headers.has('content-encoding');

function gzipHeaders(headers: Headers): Headers {
  const zipped = new Headers(headers);
  zipped.set('content-encoding', 'gzip');
  zipped.delete('content-length');
  zipped.append('vary', 'Accept-Encoding');
  return zipped;
}

/** A function's answer, compressed on the way as Netlify's CDN does. */
export function compressed(request: Request, response: Response): Response {
  if (!response.body || !wantsGzip(request, response.headers)) return response;
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), { status: response.status, headers: gzipHeaders(response.headers) });
}

interface CdnEntry {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  /** Made on the first request that accepts it. */
  gzip?: Uint8Array<ArrayBuffer>;
}

function cdnResponse(request: Request, entry: CdnEntry): Response {
  const headers = new Headers(entry.headers);
  if (entry.body.length > 0 && wantsGzip(request, headers)) {
    entry.gzip ??= new Uint8Array(gzipSync(entry.body));
    return new Response(entry.gzip, { status: entry.status, headers: gzipHeaders(headers) });
  }
  return new Response(entry.body.length > 0 ? entry.body : null, { status: entry.status, headers });
}

/**
 * A GET of the published build: `publish` answers an address the first time, then memory does, up to
 * CDN_CACHE_BYTES (`keep` false: never, for sites whose files the tests change while the server runs).
 * Functions never come here.
 */
export function cdn(keep: boolean): (request: Request, publish: () => Promise<Response>) => Promise<Response> {
  const entries = new Map<string, CdnEntry>();
  let bytes = 0;
  return async (request, publish) => {
    const hit = entries.get(request.url);
    if (hit) return cdnResponse(request, hit);
    const response = await publish();
    const body = new Uint8Array(await response.arrayBuffer());
    const entry: CdnEntry = { status: response.status, headers: [...response.headers], body };
    if (keep && bytes + body.length <= CDN_CACHE_BYTES) {
      entries.set(request.url, entry);
      bytes += body.length;
    }
    return cdnResponse(request, entry);
  };
}
