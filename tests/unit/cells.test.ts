import { describe, expect, test } from 'vitest';
import { arxivIdFromUrl, CellError, cleanText, readDate, readHttpUrl, readList, readNumber, readTags, readText } from '../../src/ideas/cells.build.ts';

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
  test('cleans before trimming, so a cell of controls alone is empty', () => {
    expect(readText('\u202E\u0000 Title \u0007\n')).toBe('Title');
    expect(readText('\u202E\u2066\u0001')).toBeUndefined();
  });
});

describe('cleanText', () => {
  test('a right-to-left override cannot make gnp.exe read as exe.png', () => {
    expect(cleanText('invoice-\u202Egnp.exe')).toBe('invoice-gnp.exe');
  });
  test('removes every bidi embedding, override and isolate', () => {
    expect(cleanText('a\u202Ab\u202Bc\u202Cd\u202De\u202Ef\u2066g\u2067h\u2068i\u2069j')).toBe('abcdefghij');
  });
  test('keeps the direction marks, which mixed-direction text needs', () => {
    expect(cleanText('\u05E9\u05DC\u05D5\u05DD\u200F, \u0645\u0631\u062D\u0628\u0627\u061C (1)\u200E')).toBe(
      '\u05E9\u05DC\u05D5\u05DD\u200F, \u0645\u0631\u062D\u0628\u0627\u061C (1)\u200E',
    );
  });
  test('removes C0 controls other than tab and new line, DEL, C1 controls and noncharacters (U+FFFE...)', () => {
    expect(cleanText('a\u0000b\u0007c\u001B[31md\u001Fe\u007Ff\u0080g\u009Bh')).toBe('abc[31mdefgh');
    expect(cleanText('col\tcol\nline')).toBe('col\tcol\nline');
    expect(cleanText('a\uFFFEb\uFFFFc\uFDD0d\uFDEFe\u{1FFFE}f\u{10FFFF}g')).toBe('abcdefg');
    // Their neighbours are characters: the replacement character, the specials, a plane's other code points.
    expect(cleanText('\uFFFD\uFFFC\uFDCF\uFDF0\u{1FFFD}')).toBe('\uFFFD\uFFFC\uFDCF\uFDF0\u{1FFFD}');
  });
  test('every line break becomes a new line', () => {
    expect(cleanText('a\r\nb\rc\u000Bd\u000Ce\u0085f')).toBe('a\nb\nc\nd\ne\nf');
  });
  test('leaves ordinary text alone', () => {
    const text = '🚀 émoji Ünïcode 日本語 – “quoted” & <b>';
    expect(cleanText(text)).toBe(text);
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
