// What a deploy would upload (scripts/deploy-diff.ts): Netlify uploads a content it does not hold, by SHA1,
// wherever the file sits.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { deployDiff } from '../../scripts/deploy-diff.ts';

const root = mkdtempSync(join(tmpdir(), 'rv-deploy-diff-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function site(name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

test('a file is new when no file of the previous deploy has its content, moved or not', () => {
  const previous = site('a', { 'index.html': 'home', 'idea/x-1.html': 'one', 'data/old/core.json': 'core' });
  const next = site('b', { 'index.html': 'home', 'idea-files/html/0/x-1.html': 'one', 'data/new/core.json': 'core', 'idea-files/html/0/y-2.html': 'two', 'about.html': 'changed' });
  expect(deployDiff(previous, next)).toEqual({ files: 5, bytes: 4 + 3 + 4 + 3 + 7, newFiles: 2, newBytes: 3 + 7, newPaths: ['about.html', 'idea-files/html/0/y-2.html'] });
});

test('the same build twice uploads nothing', () => {
  const files = { 'index.html': 'home', 'og-files/0/idea-1.png': 'png' };
  expect(deployDiff(site('c', files), site('d', files))).toMatchObject({ files: 2, newFiles: 0, newBytes: 0, newPaths: [] });
});
