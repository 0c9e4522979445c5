// Texts a build spills to disk until its endpoints publish them (src/built-files/spilled-texts.build.ts).
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { spilledBody, spillTexts } from '../../src/built-files/spilled-texts.build.ts';

test('each text comes back as its UTF-8 bytes, by name, folders included; two families keep apart', () => {
  const texts: [string, string][] = [
    ['a1b2/cards-0.json', JSON.stringify({ heading: 'Café robots – naïve “quotes” 😀' })],
    ['a1b2/cards-1.json', '[]'],
    ['top.txt', ''],
  ];
  const spilled = spillTexts(texts);
  const other = spillTexts([['top.txt', 'other']]);
  expect(spilled.names).toEqual(texts.map(([name]) => name));
  for (const [name, text] of texts) expect(Buffer.from(spilledBody(spilled.file(name))).equals(Buffer.from(text, 'utf8'))).toBe(true);
  expect(readFileSync(other.file('top.txt'), 'utf8')).toBe('other');
  expect(readFileSync(spilled.file('top.txt'), 'utf8')).toBe('');
});

test('a name that would leave its folder is refused', () => {
  for (const name of ['../x.json', 'a//b.json', 'a/./b.json', '/abs.json']) expect(() => spillTexts([[name, '{}']]), name).toThrow(/Not a file name/);
});
