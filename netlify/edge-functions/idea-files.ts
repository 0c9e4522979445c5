/**
 * Answers the addresses of the ideas' files (/idea/{slug}-{n}, its .json, .md and .bib, /og/idea-{n}.png) from
 * where the build keeps them, in numbered buckets (src/ideas/published-layout.ts: no folder of dist/ may hold
 * more than Netlify's 54,000 files). A page, its JSON and its image are rewrites, served by the CDN as files; the
 * Markdown and BibTeX are fetched and typed here, as no header rule can pick them by extension. An idea's other
 * addresses (/idea/12, /idea/idea-12) redirect to its page; anything else under /idea/ falls through to
 * netlify.toml's Idea Not Found rule. A bucket's index is read once per instance. Its paths are declared in
 * netlify.toml, where Netlify's bundler reads them without running the function.
 */
import {
  answerIdeaAddress,
  bucketIndexPath,
  bucketOf,
  type BucketIndex,
  IDEA_FILE_TYPES,
  ogImageLocation,
  readIdeaAddress,
} from '../../src/ideas/published-layout.ts';

const indexes = new Map<string, Promise<BucketIndex>>();

function bucketIndex(site: URL, bucket: number): Promise<BucketIndex> {
  const address = new URL(bucketIndexPath(bucket), site).href;
  let index = indexes.get(address);
  if (!index) {
    index = fetch(address).then(async (response) => {
      if (response.status === 404) return {};
      if (!response.ok) throw new Error(`${address} answered ${response.status}`);
      return (await response.json()) as BucketIndex;
    });
    indexes.set(address, index);
    index.catch(() => indexes.delete(address));
  }
  return index;
}

export default async (request: Request): Promise<Response | URL | undefined> => {
  const url = new URL(request.url);
  const address = readIdeaAddress(url.pathname);
  if (address.kind === 'og') return new URL(ogImageLocation(address.number), url);
  if (address.kind === 'other') return undefined;
  const answer = answerIdeaAddress(address, (await bucketIndex(url, bucketOf(address.number)))[String(address.number)]);
  if (answer.kind === 'redirect') return new Response(null, { status: 301, headers: { location: answer.location } });
  if (answer.kind === 'not-found') return undefined;
  const type = IDEA_FILE_TYPES[address.extension];
  if (!type) return new URL(answer.location, url);
  // Not the client's headers: its Accept-Encoding would get a compressed body that fetch hands on decoded.
  const file = await fetch(new URL(answer.location, url), { method: request.method });
  const headers = new Headers(file.headers);
  for (const name of ['content-encoding', 'content-length']) headers.delete(name);
  if (file.ok) headers.set('content-type', type);
  return new Response(file.body, { status: file.status, headers });
};
