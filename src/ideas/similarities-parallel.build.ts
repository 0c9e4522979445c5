/**
 * similarIdeas (related.build.ts) over every idea, shared out between worker threads: at 100,000 ideas it
 * is minutes of one core, the longest step of the build that works it out (a Monday's: issue 47), and a
 * build machine has more than one (Netlify's have 4). The same lists, in the same order, as similarIdeas.
 * Build-time only.
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { type ListSettings, listSettings, type RelatedOptions, type RelatedSource, type Similarities, similaritiesOf, type SimilaritySpace, similarLists, type SimilarLists, similaritySpace } from './related.build.ts';

/** Below this many ideas a pass takes under a second or so: starting workers would cost more than they save. */
const MIN_IDEAS = 5000;
/** Ranges per worker: a range's cost depends on its ideas' terms, so smaller ones even out the workers' loads. */
const RANGES_PER_WORKER = 8;

/**
 * The worker's source, read by Node itself: the build bundles this module into a chunk of its own, so the
 * worker is found from the project's root, where every build and test runs (as similarities-cache.build.ts's
 * key reads src/).
 */
const WORKER = join(process.cwd(), 'src/ideas/similarities-worker.build.ts');

export interface ParallelOptions extends Omit<RelatedOptions, 'only'> {
  workers?: number;
  minIdeas?: number;
}

export async function similarIdeasInParallel(ideas: readonly RelatedSource[], options: ParallelOptions = {}): Promise<Similarities> {
  return listsInParallel(similaritySpace(ideas, options), listSettings(options), options);
}

/** similarLists over all of a space already worked out, shared out between worker threads. */
export async function listsInParallel(space: SimilaritySpace, settings: ListSettings, options: Pick<ParallelOptions, 'workers' | 'minIdeas'> = {}): Promise<Similarities> {
  const ideas = space.numbers.length;
  const workers = Math.min(options.workers ?? availableParallelism(), 16);
  if (workers < 2 || ideas < (options.minIdeas ?? MIN_IDEAS)) return similaritiesOf([similarLists(space, settings, 0, ideas)]);
  const size = Math.ceil(ideas / (workers * RANGES_PER_WORKER));
  const ranges = Array.from({ length: Math.ceil(ideas / size) }, (_, at) => ({ from: at * size, to: Math.min(ideas, (at + 1) * size) }));
  const parts: SimilarLists[] = new Array(ranges.length);
  let next = 0;
  const pool = Array.from({ length: Math.min(workers, ranges.length) }, () => new Worker(WORKER, { workerData: { space, settings } }));
  try {
    await Promise.all(
      pool.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            let at = -1;
            const take = () => {
              if (next === ranges.length) return resolve();
              at = next++;
              worker.postMessage(ranges[at]);
            };
            worker.on('message', (lists: SimilarLists) => {
              parts[at] = lists;
              take();
            });
            worker.on('error', reject);
            worker.on('exit', (code) => reject(new Error(`a similarities worker stopped (exit code ${code}) before its ranges were done`)));
            take();
          }),
      ),
    );
  } finally {
    await Promise.all(pool.map((worker) => worker.terminate()));
  }
  return similaritiesOf(parts);
}
