/**
 * The worker thread of render-thread.build.ts: draws each element tree it is sent (plain objects:
 * element-tree.build.ts) to a PNG and sends the bytes back. Build-time only.
 */
import { parentPort } from 'node:worker_threads';
import type { ReactNode } from 'react';
import type { PlainNode } from './element-tree.build.ts';
import { renderPng } from './render.build.ts';

export interface RenderJob {
  id: number;
  tree: PlainNode;
  width: number;
  height: number;
}

export type RenderReply = { id: number; png: Uint8Array } | { id: number; error: string };

parentPort!.on('message', ({ id, tree, width, height }: RenderJob) => {
  renderPng(tree as ReactNode, { width, height }).then(
    (png) => parentPort!.postMessage({ id, png } satisfies RenderReply),
    (error: unknown) => parentPort!.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies RenderReply),
  );
});
