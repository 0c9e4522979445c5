// For you's picks as a store (src/stores/for-you.ts $forYouPicks), in Node with the real supabase-js against
// the local stand-in and the sample sheet's recommendation vectors: they are the model's ranking of the saved
// ideas in scope without the dismissed ones, follow a save, a Not interested and a change of "Learn from",
// fall back to all saved ideas when the chosen tag is gone, and are not worked out again for a note.
import { describe, expect, test, vi } from 'vitest';
import { ideaId } from '../../src/ideas/slug.ts';
import { recommend } from '../../src/recommendations/model.ts';
import { vectorsFile } from '../../src/recommendations/vectors.build.ts';
import { decodeVectors, type VectorsFile } from '../../src/recommendations/vectors-file.ts';
import { serviceClient } from '../contract/harness.ts';
import { sampleIdeas } from '../unit/mcp-fixture.ts';
import { settle, StoreHarness } from './store-harness.ts';

const harness = new StoreHarness();

vi.mock('../../src/supabase/load.ts', () => ({ loadSupabase: () => harness.load() }));

vi.setConfig({ testTimeout: 20_000, hookTimeout: 60_000 });

const ideas = sampleIdeas();
const catalogue = decodeVectors(JSON.parse(JSON.stringify(vectorsFile(ideas))) as VectorsFile);
const saved = ideas.slice(0, 4).map((idea) => idea.number);
const HEALTH = saved.slice(0, 3);

let account: Awaited<ReturnType<StoreHarness['signedInUser']>>;

harness.hooks(async () => {
  account = await harness.signedInUser('for-you');
  const db = serviceClient(harness.target);
  await db.from('idea_bookmarks').insert(saved.map((number) => ({ user_id: account.id, idea_id: ideaId(number) })));
  await db.from('user_idea_tags').insert([
    ...HEALTH.map((number) => ({ user_id: account.id, idea_id: ideaId(number), tag_type: 'theme', tag_value: 'health' })),
    { user_id: account.id, idea_id: ideaId(saved[3]!), tag_type: 'theme', tag_value: 'solo' },
  ]);
});

/** The workspace page with For you on it: the picks store mounted, as the island's useStore does. */
async function openForYou() {
  const stores = await harness.freshStores();
  const forYou = await import('../../src/stores/for-you.ts');
  const stop = forYou.$forYouPicks.listen(() => {});
  await settle();
  return { ...stores, ...forYou, stop };
}

const numbers = (picks: readonly { number: number }[]) => picks.map((pick) => pick.number);

describe("For you's picks", () => {
  test('wait for the vectors and the hidden ideas, then rank the saved ideas; a Not interested takes its idea out', async () => {
    const { $forYouPicks, $forYouCatalogue, dismissIdea, stop } = await openForYou();
    expect($forYouPicks.get()).toEqual({ status: 'loading', tag: '', seeds: 4, picks: [] });

    $forYouCatalogue.set({ status: 'ready', catalogue });
    const ready = $forYouPicks.get();
    expect(ready.status).toBe('ready');
    expect(ready.picks.length).toBeGreaterThan(3);
    expect(numbers(ready.picks)).toEqual(numbers(recommend(catalogue, { saved, scope: saved, dismissed: [] })));
    expect(numbers(ready.picks).some((number) => saved.includes(number))).toBe(false);

    const hidden = ready.picks[0]!.number;
    expect(await dismissIdea(ideaId(hidden))).toEqual({ error: null });
    const after = numbers($forYouPicks.get().picks);
    expect(after).not.toContain(hidden);
    expect(after).toEqual(numbers(recommend(catalogue, { saved, scope: saved, dismissed: [hidden] })));
    stop();
  });

  test('learn from one tag, say when it has too few ideas, and fall back to all saved ideas when the tag is gone', async () => {
    const { $forYouPicks, $forYouCatalogue, $forYouScope, $forYouTagChoices, removeTag, stop } = await openForYou();
    $forYouCatalogue.set({ status: 'ready', catalogue });
    expect($forYouTagChoices.get()).toEqual(['health', 'solo']);

    $forYouScope.set('health');
    expect($forYouPicks.get()).toMatchObject({ status: 'ready', tag: 'health', seeds: 3 });
    expect(numbers($forYouPicks.get().picks)).toEqual(numbers(recommend(catalogue, { saved, scope: HEALTH, dismissed: [] })));
    expect(numbers($forYouPicks.get().picks)).not.toEqual(numbers(recommend(catalogue, { saved, scope: saved, dismissed: [] })));

    $forYouScope.set('solo');
    expect($forYouPicks.get()).toEqual({ status: 'ready', tag: 'solo', seeds: 1, picks: [] });

    // Removed in another tab or here: no saved idea has the tag now.
    expect(await removeTag(ideaId(saved[3]!), 'theme', 'solo')).toEqual({ error: null });
    expect($forYouTagChoices.get()).toEqual(['health']);
    expect($forYouPicks.get()).toMatchObject({ tag: '', seeds: 4 });
    expect(numbers($forYouPicks.get().picks)).toEqual(numbers(recommend(catalogue, { saved, scope: saved, dismissed: [] })));
    stop();
  });

  test('a note saved does not rank again; vectors that failed to load are an error', async () => {
    const { $forYouPicks, $forYouCatalogue, saveNote, stop } = await openForYou();
    $forYouCatalogue.set({ status: 'ready', catalogue });
    let ranked = 0;
    const listening = $forYouPicks.listen(() => ranked++);
    expect(await saveNote(ideaId(saved[0]!), 'A note on it')).toMatchObject({ error: null });
    expect(ranked).toBe(0);
    $forYouCatalogue.set({ status: 'error', catalogue: null });
    expect(ranked).toBe(1);
    expect($forYouPicks.get()).toMatchObject({ status: 'error', picks: [] });
    listening();
    stop();
  });
});
