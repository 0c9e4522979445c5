/**
 * Renders an Open Graph element tree to PNG: satori (layout + text to SVG paths) with the Inter fonts,
 * then sharp (SVG to a palette PNG). Knows nothing about ideas; see template.tsx for the layouts.
 * Build-time only.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ReactNode } from 'react';
import satori, { type Font } from 'satori';
import sharp from 'sharp';
import { SITE } from '../config/site.ts';

/** Bump when the output changes for the same element (fonts, PNG settings): it is part of every cache key. */
export const RENDER_VERSION = 'render-v1';

/**
 * Inter subsets as separate families: 'Inter' (latin) is asked for by the templates; satori falls back to
 * the other loaded fonts, in this order, for characters latin lacks.
 */
const FONT_FILES: ReadonlyArray<{ name: string; subset: string }> = [
  { name: 'Inter', subset: 'latin' },
  { name: 'Inter Latin Ext', subset: 'latin-ext' },
  { name: 'Inter Greek', subset: 'greek' },
  { name: 'Inter Cyrillic', subset: 'cyrillic' },
];
const WEIGHTS = [400, 700] as const;

let fontsPromise: Promise<Font[]> | undefined;

/** Resolved from the project root so it works both from src/ (tests) and from Astro's bundled build output. */
function fontPath(subset: string, weight: number): string {
  const require = createRequire(path.join(process.cwd(), 'package.json'));
  return require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`);
}

/** Reads the font files once per process, on first use. */
export function loadFonts(): Promise<Font[]> {
  fontsPromise ??= Promise.all(
    FONT_FILES.flatMap(({ name, subset }) =>
      WEIGHTS.map(async (weight): Promise<Font> => ({ name, weight, style: 'normal', data: await readFile(fontPath(subset, weight)) })),
    ),
  ).catch((error: unknown) => {
    fontsPromise = undefined;
    throw error;
  });
  return fontsPromise;
}

export interface RenderSize {
  width: number;
  height: number;
}

export async function renderSvg(element: ReactNode, size: RenderSize = SITE.ogImageSize): Promise<string> {
  return satori(element, { width: size.width, height: size.height, fonts: await loadFonts() });
}

/**
 * Element tree -> PNG. A 256-colour palette keeps flat layouts with anti-aliased text small
 * (tens of KB instead of ~150 KB for truecolour) with no visible loss.
 */
export async function renderPng(element: ReactNode, size: RenderSize = SITE.ogImageSize): Promise<Buffer> {
  const svg = await renderSvg(element, size);
  return sharp(Buffer.from(svg))
    .png({ compressionLevel: 9, palette: true, colours: 256, effort: 10, dither: 0.5 })
    .toBuffer();
}
