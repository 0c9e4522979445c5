// The CSP's script hashes come from the built pages: every inline script that runs, nothing else, and never
// one made of the sheet's text.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { assertNoSheetScripts, inlineScripts, scriptHashes, scriptHashesOfBuild } from '../../src/config/csp.ts';

const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
const pages = (...htmls: string[]) => htmls.map((html, index) => ({ path: `/page-${index}.html`, html }));
const hashesOf = (...htmls: string[]) => scriptHashes(inlineScripts(pages(...htmls)).keys());

describe('inline script hashes', () => {
  test('hash each inline classic or module script once, sorted, and skip scripts with a src and data blocks', () => {
    expect(
      hashesOf(
        '<head><script>a()</script><script type="module">b()</script><script src="/_astro/c.js"></script></head>',
        '<body><script type="application/ld+json">{"@type":"Thing"}</script><script>a()</script><script type=text/javascript>d()</script></body>',
      ),
    ).toEqual([hash('a()'), hash('b()'), hash('d()')].sort());
  });

  test('the hash covers the exact text, white space, markup-like text and non-ASCII included', () => {
    expect(hashesOf('<script>\n  say("é")\n</script>')).toEqual([hash('\n  say("é")\n')]);
    expect(hashesOf('<script>if (a < b && c > d) say("<p>&amp;")</script>')).toEqual([hash('if (a < b && c > d) say("<p>&amp;")')]);
    expect(hashesOf('<p>no scripts</p>')).toEqual([]);
  });

  test('a "<script>" inside an attribute value is text, not a script to allow', () => {
    const html = '<meta name="description" content="<script>window.__pwned=1</script> Hostile pitch"><script>ok()</script>';
    expect(hashesOf(html)).toEqual([hash('ok()')]);
  });

  test('each script is reported with the first page it is on', () => {
    expect([...inlineScripts(pages('<script>a()</script>', '<script>a()</script><script>b()</script>'))]).toEqual([
      ['a()', '/page-0.html'],
      ['b()', '/page-1.html'],
    ]);
  });
});

describe('no inline script is sheet text', () => {
  test('a script whose text is in an idea stops the build, naming the page', () => {
    const scripts = inlineScripts(pages('<script>astro()</script>', '<h1>Pitch</h1><script> window.__pwned=1 </script>'));
    expect(() => assertNoSheetScripts(scripts, ['A pitch <script> window.__pwned=1 </script> and more'])).toThrow(/window\.__pwned=1.*on \/page-1\.html is text from the sheet/);
    expect(() => assertNoSheetScripts(scripts, ['An ordinary pitch', 'astro'])).not.toThrow();
  });

  test('a build is read from its pages and its ideas’ JSON', () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-build-'));
    try {
      mkdirSync(join(dir, 'idea'));
      writeFileSync(join(dir, 'index.html'), '<script>island()</script>');
      writeFileSync(join(dir, 'idea', 'safe-1.json'), JSON.stringify({ pitch: 'Safe', tags: ['a', 'b'], paper: { title: 'T' } }));
      writeFileSync(join(dir, 'idea', 'safe-1.html'), '<meta content="<script>steal()</script>"><script>island()</script>');
      expect(scriptHashesOfBuild(dir)).toEqual([hash('island()')]);

      writeFileSync(join(dir, 'idea', 'bad-2.json'), JSON.stringify({ pitch: 'x', paper: { title: '<script>steal()</script>' } }));
      writeFileSync(join(dir, 'idea', 'bad-2.html'), '<h1><script>steal()</script></h1>');
      expect(() => scriptHashesOfBuild(dir)).toThrow(/"steal\(\)" on \/idea\/bad-2\.html is text from the sheet/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
