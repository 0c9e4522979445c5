import { describe, expect, it } from 'vitest';
import { referenceCatalogue, stableFacts } from '../../src/ideas/reference-catalogue.build.ts';
import { relatedIdeas, similarIdeas } from '../../src/ideas/related.build.ts';
import type { Idea } from '../../src/ideas/schema.ts';
import { categoryPercentiles } from '../../src/ideas/score-stats.build.ts';
import { sampleIdeas } from './mcp-fixture.ts';

// Sunday 29 November 2026: its week began on Monday the 23rd.
const TODAY = '2026-11-29';
const MONDAY = '2026-11-23';

/** The sample catalogue as published weeks ago, and with its last `fresh` ideas added today, dated today. */
function catalogueWithNewest(fresh: number): { settled: Idea[]; all: Idea[] } {
  const ideas = sampleIdeas().sort((a, b) => a.number - b.number);
  const settled = ideas.slice(0, -fresh).map((idea) => ({ ...idea, firstSeen: '2026-10-01' }));
  return { settled, all: [...settled, ...ideas.slice(-fresh).map((idea) => ({ ...idea, dateAdded: TODAY, firstSeen: TODAY }))] };
}

describe('the reference catalogue', () => {
  it('holds the ideas published before this week, by the earlier of their page date and first listing, as of its Monday', () => {
    const lastWeek = { dateAdded: '2026-11-22', firstSeen: TODAY };
    const listedLastWeek = { dateAdded: TODAY, firstSeen: '2026-11-20' };
    const monday = { dateAdded: MONDAY, firstSeen: MONDAY };
    const today = { dateAdded: TODAY, firstSeen: TODAY };
    expect(referenceCatalogue([lastWeek, listedLastWeek, monday, today], TODAY)).toEqual({ asOf: MONDAY, ideas: [lastWeek, listedLastWeek] });
    // On Monday itself the week starts afresh: the ideas published that day are this week's.
    expect(referenceCatalogue([lastWeek, monday], MONDAY)).toEqual({ asOf: MONDAY, ideas: [lastWeek] });
  });

  it('is the whole catalogue as of today when nothing was published before this week', () => {
    const ideas = [{ dateAdded: MONDAY, firstSeen: TODAY }, { dateAdded: TODAY, firstSeen: TODAY }];
    expect(referenceCatalogue(ideas, TODAY)).toEqual({ asOf: TODAY, ideas });
  });
});

describe("an idea page's whole-catalogue facts", async () => {
  const { settled, all } = catalogueWithNewest(6);
  const facts = await stableFacts(all, TODAY);
  const alone = await stableFacts(settled, TODAY);

  it("do not move for the older ideas when new ideas arrive during the week", () => {
    expect(facts.asOf).toBe(MONDAY);
    for (const idea of settled) {
      expect(facts.related.get(idea.number), `related ideas of ${idea.number}`).toEqual(alone.related.get(idea.number));
      expect(facts.percentiles.get(idea.number), `percentiles of ${idea.number}`).toEqual(alone.percentiles.get(idea.number));
    }
    // They would have moved had the whole catalogue been the measure.
    const moved = settled.filter((idea) => JSON.stringify(relatedIdeas(all).get(idea.number)) !== JSON.stringify(alone.related.get(idea.number)));
    expect(moved.length).toBeGreaterThan(0);
  });

  it('give a new idea its related ideas from the whole catalogue and its percentiles among the reference', () => {
    const newest = all.slice(-6);
    const whole = relatedIdeas(all);
    const wholeLike = similarIdeas(all).like;
    const percentiles = categoryPercentiles(all, (idea) => idea.primaryCategory, settled);
    for (const idea of newest) {
      expect(facts.related.get(idea.number)).toEqual(whole.get(idea.number));
      expect(facts.like.get(idea.number)).toEqual(wholeLike.get(idea.number));
      expect(facts.percentiles.get(idea.number)).toEqual(percentiles.get(idea.number));
    }
    expect(newest.some((idea) => Object.keys(facts.percentiles.get(idea.number)!).length > 0), 'a new idea has a percentile').toBe(true);
  });
});
