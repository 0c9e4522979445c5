// The build's similarities shared out between worker threads give what one pass gives, list for list and in
// the same order, however the ideas are split.
import { describe, expect, it } from 'vitest';
import { ideasFromSheet } from '../../src/ideas/sheet.build.ts';
import { similarIdeas } from '../../src/ideas/related.build.ts';
import { similarIdeasInParallel } from '../../src/ideas/similarities-parallel.build.ts';
import { generateSheet } from '../../scripts/generate-sheet.ts';

const { ideas } = ideasFromSheet(generateSheet({ ideas: 700, seed: 7, endDate: '2026-11-20' }), { today: '2026-11-20' });
const single = similarIdeas(ideas);

describe('similarities over worker threads', () => {
  it.each([2, 3])('with %i workers are the single pass, in its order', async (workers) => {
    const parallel = await similarIdeasInParallel(ideas, { workers, minIdeas: 0 });
    expect([...parallel.related.keys()]).toEqual([...single.related.keys()]);
    expect([...parallel.like.keys()]).toEqual([...single.like.keys()]);
    expect(parallel).toEqual(single);
    // Not an empty pass that happens to match: the lists hold ideas, with reasons.
    expect([...parallel.related.values()].flat().filter((entry) => entry.shared.length > 0).length).toBeGreaterThan(ideas.length);
  });

  it('passes the options on to the lists', async () => {
    const parallel = await similarIdeasInParallel(ideas, { workers: 2, minIdeas: 0, count: 2, likeCount: 5 });
    expect(parallel).toEqual(similarIdeas(ideas, { count: 2, likeCount: 5 }));
    expect(Math.max(...[...parallel.related.values()].map((list) => list.length))).toBe(2);
  });
});
