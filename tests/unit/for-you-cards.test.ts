import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ideasFromSheet } from '../../src/ideas/sheet.ts';
import { SAMPLE_SHEET_PATH } from '../../src/ideas/source.ts';
import { cardFilesFor, newestRank } from '../../src/recommendations/card-ranks.ts';
import { vectorsFile } from '../../src/recommendations/vectors-build.ts';
import { decodeVectors, type VectorsFile } from '../../src/recommendations/vectors-file.ts';
import { buildDiscoverIndex } from '../../src/search/index-build.ts';
import { type CardData, type CoreIndex, indexFiles } from '../../src/search/index-types.ts';

const { ideas } = ideasFromSheet(readFileSync(SAMPLE_SHEET_PATH, 'utf8'), { today: '2026-11-21' });
const discover = buildDiscoverIndex(ideas);
const catalogue = decodeVectors(JSON.parse(JSON.stringify(vectorsFile(ideas))) as VectorsFile);

describe("For you's cards from discover's card files", () => {
  it("places every idea where discover's newest-first list has it", () => {
    const core = JSON.parse(discover.files.get(indexFiles.core)!) as CoreIndex;
    // Same-day ideas are in the sample, so the tie on the row is tested too.
    expect(new Set(ideas.map((idea) => idea.dateAdded)).size).toBeLessThan(ideas.length);
    expect(ideas.map((idea) => newestRank(catalogue, idea.number))).toEqual(ideas.map((idea) => core.number.indexOf(idea.number)));
  });

  it('names the card file holding each idea, each file once, and nothing for an unknown idea', () => {
    const wanted = [ideas[0]!.number, ideas[1]!.number, ideas.at(-1)!.number, 999_999];
    const files = cardFilesFor(catalogue, wanted);
    const found = [...files].flatMap(([file, numbers]) => {
      const cards = JSON.parse(discover.files.get(file)!) as CardData[];
      return numbers.map((number) => cards.find((card) => card.number === number)?.number);
    });
    expect(found.sort()).toEqual(wanted.slice(0, 3).sort());
    expect(newestRank(catalogue, 999_999)).toBe(-1);
  });
});
