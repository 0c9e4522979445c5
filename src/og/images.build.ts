/**
 * The Open Graph images the endpoints serve: view (template.build.tsx) -> cache key -> cached or rendered PNG
 * (cache.build.ts; render.build.ts, in a worker thread: render-thread.build.ts), with counts and timings for
 * one summary line per build.
 * Build-time only.
 */
import type { Idea } from '../ideas/schema.ts';
import { cachedPng, contentKey, type CacheOptions } from './cache.build.ts';
import { RENDER_VERSION } from './render.build.ts';
import { renderPngInWorker } from './render-thread.build.ts';
import { defaultTemplate, defaultView, ideaTemplate, ideaView, TEMPLATE_VERSION, type DefaultOgView, type IdeaOgView } from './template.build.tsx';

/** Cache key of an idea image: changes exactly when what the image shows (or the design) changes. */
export function ideaOgKey(idea: Idea): string {
  return viewKey('idea', ideaView(idea));
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

export const ogStats: OgStats = { rendered: 0, cached: 0, renderMs: 0 };

async function image(key: string, render: () => Promise<Buffer>, options?: CacheOptions): Promise<Buffer> {
  const result = await cachedPng(
    key,
    async () => {
      const start = performance.now();
      const png = await render();
      ogStats.renderMs += performance.now() - start;
      return png;
    },
    options,
  );
  if (result.hit) ogStats.cached += 1;
  else ogStats.rendered += 1;
  return result.png;
}

export function ideaOgPng(idea: Idea, options?: CacheOptions): Promise<Buffer> {
  const view = ideaView(idea);
  return image(viewKey('idea', view), () => renderPngInWorker(ideaTemplate(view)), options);
}

export function defaultOgPng(options?: CacheOptions): Promise<Buffer> {
  const view = defaultView();
  return image(viewKey('default', view), () => renderPngInWorker(defaultTemplate(view)), options);
}

/** "12 Open Graph images: 3 rendered (410 ms, 137 ms each), 9 from cache". */
export function formatOgStats(stats: OgStats = ogStats): string {
  const total = stats.rendered + stats.cached;
  const each = stats.rendered > 0 ? `, ${Math.round(stats.renderMs / stats.rendered)} ms each` : '';
  const rendered = stats.rendered > 0 ? `${stats.rendered} rendered (${Math.round(stats.renderMs)} ms${each})` : '0 rendered';
  return `${total} Open Graph images: ${rendered}, ${stats.cached} from cache`;
}

/** A PNG as a static endpoint response. */
export function pngResponse(png: Buffer): Response {
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}
