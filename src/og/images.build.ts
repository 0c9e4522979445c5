/**
 * The Open Graph images: view (template.build.tsx) -> cache key -> cached or rendered PNG (cache.build.ts;
 * render.build.ts, in a worker thread: render-thread.build.ts). The endpoints serve the default image, and an
 * idea's under `astro dev`; a build draws the ideas' itself (idea-images.build.ts), with counts and timings for
 * one summary line.
 * Build-time only.
 */
import type { Idea } from '../ideas/schema.ts';
import { cachedPng, contentKey, type CacheOptions } from './cache.build.ts';
import { RENDER_VERSION } from './render.build.ts';
import { renderPngInWorker } from './render-thread.build.ts';
import { defaultTemplate, defaultView, ideaTemplate, ideaView, TEMPLATE_VERSION, type DefaultOgView, type IdeaOgView } from './template.build.tsx';

/** Cache key of an idea image: changes exactly when what the image shows (or the design) changes. */
export function ideaOgKey(idea: Idea): string {
  return ideaImageKey(ideaView(idea));
}

export function ideaImageKey(view: IdeaOgView): string {
  return viewKey('idea', view);
}

export function defaultOgKey(): string {
  return viewKey('default', defaultView());
}

function viewKey(kind: string, view: IdeaOgView | DefaultOgView): string {
  return contentKey({ template: TEMPLATE_VERSION, render: RENDER_VERSION, kind, view });
}

export interface OgStats {
  rendered: number;
  cached: number;
  renderMs: number;
}

export async function ideaOgPng(idea: Idea, options?: CacheOptions): Promise<Buffer> {
  const view = ideaView(idea);
  return (await cachedPng(ideaImageKey(view), () => renderPngInWorker(ideaTemplate(view)), options)).png;
}

export async function defaultOgPng(options?: CacheOptions): Promise<Buffer> {
  const view = defaultView();
  return (await cachedPng(viewKey('default', view), () => renderPngInWorker(defaultTemplate(view)), options)).png;
}

/** "12 Open Graph images: 3 rendered (410 ms, 137 ms each), 9 from cache". */
export function formatOgStats(stats: OgStats): string {
  const total = stats.rendered + stats.cached;
  const each = stats.rendered > 0 ? `, ${Math.round(stats.renderMs / stats.rendered)} ms each` : '';
  const rendered = stats.rendered > 0 ? `${stats.rendered} rendered (${Math.round(stats.renderMs)} ms${each})` : '0 rendered';
  return `${total} Open Graph images: ${rendered}, ${stats.cached} from cache`;
}

/** A PNG as a static endpoint response. */
export function pngResponse(png: Buffer): Response {
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}
