/**
 * The site-wide Open Graph image (SITE.defaultOgImage, /og/default.png). Always built: it is one image.
 */
import type { APIRoute } from 'astro';
import { defaultOgPng, pngResponse } from '../../og/images.build.ts';

export const GET: APIRoute = async () => pngResponse(await defaultOgPng());
