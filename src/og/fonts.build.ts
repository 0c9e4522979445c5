/**
 * The Inter subsets the images are drawn with, and which characters they can draw. Text outside them
 * would show satori's "no glyph" boxes (the build is offline: no font or emoji can be fetched), so the
 * views drop it before it reaches the template or the cache key.
 * Build-time only.
 */
import unicodeRanges from '@fontsource/inter/unicode.json' with { type: 'json' };

/** In fallback order: satori uses the first family for all text and the others for what it lacks. */
export const FONT_SUBSETS = [
  { family: 'Inter', subset: 'latin' },
  { family: 'Inter Latin Ext', subset: 'latin-ext' },
  { family: 'Inter Vietnamese', subset: 'vietnamese' },
  { family: 'Inter Greek', subset: 'greek' },
  { family: 'Inter Cyrillic', subset: 'cyrillic' },
] as const satisfies ReadonlyArray<{ family: string; subset: keyof typeof unicodeRanges }>;

export const FONT_WEIGHTS = [400, 700] as const;

/** [first, last] code point pairs from fontsource's "U+0000-00FF,U+0131,..." lists. */
function parseRanges(list: string): Array<[number, number]> {
  return list.split(',').map((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(first!, 16), parseInt(last!, 16)];
  });
}

const RANGES = FONT_SUBSETS.flatMap(({ subset }) => parseRanges(unicodeRanges[subset]));

export function isDrawable(char: string): boolean {
  const code = char.codePointAt(0)!;
  return RANGES.some(([first, last]) => code >= first && code <= last);
}

/** Removes every character the loaded fonts cannot draw. */
export function drawableText(text: string): string {
  let out = '';
  for (const char of text) if (isDrawable(char)) out += char;
  return out;
}
