import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ideasFromSheet } from '../../src/ideas/sheet.build.ts';
import { SAMPLE_SHEET_PATH } from '../../src/ideas/source.build.ts';
import { cardFilesFor, newestRank } from '../../src/recommendations/card-ranks.ts';
import { vectorsFile } from '../../src/recommendations/vectors.build.ts';
import { decodeVectors, type VectorsFile } from '../../src/recommendations/vectors-file.ts';
import { buildDiscoverIndex, builtCore } from '../../src/discover/discover-index.build.ts';
import { compareNewest } from '../../src/ideas/sort.ts';
import { type CardData, cardFilesOf } from '../../src/discover/index-types.ts';

const { ideas } = ideasFromSheet(readFileSync(SAMPLE_SHEET_PATH, 'utf8'), { today: '2026-11-21' });
// In two segments (src/discover/index-types.ts): the five newest ideas are the week's.
const discover = buildDiscoverIndex(ideas, { settled: new Set([...ideas].sort(compareNewest).slice(5).map((idea) => idea.number)) });
const catalogue = decodeVectors(JSON.parse(JSON.stringify(vectorsFile(ideas))) as VectorsFile);

describe("For you's cards from discover's card files", () => {
  it("places every idea where discover's newest-first list has it", () => {
    const core = builtCore(discover);
    // Same-day ideas are in the sample, so the tie on the row is tested too.
    expect(new Set(ideas.map((idea) => idea.dateAdded)).size).toBeLessThan(ideas.length);
    expect(ideas.map((idea) => newestRank(catalogue, idea.number))).toEqual(ideas.map((idea) => core.number.indexOf(idea.number)));
  });

  it('names the card file holding each idea, each file once, and nothing for an unknown idea', () => {
    const newest = [...ideas].sort(compareNewest);
    const wanted = [newest[0]!.number, newest[4]!.number, newest[5]!.number, newest.at(-1)!.number, 999_999];
    const cards = cardFilesOf(discover.manifest);
    expect(cards.segments).toHaveLength(2);
    const files = cardFilesFor(catalogue, cards, wanted);
    expect(files.size).toBe(3);
    const found = [...files].flatMap(([url, numbers]) => {
      const cards = JSON.parse(discover.files.get(url.slice(discover.manifest.base.length))!) as CardData[];
      return numbers.map((number) => cards.find((card) => card.number === number)?.number);
    });
    expect(found.sort()).toEqual(wanted.slice(0, 4).sort());
    expect(newestRank(catalogue, 999_999)).toBe(-1);
  });
});
