/**
 * Open Graph images drawn in a worker thread (render-worker.build.ts). At 100,000 ideas the build's heap holds
 * gigabytes of the catalogue, and satori's garbage on the main thread made V8 mark all of it again and again:
 * the images took 37 ms each there against 24 ms at 3,000 ideas, with the main thread busy throughout.
 * A worker's heap is small. One worker: satori is a fifth of an image's time and sharp's share runs on libvips'
 * own threads; two workers cost more CPU than they saved (docs/performance.md#profiling-notes). The worker
 * starts on first use and is let go of (unref) while it has nothing to draw, so a build or a test that is done
 * is not kept alive by it. Build-time only.
 */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ReactNode } from 'react';
import { plainTree } from './element-tree.build.ts';
import type { RenderSize } from './render.build.ts';
import { SITE } from '../config/site.ts';
import type { RenderJob, RenderReply } from './render-worker.build.ts';

/**
 * The worker's source, read by Node itself: the build bundles this module into a chunk of its own, so the
 * worker is found from the project's root, where every build and test runs (as similarities-parallel.build.ts).
 */
const WORKER = join(process.cwd(), 'src/og/render-worker.build.ts');

interface Thread {
  worker: Worker;
  pending: Map<number, { resolve: (png: Buffer) => void; reject: (error: Error) => void }>;
}

let thread: Thread | undefined;
let nextId = 0;

function startThread(): Thread {
  const started: Thread = { worker: new Worker(WORKER), pending: new Map() };
  started.worker.unref();
  started.worker.on('message', (reply: RenderReply) => {
    const job = started.pending.get(reply.id);
    if (!job) return;
    started.pending.delete(reply.id);
    if (started.pending.size === 0) started.worker.unref();
    if ('error' in reply) job.reject(new Error(`Open Graph image: ${reply.error}`));
    else job.resolve(Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength));
  });
  // A worker that fails or stops fails what it was drawing; the next image starts a new one.
  const fail = (error: Error) => {
    if (thread === started) thread = undefined;
    for (const job of started.pending.values()) job.reject(error);
    started.pending.clear();
  };
  started.worker.on('error', fail);
  started.worker.on('exit', (code) => fail(new Error(`the Open Graph image worker stopped (exit code ${code})`)));
  return started;
}

/** renderPng (render.build.ts) in the worker thread: the same bytes. */
export async function renderPngInWorker(element: ReactNode, { width, height }: RenderSize = SITE.ogImageSize): Promise<Buffer> {
  const tree = plainTree(element);
  const current = (thread ??= startThread());
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    current.pending.set(id, { resolve, reject });
    current.worker.ref();
    current.worker.postMessage({ id, tree, width, height } satisfies RenderJob);
  });
}
