// The CSP's hashes come from the built pages: every inline script that runs and every style element, nothing
// else, and never one made of the sheet's text. The analytics hosts are in the policy only when the tag is.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { assertNoSheetCode, contentSecurityPolicy, hashSources, inlineCode, inlineHashesOfBuild } from '../../src/integrations/csp.build.ts';
import { createElement } from 'react';
import { renderEmail } from '../../src/email/render.server.ts';
import { DARK_MODE_CSS } from '../../src/email/templates/dark-mode.ts';
import { Layout } from '../../src/email/templates/Layout.server.tsx';

const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
const pages = (...htmls: string[]) => htmls.map((html, index) => ({ path: `/page-${index}.html`, html }));
const hashesOf = (...htmls: string[]) => hashSources(inlineCode(pages(...htmls)).script.keys());
const styleHashesOf = (...htmls: string[]) => hashSources(inlineCode(pages(...htmls)).style.keys());

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
    expect([...inlineCode(pages('<script>a()</script>', '<script>a()</script><script>b()</script>')).script]).toEqual([
      ['a()', '/page-0.html'],
      ['b()', '/page-1.html'],
    ]);
  });
});

describe('inline style hashes', () => {
  test('hash each style element once, sorted, whatever its attributes; style attributes and linked sheets are not hashed', () => {
    expect(
      styleHashesOf(
        '<head><style>a{}</style><style media="print">b{}</style><link rel="stylesheet" href="/_astro/c.css"></head>',
        '<body><p style="color:red">x</p><style>a{}</style></body>',
      ),
    ).toEqual([hash('a{}'), hash('b{}')].sort());
  });

  test('the hash covers the exact text, and a "<style>" inside an attribute value or a script is text', () => {
    expect(styleHashesOf('<style>\n  p > a::after { content: "é" }\n</style>')).toEqual([hash('\n  p > a::after { content: "é" }\n')]);
    expect(styleHashesOf('<meta content="<style>body{display:none}</style>"><script>"<style>x{}</style>"</script><style>ok{}</style>')).toEqual([hash('ok{}')]);
  });

  test('scripts and styles are told apart, each with the first page it is on', () => {
    const code = inlineCode(pages('<style>a{}</style>', '<script>a{}</script><style>a{}</style><style>b{}</style>'));
    expect([...code.style]).toEqual([
      ['a{}', '/page-0.html'],
      ['b{}', '/page-1.html'],
    ]);
    expect([...code.script]).toEqual([['a{}', '/page-1.html']]);
  });

  test("an email's style element, as the admin page's preview frame shows it, is the one style sheet the policy adds", async () => {
    const { html } = await renderEmail(createElement(Layout, { preview: 'Preview', listName: 'Weekly Venture Picks', siteUrl: 'https://example.test' }));
    expect([...inlineCode([{ path: '/preview', html }]).style.keys()]).toEqual([DARK_MODE_CSS]);
  });
});

describe('no inline code is sheet text', () => {
  test('a script whose text is in an idea stops the build, naming the page', () => {
    const code = inlineCode(pages('<script>astro()</script>', '<h1>Pitch</h1><script> window.__pwned=1 </script>'));
    expect(() => assertNoSheetCode(code, ['A pitch <script> window.__pwned=1 </script> and more'])).toThrow(/window\.__pwned=1.*on \/page-1\.html is text from the sheet/);
    expect(() => assertNoSheetCode(code, ['An ordinary pitch', 'astro'])).not.toThrow();
  });

  test('so is a style element whose text is in an idea', () => {
    const code = inlineCode(pages('<style>a{color:red}</style>', '<h1>Pitch</h1><style>body{display:none}</style>'));
    expect(() => assertNoSheetCode(code, ['Hide it all: <style>body{display:none}</style>'])).toThrow(/inline style "body\{display:none\}" on \/page-1\.html is text from the sheet/);
    expect(() => assertNoSheetCode(code, ['a{color:blue}'])).not.toThrow();
  });

  test('a build is read from its pages and its ideas’ JSON', () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-build-'));
    try {
      // Laid out as the build leaves it (src/ideas/published-layout.ts).
      const json = join(dir, 'idea-files', 'json', '0');
      const html = join(dir, 'idea-files', 'html', '0');
      mkdirSync(json, { recursive: true });
      mkdirSync(html, { recursive: true });
      writeFileSync(join(dir, 'index.html'), '<style>astro-island{display:contents}</style><script>island()</script>');
      writeFileSync(join(json, 'safe-1.json'), JSON.stringify({ pitch: 'Safe', tags: ['a', 'b'], paper: { title: 'T' } }));
      writeFileSync(join(html, 'safe-1.html'), '<meta content="<script>steal()</script>"><script>island()</script>');
      // The emails' style sheet too: the admin page shows it in a preview frame, which takes the page's policy.
      expect(inlineHashesOfBuild(dir)).toEqual({ script: [hash('island()')], style: [hash('astro-island{display:contents}'), hash(DARK_MODE_CSS)].sort() });

      writeFileSync(join(json, 'bad-2.json'), JSON.stringify({ pitch: 'x', paper: { title: '<script>steal()</script>' } }));
      writeFileSync(join(html, 'bad-2.html'), '<h1><script>steal()</script></h1>');
      expect(() => inlineHashesOfBuild(dir)).toThrow(/"steal\(\)" on \/idea\/bad-2 is text from the sheet/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the policy', () => {
  const ANALYTICS_HOST = /googletagmanager|google-analytics|analytics\.google/;
  const policy = (analytics: boolean) =>
    contentSecurityPolicy({
      supabaseUrl: 'https://abcdefgh.supabase.co',
      contactFormUrl: 'https://formsubmit.co/hello@researchventures.ai',
      analytics,
      hashes: { script: ["'sha256-script='"], style: ["'sha256-style='"] },
    });
  const directives = (csp: string) => new Map(csp.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)] as const));

  test('without the analytics tag, no analytics host is allowed anywhere', () => {
    expect(policy(false)).not.toMatch(ANALYTICS_HOST);
    expect(directives(policy(false)).get('script-src')).toEqual(["'self'", "'sha256-script='"]);
    expect(directives(policy(false)).get('img-src')).toEqual(["'self'", 'data:']);
  });

  test('with it, the tag loads from its host and sends to the collectors', () => {
    const on = directives(policy(true));
    expect(on.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com', "'sha256-script='"]);
    expect(on.get('connect-src')).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com']));
    expect(on.get('img-src')).toEqual(["'self'", 'data:', 'https://*.google-analytics.com', 'https://*.googletagmanager.com']);
    // Nothing else changes.
    const off = directives(policy(false));
    for (const name of ['default-src', 'style-src', 'style-src-elem', 'style-src-attr', 'font-src', 'form-action', 'frame-ancestors']) expect(on.get(name), name).toEqual(off.get(name));
  });

  test('style elements only by hash; style attributes (and browsers that know neither directive) allow inline styles', () => {
    const csp = directives(policy(false));
    expect(csp.get('style-src-elem')).toEqual(["'self'", "'sha256-style='"]);
    expect(csp.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  });
});
