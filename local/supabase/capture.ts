/**
 * The capture endpoint of the local stand-in (development and tests only): stands in for every external
 * address the admin functions call (IndexNow, the automation webhook, the Netlify build hook), so the admin
 * page works and is testable offline.
 *   ANY    /capture/<name>[/...]   recorded; answers 200 {"received": true}, or the status given as ?status=
 *   GET    /capture/requests       what was recorded, oldest first (?name= filters)
 *   DELETE /capture/requests       forgets everything
 */
import { json } from './http.ts';

export interface CapturedRequest {
  id: number;
  /** First path segment after /capture/, e.g. "indexnow". */
  name: string;
  method: string;
  /** Path and query as received. */
  path: string;
  contentType: string | null;
  body: string;
  /** The body parsed, when it is JSON. */
  json: unknown;
  receivedAt: string;
}

const MAX_KEPT = 500;
const MAX_BODY_CHARS = 2_000_000;

export class Capture {
  #requests: CapturedRequest[] = [];
  #nextId = 1;

  list(name?: string | null): CapturedRequest[] {
    return name ? this.#requests.filter((r) => r.name === name) : [...this.#requests];
  }

  clear(): void {
    this.#requests = [];
  }

  async handle(req: Request, path: string): Promise<Response> {
    const url = new URL(req.url);
    if (path === '/requests' || path === '/requests/') {
      if (req.method === 'DELETE') {
        this.clear();
        return new Response(null, { status: 204 });
      }
      return json(this.list(url.searchParams.get('name')), 200, { 'Cache-Control': 'no-store' });
    }
    const name = path.split('/')[1] ?? '';
    if (!/^[a-z0-9-]+$/.test(name)) return json({ message: 'Capture names are a-z, 0-9 and -' }, 400);
    const text = (await req.text()).slice(0, MAX_BODY_CHARS);
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: the raw body is kept in `body`.
    }
    this.#requests.push({
      id: this.#nextId++,
      name,
      method: req.method,
      path: `${url.pathname}${url.search}`,
      contentType: req.headers.get('content-type'),
      body: text,
      json: parsed,
      receivedAt: new Date().toISOString(),
    });
    if (this.#requests.length > MAX_KEPT) this.#requests.shift();
    const status = Number(url.searchParams.get('status'));
    return json({ received: true }, Number.isInteger(status) && status >= 200 && status <= 599 ? status : 200);
  }
}
