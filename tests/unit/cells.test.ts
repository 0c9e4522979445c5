import { describe, expect, test } from 'vitest';
import { arxivIdFromUrl, CellError, readDate, readHttpUrl, readList, readNumber, readTags, readText } from '../../src/ideas/cells.ts';

describe('readText', () => {
  test('trims, normalizes line ends, and treats blank as empty', () => {
    expect(readText('  hello\r\nworld  ')).toBe('hello\nworld');
    expect(readText('   ')).toBeUndefined();
    expect(readText(null)).toBeUndefined();
    expect(readText(7)).toBe('7');
  });
  test('refuses objects', () => {
    expect(() => readText({ a: 1 })).toThrow(CellError);
  });
});

describe('readList', () => {
  test('splits on semicolons and new lines, drops bullets and empties', () => {
    expect(readList('a; b;; c')).toEqual(['a', 'b', 'c']);
    expect(readList('- first\n• second\n3. third\n\n')).toEqual(['first', 'second', 'third']);
    expect(readList(' ; ')).toBeUndefined();
  });
});

describe('readTags', () => {
  test('splits on commas, strips #, removes case-insensitive duplicates', () => {
    expect(readTags('llm, #Transformers, LLM, , agents')).toEqual(['llm', 'Transformers', 'agents']);
    expect(readTags('')).toBeUndefined();
  });
});

describe('readNumber', () => {
  test('accepts numbers and numeric text', () => {
    expect(readNumber(8)).toBe(8);
    expect(readNumber('7')).toBe(7);
    expect(readNumber(' 7.5 ')).toBe(7.5);
    expect(readNumber('6,5')).toBe(6.5);
    expect(readNumber('8/10')).toBe(8);
    expect(readNumber(null)).toBeUndefined();
  });
  test('refuses words', () => {
    expect(() => readNumber('eight')).toThrow(/not a number/);
  });
});

describe('readDate', () => {
  test('gviz dates have a 0-based month', () => {
    expect(readDate('Date(2025,5,1)')).toBe('2025-06-01');
    expect(readDate('Date(2025,0,31,14,5,0)')).toBe('2025-01-31');
  });
  test('ISO text is accepted', () => {
    expect(readDate('2026-03-04')).toBe('2026-03-04');
    expect(readDate('2026-03-04T10:00:00Z')).toBe('2026-03-04');
  });
  test('impossible or unknown dates are refused', () => {
    expect(() => readDate('Date(2025,1,30)')).toThrow(/real calendar date/);
    expect(() => readDate('next tuesday')).toThrow(CellError);
  });
});

describe('readHttpUrl', () => {
  test('keeps http(s) links', () => {
    expect(readHttpUrl('https://arxiv.org/abs/1706.03762')).toBe('https://arxiv.org/abs/1706.03762');
  });
  test.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,<script>x</script>', '/relative/path', 'ftp://x.org/a'])('refuses %s', (link) => {
    expect(() => readHttpUrl(link)).toThrow(CellError);
  });
});

describe('arxivIdFromUrl', () => {
  test.each([
    ['https://arxiv.org/abs/2501.01234', '2501.01234'],
    ['https://arxiv.org/abs/2501.01234v3', '2501.01234'],
    ['https://arxiv.org/pdf/2106.09685v2.pdf', '2106.09685'],
    ['http://export.arxiv.org/abs/1706.03762', '1706.03762'],
    ['https://arxiv.org/abs/cs/0112017', 'cs/0112017'],
    ['https://arxiv.org/abs/math.GT/0309136v1', 'math.GT/0309136'],
    ['https://huggingface.co/papers/2305.18290', '2305.18290'],
  ])('%s -> %s', (link, id) => {
    expect(arxivIdFromUrl(link)).toBe(id);
  });
  test('no id from other hosts or missing links', () => {
    expect(arxivIdFromUrl('https://example.com/2501.01234')).toBeUndefined();
    expect(arxivIdFromUrl('https://arxiv.org/list/cs.AI/recent')).toBeUndefined();
    expect(arxivIdFromUrl(undefined)).toBeUndefined();
  });
});
