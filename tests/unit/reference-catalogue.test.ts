import { describe, expect, it } from 'vitest';
import { catalogueEpoch, epochFlags, epochSize } from '../../src/ideas/catalogue-epoch.ts';
import { stableFacts } from '../../src/ideas/reference-catalogue.build.ts';
import { withAdditions } from '../../src/discover/like.ts';
import { relatedIdeas, similarIdeas } from '../../src/ideas/related.build.ts';
import type { Idea } from '../../src/ideas/schema.ts';
import { categoryPercentiles } from '../../src/ideas/score-stats.build.ts';
import { termSpace } from '../../src/ideas/term-vectors.ts';
import { generateSheet } from '../../scripts/generate-sheet.ts';
import { ideasOf } from './mcp-fixture.ts';

// Sunday 29 November 2026.
const TODAY = '2026-11-29';

/**
 * A generated catalogue as published weeks ago (75 ideas: its epoch is the first 64), and with `fresh` more
 * rows added today.
 */
function catalogueWithNewest(fresh: number): { settled: Idea[]; all: Idea[] } {
  const weeksAgo = (ideas: Idea[]) => ideas.map((idea) => ({ ...idea, dateAdded: '2026-10-01', firstSeen: '2026-10-01' }));
  const settled = weeksAgo(ideasOf(generateSheet({ ideas: 75, endDate: TODAY })));
  const numbers = new Set(settled.map((idea) => idea.number));
  const added = ideasOf(generateSheet({ ideas: 75 + fresh, endDate: TODAY, fresh })).filter((idea) => !numbers.has(idea.number));
  return { settled, all: [...settled, ...added.map((idea) => ({ ...idea, firstSeen: TODAY }))] };
}

describe("an idea page's whole-catalogue facts", async () => {
  const { settled, all } = catalogueWithNewest(5);
  const facts = await stableFacts(all, TODAY);
  const alone = await stableFacts(settled, TODAY);
  const added = new Set(all.slice(-5).map((idea) => idea.number));
  expect(added.size).toBe(5);

  it('change for an older idea only where a new idea joins its related ideas, or shares a term only it had', () => {
    expect(epochSize(all.length)).toBe(epochSize(settled.length));
    const related = (facts_: typeof facts, number: number) => facts_.related.get(number) ?? [];
    const moved = settled.filter((idea) => JSON.stringify(related(facts, idea.number)) !== JSON.stringify(related(alone, idea.number)));
    const listsNew = settled.filter((idea) => related(facts, idea.number).some((entry) => added.has(entry.number)));
    // A term counts once two ideas have it: a new idea sharing a term that one older idea alone had adds it to
    // that idea's vector, which moves that idea's likeness to the others.
    const termsOf = (ideas: Idea[]) => {
      const space = termSpace(ideas, { weightsFrom: epochFlags(ideas) });
      return new Map(ideas.map((idea, index) => [idea.number, [...space.counts[index]!.keys()].map((id) => space.keys[id]).sort().join()]));
    };
    const [termsBefore, termsAfter] = [termsOf(settled), termsOf(all)];
    const gained = new Set(settled.filter((idea) => termsBefore.get(idea.number) !== termsAfter.get(idea.number)).map((idea) => idea.number));
    const touchesGained = (number: number) => gained.has(number) || [...related(facts, number), ...related(alone, number)].some((entry) => gained.has(entry.number));
    for (const idea of moved) {
      expect(listsNew.includes(idea) || touchesGained(idea.number), `related ideas of ${idea.number} moved with no new idea among them`).toBe(true);
      if (touchesGained(idea.number)) continue;
      // The rest keep their order and their reasons: the new ones are slotted in, the last ones fall off.
      const kept = related(facts, idea.number).filter((entry) => !added.has(entry.number));
      expect(kept).toEqual(related(alone, idea.number).slice(0, kept.length));
    }
    expect(listsNew.length, 'older ideas that list a new idea').toBeGreaterThan(0);
    for (const idea of listsNew) expect(moved).toContain(idea);
    for (const idea of settled) expect(facts.percentiles.get(idea.number), `percentiles of ${idea.number}`).toEqual(alone.percentiles.get(idea.number));
  });

  it('would all have moved with term weights and percentiles of the whole catalogue', () => {
    const weighedByAll = (ideas: Idea[]) => relatedIdeas(ideas, { weightsFrom: ideas.map(() => true) });
    const before = weighedByAll(settled);
    const after = weighedByAll(all);
    const moved = settled.filter((idea) => JSON.stringify(after.get(idea.number)) !== JSON.stringify(before.get(idea.number)));
    const listsNew = settled.filter((idea) => after.get(idea.number)!.some((entry) => added.has(entry.number)));
    expect(moved.length, 'older ideas whose related ideas moved').toBeGreaterThan(listsNew.length);
    const percentiles = (ideas: Idea[]) => categoryPercentiles(ideas, (idea) => idea.primaryCategory);
    expect(settled.filter((idea) => JSON.stringify(percentiles(all).get(idea.number)) !== JSON.stringify(percentiles(settled).get(idea.number))).length).toBeGreaterThan(0);
  });

  it("count percentiles among the epoch, a new idea's as if it were one of them", () => {
    const epoch = catalogueEpoch(all);
    expect(facts.among).toBe(64);
    const byNumber = (numbers: number[]) => numbers.sort((a, b) => a - b);
    expect(byNumber(epoch.map((idea) => idea.number))).toEqual(byNumber(all.map((idea) => idea.number)).slice(0, 64));
    const percentiles = categoryPercentiles(all, (idea) => idea.primaryCategory, epoch);
    for (const idea of all) expect(facts.percentiles.get(idea.number)).toEqual(percentiles.get(idea.number));
    expect([...added].some((number) => Object.keys(facts.percentiles.get(number)!).length > 0), 'a new idea has a percentile').toBe(true);
  });

  it("give a new idea its related ideas and its More like this list from the whole catalogue, an older one its list among the older ones and the new ideas it takes in: the whole catalogue's list", () => {
    const whole = similarIdeas(all);
    const older = similarIdeas(settled);
    for (const number of added) {
      expect(facts.related.get(number)).toEqual(whole.related.get(number));
      expect(facts.like.get(number)).toEqual(whole.like.get(number));
    }
    let same = 0;
    for (const idea of settled) {
      expect(facts.like.get(idea.number)).toEqual(older.like.get(idea.number));
      const merged = withAdditions(facts.like.get(idea.number)!, facts.likeAdditions.get(idea.number));
      const newOnes = (list: readonly number[]) => list.filter((number) => added.has(number));
      expect(newOnes(merged), `the new ideas like ${idea.number}`).toEqual(newOnes(whole.like.get(idea.number)!));
      if (JSON.stringify(merged) === JSON.stringify(whole.like.get(idea.number))) same++;
    }
    // Most are the whole catalogue's list exactly; in the others older ideas are in the order of the older ideas'
    // term space, which a new idea's terms move a little (the test above).
    expect(same, 'older ideas whose list is exactly the whole catalogue’s').toBeGreaterThan((2 / 3) * settled.length);
    const taken = settled.filter((idea) => facts.likeAdditions.has(idea.number));
    expect(taken.length, 'older ideas whose lists take in a new one').toBeGreaterThan(0);
    expect(taken.length).toBeLessThan(settled.length);
    for (const idea of taken) expect(facts.likeAdditions.get(idea.number)!.every(([number]) => added.has(number))).toBe(true);
  });
});
