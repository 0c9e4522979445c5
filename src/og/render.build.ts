/**
 * Renders an Open Graph element tree to PNG: satori (layout + text to SVG paths) with the Inter fonts,
 * then sharp (SVG to a palette PNG). Knows nothing about ideas; see template.build.tsx for the layouts.
 * Build-time only.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { ReactNode } from 'react';
import satori, { type Font } from 'satori';
import sharp from 'sharp';
import { SITE } from '../config/site.ts';
import { FONT_SUBSETS, FONT_WEIGHTS } from './fonts.build.ts';

/** Bump when the output changes for the same element (fonts, PNG settings): it is part of every cache key. */
export const RENDER_VERSION = 'render-v2';

let fontsPromise: Promise<Font[]> | undefined;

/** Resolved like an import, so it works from src/ (tests) and from Astro's bundled build output alike. */
function fontPath(subset: string, weight: number): string {
  return createRequire(import.meta.url).resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`);
}

/** Reads the font files once per process, on first use. */
export function loadFonts(): Promise<Font[]> {
  fontsPromise ??= Promise.all(
    FONT_SUBSETS.flatMap(({ family, subset }) =>
      FONT_WEIGHTS.map(async (weight): Promise<Font> => ({ name: family, weight, style: 'normal', data: await readFile(fontPath(subset, weight)) })),
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
 * Element tree -> PNG. A 256-colour palette suits these flat layouts with anti-aliased text. Per image, about
 * 9 ms of satori, 19 of rasterising and 13 of the palette encode (CPU, docs/performance.md#profiling-notes):
 * quantiser effort 3, quality 90, no dithering and zlib level 6 encode several times faster than zlib level 9
 * with dithering, and smaller, with no visible difference; no other setting saves more than a millisecond.
 */
export async function renderPng(element: ReactNode, size: RenderSize = SITE.ogImageSize): Promise<Buffer> {
  const svg = await renderSvg(element, size);
  return sharp(Buffer.from(svg))
    .png({ palette: true, quality: 90, dither: 0, effort: 3, compressionLevel: 6 })
    .toBuffer();
}
