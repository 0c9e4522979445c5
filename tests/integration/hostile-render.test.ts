// Arbitrary cell strings rendered into idea pages by a real build: fast-check generates the hostile sheet
// (seeded, so a failure reproduces), and every idea page is scanned for executable markup carrying the
// fuzz marker and for links with a scheme other than http(s) or mailto. Every cell also carries bidi and
// control characters, and no text the build writes may still hold one.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { astroBuild } from './astro-build.ts';
import { COLUMN_ALIASES } from '../../src/ideas/columns.build.ts';

const MARKER = 'fz9x';
const ROWS = 40;
const PAYLOADS = [
  `<script>${MARKER}()</script>`,
  `"><img src=x onerror=${MARKER}()>`,
  `'><svg onload=${MARKER}()>`,
  `</script><script>${MARKER}()</script>`,
  `javascript:${MARKER}()`,
  ` JaVaScRiPt:${MARKER}()`,
  `data:text/html,<script>${MARKER}()</script>`,
  `<a href="javascript:${MARKER}()">x</a>`,
  `<iframe src="javascript:${MARKER}()">`,
  `{{${MARKER}}} \${${MARKER}} <!-- ${MARKER} -->`,
  `<style>@import "javascript:${MARKER}"</style>`,
  `\u2028\u2029</title><base href="javascript:${MARKER}//">`,
];

/** Bidi embeddings, overrides and isolates, C0 and C1 controls and every kind of line break. */
const HIDDEN = ['\u202Egnp.exe', '\u2066\u2067\u2068\u202A\u202B\u202C\u202D\u2069', '\u0000\u0007\u001B[2J\u007F', '\u0080\u0085\u009B', '\r\n\r\u000B\u000C'];
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HIDDEN_CHARACTER = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

const work = mkdtempSync(join(tmpdir(), 'rv-hostile-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const hostileText = fc
  .tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...PAYLOADS), fc.constantFrom(...HIDDEN), fc.string({ unit: 'grapheme', maxLength: 10 }))
  .map((parts) => parts.join(''));

function hostileSheet(): string {
  const labels = Object.values(COLUMN_ALIASES).map((aliases) => aliases[0]!);
  const rows = fc.sample(fc.array(hostileText, { minLength: labels.length, maxLength: labels.length }), { numRuns: ROWS, seed: 9 });
  const table = {
    cols: labels.map((label, i) => ({ id: String(i), label, type: 'string' })),
    rows: [{ c: labels.map(() => ({ v: 'instructions' })) }, ...rows.map((cells) => ({ c: cells.map((v) => ({ v })) }))],
  };
  return `/*O_o*/\ngoogle.visualization.Query.setResponse(${JSON.stringify({ status: 'ok', table })});`;
}

interface Tag {
  name: string;
  attributes: [string, string][];
}

/** The tags of a page as a browser tokenizer sees them (Astro always quotes attribute values). */
function tags(html: string): { tags: Tag[]; scripts: { attributes: [string, string][]; body: string }[] } {
  const found: Tag[] = [];
  const scripts: { attributes: [string, string][]; body: string }[] = [];
  const tag = /<([a-zA-Z][^\s/>]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g;
  let match: RegExpExecArray | null;
  while ((match = tag.exec(html))) {
    const attributes = [...match[2]!.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)].map(
      (a) => [a[1]!.toLowerCase(), a[2] ?? a[3] ?? a[4] ?? ''] as [string, string],
    );
    const name = match[1]!.toLowerCase();
    found.push({ name, attributes });
    if (name === 'script') {
      const end = html.indexOf('</script', tag.lastIndex);
      scripts.push({ attributes, body: html.slice(tag.lastIndex, end) });
      tag.lastIndex = end;
    }
  }
  return { tags: found, scripts };
}

const outDir = join(work, 'out');

beforeAll(() => {
  const sheet = join(work, 'hostile.gviz.txt');
  writeFileSync(sheet, hostileSheet());
  const result = astroBuild(outDir, { ...process.env, SHEET_URL: sheet });
  expect(result.status, result.output).toBe(0);
}, 180_000);

