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
  expect(deployDiff(previous, next)).toEqual({ files: 5, bytes: 4 + 3 + 4 + 3 + 7, newFiles: 2, newBytes: 3 + 7, newPaths: ['about.html', 'idea-files/html/0/y-2.html'], searchData: { cachedBytes: 0, refetchedBytes: 0 } });
});

test('a returning visitor fetches again the search data whose address is gone, though the same content sits elsewhere', () => {
  const previous = site('e', { 'discover/data/week1/core.json': 'week', 'discover/data/base/core.json': 'base core', 'discover/latest.json': '{}' });
  const next = site('f', { 'discover/data/week2/core.json': 'week', 'discover/data/week2/cards-0.json': 'new', 'discover/data/base/core.json': 'base core' });
  expect(deployDiff(previous, next).searchData).toEqual({ cachedBytes: 4 + 9, refetchedBytes: 4 });
});

test('the same build twice uploads nothing', () => {
  const files = { 'index.html': 'home', 'og-files/0/idea-1.png': 'png' };
  expect(deployDiff(site('c', files), site('d', files))).toMatchObject({ files: 2, newFiles: 0, newBytes: 0, newPaths: [] });
});
