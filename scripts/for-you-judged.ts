/**
 * For you judged by reading (issue 44, point 6): precision@10 of For you and of the bench's two baselines over
 * the founder profiles of tests/fixtures/for-you-judged.json, on the bundled sample sheet. Shared by the unit
 * test (tests/unit/for-you-judged.test.ts) and the bench (scripts/bench-recommendations.ts).
 */
import { readFileSync } from 'node:fs';
import judged from '../tests/fixtures/for-you-judged.json' with { type: 'json' };
import { ideasFromSheet } from '../src/ideas/sheet.build.ts';
import type { Idea } from '../src/ideas/schema.ts';
import { SAMPLE_SHEET_PATH } from '../src/ideas/source.build.ts';
import { recommend } from '../src/recommendations/model.ts';
import { vectorsFile } from '../src/recommendations/vectors.build.ts';
import { decodeVectors } from '../src/recommendations/vectors-file.ts';

export interface JudgedProfile {
  name: string;
  saved: number[];
  relevant: number[];
}

export const judgedProfiles = judged.profiles as JudgedProfile[];
export const sampleIdeas: Idea[] = ideasFromSheet(readFileSync(SAMPLE_SHEET_PATH, 'utf8'), { today: '2026-11-21' }).ideas;
export const sampleCatalogue = decodeVectors(vectorsFile(sampleIdeas));

type Ranker = (profile: JudgedProfile) => number[];

function precisionAt10(rank: Ranker): number {
  const each = judgedProfiles.map((profile) => {
    const relevant = new Set(profile.relevant);
    return rank(profile).slice(0, 10).filter((number) => relevant.has(number)).length / 10;
  });
  return Math.round((each.reduce((a, b) => a + b, 0) / each.length) * 1000) / 1000;
}

const unsaved = (profile: JudgedProfile) => sampleIdeas.filter((idea) => !profile.saved.includes(idea.number));

export interface JudgedPrecision {
  forYou: number;
  forYouWithDecay: number;
  newestFirst: number;
  sameCategoryByComposite: number;
}

/** Precision@10 of For you (without and with a newness decay of `decayWeeks`) and of the two baselines. */
export function judgedPrecision(decayWeeks: number): JudgedPrecision {
  const byNumber = new Map(sampleIdeas.map((idea) => [idea.number, idea]));
  const forYou = (halfLifeWeeks?: number): Ranker => (profile) => recommend(sampleCatalogue, { saved: profile.saved, limit: 10, halfLifeWeeks }).map((pick) => pick.number);
  return {
    forYou: precisionAt10(forYou()),
    forYouWithDecay: precisionAt10(forYou(decayWeeks)),
    newestFirst: precisionAt10((profile) => unsaved(profile).sort((a, b) => b.dateAdded.localeCompare(a.dateAdded) || b.number - a.number).map((idea) => idea.number)),
    sameCategoryByComposite: precisionAt10((profile) => {
      const categories = new Set(profile.saved.map((number) => byNumber.get(number)!.primaryCategory));
      return unsaved(profile)
        .filter((idea) => categories.has(idea.primaryCategory))
        .sort((a, b) => (b.totalScore ?? 0) - (a.totalScore ?? 0) || b.number - a.number)
        .map((idea) => idea.number);
    }),
  };
}
