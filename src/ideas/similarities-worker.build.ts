/**
 * A worker thread of similarities-parallel.build.ts: works out the lists of the ranges of ideas it is sent,
 * over the space it was started with (shared memory, not a copy). Build-time only.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type ListSettings, type SimilaritySpace, similarLists } from './related.build.ts';

const { space, settings } = workerData as { space: SimilaritySpace; settings: ListSettings };
parentPort!.on('message', ({ from, to }: { from: number; to: number }) => parentPort!.postMessage(similarLists(space, settings, from, to)));
