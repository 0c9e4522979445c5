/**
 * Ships to the browser: the one way the site's built data files are fetched (discover's index, the workspace's
 * idea files, For you's vectors and cards). Each file is immutable under its content-named folder, so a page
 * fetches it once: whoever asks first starts the request and later asks share its answer, and a request that
 * failed is forgotten, so the next ask tries again.
 */

/** What a server-side reader of the site's JSON asks for (the jobs that read the live site). */
export const JSON_REQUEST: RequestInit = { headers: { Accept: 'application/json' } };

/** The JSON at `url`; an answer other than 2xx throws, naming the address and its status. */
export async function fetchJson<T>(url: string, init?: RequestInit, fetchFn: typeof fetch = fetch): Promise<T> {
  const response = await fetchFn(url, init);
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return (await response.json()) as T;
}

const requested = new Map<string, Promise<unknown>>();

/** The built file at `url`, parsed, fetched once per page. */
export function builtFile<T>(url: string): Promise<T> {
  let file = requested.get(url);
  if (!file) {
    file = fetchJson<unknown>(url);
    requested.set(url, file);
    file.catch(() => requested.delete(url));
  }
  return file as Promise<T>;
}
