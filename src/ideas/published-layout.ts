/**
 * Where each published idea address lives in dist/. Netlify refuses a deploy with a folder of more than 54,000
 * files, and an idea publishes five (its page, .json, .md, .bib and Open Graph image), so they are not kept
 * under /idea/ and /og/, where their addresses are: each format has a folder of numbered buckets of
 * BUCKET_SIZE ideas, and an edge function (netlify/edge-functions/idea-files.ts) answers an address with its
 * file. A bucket's index says which ideas it holds at which address, so the function knows a page from an
 * alias (/idea/12, /idea/idea-12: 301 to the page) or from nothing (Idea Not Found, as netlify.toml says).
 * Netlify advises against more than 10,000 redirect rules: two per idea would be 200,000 at 100,000 ideas.
 * The MCP server's record of each idea (mcpRecordLocation) is kept in the same numbered buckets, at its own address.
 * Pure, no imports: the edge function runs it on Deno.
 */

/** Ideas per bucket: at most 1,000 files in a folder of the layout, and 101 buckets at 100,000 ideas. */
export const BUCKET_SIZE = 1000;

/** The extensions an idea's files are published with; 'html' is the page, at the address without one. */
export type IdeaExtension = 'html' | 'json' | 'md' | 'bib';

/** The media types of an idea's data files (the page's links name them too: src/open-data/files.build.ts). */
export const IDEA_MEDIA_TYPES = { json: 'application/json', md: 'text/markdown', bib: 'application/x-bibtex' } as const;

/**
 * What the edge function types itself: Netlify types a page and JSON by their extension, and would send Markdown
 * and BibTeX untyped or as a download.
 */
export const IDEA_FILE_TYPES: Partial<Record<IdeaExtension, string>> = {
  md: `${IDEA_MEDIA_TYPES.md}; charset=utf-8`,
  bib: `${IDEA_MEDIA_TYPES.bib}; charset=utf-8`,
};

export const IDEA_FILES_ROOT = '/idea-files';
export const OG_FILES_ROOT = '/og-files';
export const MCP_FILES_ROOT = '/mcp-files';

/** A bucket's index: idea number -> its page's address and the extensions it is published with. */
export type BucketIndex = Record<string, { path: string; files: IdeaExtension[] }>;

export function bucketOf(number: number): number {
  return Math.floor(number / BUCKET_SIZE);
}

export function bucketIndexPath(bucket: number): string {
  return `${IDEA_FILES_ROOT}/index/${bucket}.json`;
}

/** '/idea/{slug}-{n}' and an extension -> where the file is in dist/. */
export function ideaFileLocation(path: string, number: number, extension: IdeaExtension): string {
  return `${IDEA_FILES_ROOT}/${extension}/${bucketOf(number)}/${path.slice('/idea/'.length)}.${extension}`;
}

/** '/og/idea-{n}.png' -> where the image is in dist/. */
export function ogImageLocation(number: number): string {
  return `${OG_FILES_ROOT}/${bucketOf(number)}/idea-${number}.png`;
}

/** Where the MCP function reads an idea's record (src/mcp/catalogue.server.ts), published as a file of its own. */
export function mcpRecordLocation(number: number): string {
  return `${MCP_FILES_ROOT}/${bucketOf(number)}/idea-${number}.json`;
}

const LOCATION = /^\/idea-files\/(html|json|md|bib)\/\d+\/([^/]+)\.\1$/;
const OG_LOCATION = /^\/og-files\/\d+\/(idea-\d+\.png)$/;

/** Where a file of the layout is answered ('/idea-files/md/0/x-12.md' -> '/idea/x-12.md'), else the path itself. */
export function publishedAddress(location: string): string {
  const file = LOCATION.exec(location);
  if (file) return `/idea/${file[2]}${file[1] === 'html' ? '' : `.${file[1]}`}`;
  const og = OG_LOCATION.exec(location);
  return og ? `/og/${og[1]}` : location;
}

/** What an address under /idea/ or /og/ asks for, before any index is read. */
export type IdeaAddress =
  | { kind: 'idea'; number: number; stem: string; extension: IdeaExtension }
  | { kind: 'og'; number: number }
  | { kind: 'other' };

// A page's address may end in a slash, as Netlify serves /x/ from x.html.
const IDEA_ADDRESS = /^\/idea\/((?:[a-z0-9]+(?:-[a-z0-9]+)*-)?(\d+))(?:\.(json|md|bib)|\/)?$/;
const OG_ADDRESS = /^\/og\/idea-(\d+)\.png$/;

export function readIdeaAddress(pathname: string): IdeaAddress {
  const og = OG_ADDRESS.exec(pathname);
  if (og) return { kind: 'og', number: Number(og[1]) };
  const idea = IDEA_ADDRESS.exec(pathname);
  if (!idea || !Number.isSafeInteger(Number(idea[2]))) return { kind: 'other' };
  return { kind: 'idea', number: Number(idea[2]), stem: `/idea/${idea[1]}`, extension: (idea[3] as IdeaExtension | undefined) ?? 'html' };
}

/** How the edge function answers an idea address, given its bucket's entry for the number. */
export type IdeaAnswer = { kind: 'file'; location: string } | { kind: 'redirect'; location: string } | { kind: 'not-found' };

export function answerIdeaAddress(address: Extract<IdeaAddress, { kind: 'idea' }>, entry: BucketIndex[string] | undefined): IdeaAnswer {
  if (!entry) return { kind: 'not-found' };
  if (address.stem === entry.path) {
    return entry.files.includes(address.extension) ? { kind: 'file', location: ideaFileLocation(entry.path, address.number, address.extension) } : { kind: 'not-found' };
  }
  const alias = address.extension === 'html' && (address.stem === `/idea/${address.number}` || address.stem === `/idea/idea-${address.number}`);
  return alias ? { kind: 'redirect', location: entry.path } : { kind: 'not-found' };
}

/**
 * The entries of the layout's largest folder for `ideas` ideas numbered 1 to `ideas`: a full bucket of a format,
 * or the list of a format's buckets, whichever is longer (the deploy test's bound at 100,000 ideas).
 */
export function largestLayoutFolder(ideas: number): number {
  return Math.max(Math.min(ideas, BUCKET_SIZE), bucketOf(ideas) + 1);
}
