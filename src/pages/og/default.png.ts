/**
 * The site-wide Open Graph image (SITE.defaultOgImage, /og/default.png). Always built: it is one image.
 */
import type { APIRoute } from 'astro';
import { noteOgImageServed } from '../../og/image-list.build.ts';
import { defaultOgPng, pngResponse } from '../../og/images.build.ts';

export const GET: APIRoute = async () => {
  const png = await defaultOgPng();
  noteOgImageServed();
  return pngResponse(png);
};
