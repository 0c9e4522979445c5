/**
 * Related ideas updated from the last build's (src/ideas/related-kept.build.ts): after ideas are added, edited
 * or removed, the updated lists are exactly a whole pass's (relatedIdeas), and they are read from the kept file.
 * A catalogue this small moves a large share of its lists in a day (a term gains its second holder often), past
 * the share where a build makes a whole pass instead: `update` always updates, so the updating is what is tested.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keptRelatedIdeas } from '../../src/ideas/related-kept.build.ts';
import { epochFlags } from '../../src/ideas/catalogue-epoch.ts';
import { relatedIdeas } from '../../src/ideas/related.build.ts';
import type { Idea } from '../../src/ideas/schema.ts';
import { termSpace } from '../../src/ideas/term-vectors.ts';
import { generateSheet } from '../../scripts/generate-sheet.ts';
import { ideasOf } from './mcp-fixture.ts';

const TODAY = '2026-11-29';
/** 160 ideas and 10 more; the epoch (the first 128) is the same for both, as on most weekdays. */
const all = ideasOf(generateSheet({ ideas: 170, endDate: TODAY, fresh: 10 })).sort((a, b) => a.number - b.number);
const older = all.slice(0, 160);
const newest = all.slice(160);

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'related-kept-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Lists compared as a page shows them, in the catalogue's order. */
const shown = (lists: Map<number, unknown>) => [...lists].sort((a, b) => a[0] - b[0]);
const always = { mostToRedo: 1 };

/** The kept lists after building `before`, then `after`'s, with the whole pass's beside them. */
async function update(before: Idea[], after: Idea[]) {
  const dir = folder();
  await keptRelatedIdeas(before, dir);
  const info = vi.spyOn(console, 'info').mockImplementation(() => {});
  const kept = await keptRelatedIdeas(after, dir, always);
  // The build's log says the lists were updated, not worked out anew.
  expect(info).toHaveBeenCalledWith(expect.stringMatching(/^\[related\] \d+ idea\(s\) new or changed since the last build/));
  return { dir, kept, whole: relatedIdeas(after) };
}

describe('related ideas kept between builds', () => {
  it('are the whole pass\'s when nothing was kept', async () => {
    expect(shown(await keptRelatedIdeas(older, folder()))).toEqual(shown(relatedIdeas(older)));
  });

  it("are the whole pass's after a weekday's ideas are added, and some older lists take them in", async () => {
    const { kept, whole } = await update(older, all);
    expect(shown(kept)).toEqual(shown(whole));
    const added = new Set(newest.map((idea) => idea.number));
    expect(older.some((idea) => whole.get(idea.number)!.some((entry) => added.has(entry.number))), 'an older idea lists a new one').toBe(true);
  });

  it("are the whole pass's after an idea is edited, one removed and one added from an older idea's paper", async () => {
    const [edited, removed, paperOf] = [older[10]!, older[20]!, older[30]!];
    const sibling = { ...newest[0]!, paperUrl: paperOf.paperUrl, arxivId: paperOf.arxivId, title: paperOf.title };
    const after = [...older.filter((idea) => idea !== removed).map((idea) => (idea === edited ? { ...idea, tags: ['federated learning', ...(idea.tags ?? [])], pitch: `${idea.pitch} For hospitals.` } : idea)), sibling];
    const { kept, whole } = await update(older, after);
    expect(whole.get(paperOf.number)![0], 'the new idea is listed first, from the same paper').toMatchObject({ number: sibling.number, samePaper: true });
    expect(shown(kept)).toEqual(shown(whole));
  });

  it("list first a new idea from an older idea's paper, the older one's other ideas kept", async () => {
    // The new idea has the text of an older one whose terms all have other holders, so no vector moves:
    // only the paper it shares makes the older idea's list change.
    const termsOf = (ideas: Idea[]) => {
      const space = termSpace(ideas, { weightsFrom: epochFlags(ideas) });
      return ideas.map((_, index) => [...space.counts[index]!.keys()].map((id) => space.keys[id]).join());
    };
    const before = termsOf(older);
    const paperOf = older[30]!;
    const withCopyOf = (text: Idea) => [...older, { ...text, number: newest[0]!.number, paperUrl: paperOf.paperUrl, arxivId: paperOf.arxivId }];
    const text = older.find((idea) => idea !== paperOf && termsOf(withCopyOf(idea)).slice(0, older.length).join('|') === before.join('|'));
    expect(text, 'an older idea whose terms all have other holders').toBeDefined();
    const { kept, whole } = await update(older, withCopyOf(text!));
    expect(whole.get(paperOf.number)![0]).toMatchObject({ number: newest[0]!.number, samePaper: true });
    expect(shown(kept)).toEqual(shown(whole));
  });

  it("are the whole pass's day after day, each update made from the last", async () => {
    const dir = folder();
    for (const size of [160, 163, 166, all.length]) {
      const ideas = all.slice(0, size);
      expect(shown(await keptRelatedIdeas(ideas, dir, always)), `${size} ideas`).toEqual(shown(relatedIdeas(ideas)));
    }
  });

  it("are the whole pass's when most ideas changed (a new epoch weighs every term again), updated or not", async () => {
    const few = all.slice(0, 100);
    const { kept, whole } = await update(few, all);
    expect(shown(kept)).toEqual(shown(whole));
    const dir = folder();
    await keptRelatedIdeas(few, dir);
    expect(shown(await keptRelatedIdeas(all, dir))).toEqual(shown(whole));
  });

  it('are read from the kept file, which a change of code or a damaged file sets aside', async () => {
    const dir = folder();
    await keptRelatedIdeas(older, dir);
    const file = join(dir, 'related-lists.json');
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { key: string; ideas: [number, string, number[]][] };
    // A mark: an idea listing only the catalogue's first idea. Nothing changed, so it is taken as kept.
    const [number] = stored.ideas[5]!;
    stored.ideas[5]![2] = [older[0]!.number];
    writeFileSync(file, JSON.stringify(stored));
    expect((await keptRelatedIdeas(older, dir)).get(number)!.map((entry) => entry.number)).toEqual([older[0]!.number]);

    writeFileSync(file, JSON.stringify({ ...stored, key: 'other code' }));
    expect(shown(await keptRelatedIdeas(older, dir))).toEqual(shown(relatedIdeas(older)));
    writeFileSync(file, '{"key": "');
    expect(shown(await keptRelatedIdeas(older, dir))).toEqual(shown(relatedIdeas(older)));
  });
});
