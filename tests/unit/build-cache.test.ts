import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { keptName, keptResult } from '../../src/built-files/build-cache.build.ts';

const dir = mkdtempSync(join(tmpdir(), 'rv-kept-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('a result is worked out once per key, read back by the next build, and worked out again from a damaged file', () => {
  let workedOut = 0;
  const squares = (key: string) =>
    keptResult(dir, 'squares', () => key, () => {
      workedOut++;
      return [1, 2, 3].map((n) => n * n);
    });
  writeFileSync(join(dir, keptName('cubes', 'a')), '[1,8,27]');

  expect(squares('a')).toEqual([1, 4, 9]);
  expect(workedOut).toBe(1);
  expect(JSON.parse(readFileSync(join(dir, 'squares-a.json'), 'utf8'))).toEqual([1, 4, 9]);
  expect(squares('a')).toEqual([1, 4, 9]);
  expect(workedOut).toBe(1);

  // The file is what the next build reads, whatever it holds.
  writeFileSync(join(dir, 'squares-a.json'), '[0]');
  expect(squares('a')).toEqual([0]);
  writeFileSync(join(dir, 'squares-a.json'), '[1, 4');
  expect(squares('a')).toEqual([1, 4, 9]);
  expect(workedOut).toBe(2);
  expect(readFileSync(join(dir, 'squares-a.json'), 'utf8')).toBe('[1,4,9]');

  // A new key replaces the kind's older file and leaves other kinds alone.
  squares('b');
  expect(readdirSync(dir).sort()).toEqual(['cubes-a.json', 'squares-b.json']);
});

test('without a key (no code to hash), the result is worked out and nothing is kept', () => {
  const empty = mkdtempSync(join(dir, 'none-'));
  const result = keptResult(empty, 'squares', () => { throw new Error('no src/ here'); }, () => [4]);
  expect(result).toEqual([4]);
  expect(readdirSync(empty)).toEqual([]);
});