it('a build from arbitrary hostile cells renders no executable markup and no non-http(s) link', () => {
  // Where the build keeps the idea pages (src/ideas/published-layout.ts).
  const folder = join(outDir, 'idea-files', 'html');
  const pages = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'));
  expect(pages.length).toBeGreaterThanOrEqual(ROWS - 2);
  let checkedTags = 0;
  for (const page of pages) {
    const html = readFileSync(join(folder, page), 'utf8');
    // The hostile text did reach the page (escaped), so the checks below look at something.
    expect(html).toContain(MARKER);
    const { tags: all, scripts } = tags(html);
    checkedTags += all.length;
    for (const script of scripts) {
      const type = script.attributes.find(([name]) => name === 'type')?.[1];
      if (type !== 'application/ld+json') expect(script.body, `${page}: a script`).not.toContain(MARKER);
      else expect(() => JSON.parse(script.body), `${page}: JSON-LD stays one JSON value`).not.toThrow();
    }
    for (const { name, attributes } of all) {
      expect(['iframe', 'object', 'embed', 'base', 'style'].includes(name) && attributes.some(([, v]) => v.includes(MARKER)), `${page}: <${name}>`).toBe(false);
      for (const [attribute, value] of attributes) {
        if (attribute.startsWith('on')) expect(value, `${page}: ${attribute} on <${name}>`).not.toContain(MARKER);
        if (['href', 'src', 'action', 'formaction', 'xlink:href', 'poster'].includes(attribute)) {
          // eslint-disable-next-line no-control-regex -- finding control characters is the point
          const decoded = value.replace(/&#x?[0-9a-f]+;|&\w+;/gi, '').replace(/[\s\u0000-\u001f]/g, '');
          const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(decoded)?.[1]?.toLowerCase();
          if (scheme) expect(['http', 'https', 'mailto'], `${page}: ${attribute}="${value.slice(0, 60)}" on <${name}>`).toContain(scheme);
        }
      }
    }
  }
  console.info(`hostile render: ${ROWS} fuzzed rows, ${pages.length} idea pages, ${checkedTags} tags checked`);
});

/** The text a reader gets from a file: JSON's string values (its escapes decoded), markup's character references decoded. */
function readerText(path: string): string {
  const text = readFileSync(path, 'utf8');
  if (path.endsWith('.json')) {
    const strings: string[] = [];
    JSON.parse(text, (_key, value: unknown) => {
      if (typeof value === 'string') strings.push(value);
      return value;
    });
    return strings.join('\n');
  }
  return text.replace(/&#x([0-9a-f]+);|&#(\d+);/gi, (_, hex: string | undefined, decimal: string | undefined) => String.fromCodePoint(hex ? parseInt(hex, 16) : Number(decimal)));
}

it('no page, idea .json/.md/.bib, feed or other data file keeps a bidi control or a control other than tab and new line', () => {
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => !name.startsWith('_astro') && /\.(html|json|md|bib|xml|atom|txt)$/.test(name))
    .map((name) => join(outDir, name));
  for (const kind of ['html', 'json', 'md', 'bib']) expect(files.filter((file) => file.includes(`${join(outDir, 'idea-files', kind)}/`)).length, kind).toBeGreaterThanOrEqual(ROWS - 2);
  expect(files.filter((file) => file.includes(join(outDir, 'feeds'))).length).toBeGreaterThanOrEqual(3);
  let reached = 0;
  for (const file of files) {
    const text = readerText(file);
    const found = HIDDEN_CHARACTER.exec(text);
    expect(found && `U+${found[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} near "${text.slice(Math.max(0, found.index - 30), found.index + 30)}"`, file).toBeNull();
    if (text.includes('gnp.exe')) reached += 1;
  }
  // The hidden characters' neighbours did reach the outputs, so the scan looked at the right text.
  expect(reached).toBeGreaterThan(0);
});
