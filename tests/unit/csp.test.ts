// The CSP's script hashes come from the built pages: every inline script that runs, nothing else.
import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { inlineScriptHashes } from '../../src/config/csp.ts';

const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('inline script hashes', () => {
  test('hash each inline classic or module script once, sorted, and skip scripts with a src and data blocks', () => {
    const pages = [
      '<head><script>a()</script><script type="module">b()</script><script src="/_astro/c.js"></script></head>',
      '<body><script type="application/ld+json">{"@type":"Thing"}</script><script>a()</script><script type=text/javascript>d()</script></body>',
    ];
    expect(inlineScriptHashes(pages)).toEqual([hash('a()'), hash('b()'), hash('d()')].sort());
  });

  test('the hash covers the exact text, white space and non-ASCII included', () => {
    expect(inlineScriptHashes(['<script>\n  say("é")\n</script>'])).toEqual([hash('\n  say("é")\n')]);
    expect(inlineScriptHashes(['<p>no scripts</p>'])).toEqual([]);
  });
});
