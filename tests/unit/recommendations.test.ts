import { describe, expect, it } from 'vitest';
import { termSpace } from '../../src/ideas/term-vectors.ts';
import { recommend, savedUnderTag } from '../../src/recommendations/model.ts';
import { buildVectorFiles, type VectorSource, vectorsFile } from '../../src/recommendations/vectors.build.ts';
import { decodeVectors, indexOfIdea, type RecommendationCatalogue, vectorOf, type VectorsFile } from '../../src/recommendations/vectors-file.ts';

function idea(number: number, pitch: string, tags: string[], dateAdded = '2026-11-01', painPoints: string[] = []): VectorSource {
  return { number, pitch, tags, dateAdded, painPoints, primaryCategory: 'Other Technology' };
}

/** Through the file, as the browser gets it. */
function catalogueOf(ideas: readonly VectorSource[], termsPerIdea?: number): RecommendationCatalogue {
  return decodeVectors(JSON.parse(JSON.stringify(vectorsFile(ideas, termsPerIdea))) as VectorsFile);
}

const INSURANCE = [
  idea(1, 'Claims automation that reads adjuster notes for insurers', ['insurance', 'claims automation'], '2026-10-01', ['Insurers: slow claims']),
  idea(2, 'Claims automation for insurers triaging flood damage photos', ['insurance', 'claims automation'], '2026-10-20', ['Insurers: costly adjusters']),
  idea(3, 'Fraud scoring for insurers from claims automation logs', ['insurance', 'fraud'], '2026-10-25'),
  idea(4, 'Underwriting copilots for commercial insurers', ['insurance', 'underwriting'], '2026-11-10'),
];
const ROBOTICS = [
  idea(10, 'Warehouse robots that pick parcels from mixed bins', ['robotics', 'warehouse picking'], '2026-10-05'),
  idea(11, 'Robot arms for warehouse picking of fragile parcels', ['robotics', 'warehouse picking'], '2026-10-15'),
  idea(12, 'Fleet scheduling for warehouse robots at night', ['robotics', 'fleet scheduling'], '2026-11-12'),
];
const OTHERS = [
  idea(20, 'Crop yield forecasts for smallholder farmers', ['agriculture'], '2026-11-15'),
  idea(21, 'Soil moisture sensors priced for smallholder farmers', ['agriculture', 'sensors'], '2026-11-18'),
  idea(22, 'Tutoring chatbots for high school algebra', ['education'], '2026-11-19'),
];
const CATALOGUE = [...INSURANCE, ...ROBOTICS, ...OTHERS];

describe('recommendation vectors file', () => {
  it('rebuilds the build’s TF-IDF vectors exactly when every term is kept', () => {
    const catalogue = catalogueOf(CATALOGUE, 1000);
    const space = termSpace(CATALOGUE);
    CATALOGUE.forEach((source, index) => {
      const decoded = vectorOf(catalogue, indexOfIdea(catalogue, source.number));
      const built = space.vectors[index]!;
      // A label can name two terms (the tag "insurance" and the word in a tag): compared as sorted pairs.
      const byLabel = (ids: Int32Array, weights: Float64Array, labels: readonly string[]) =>
        [...ids].map((id, k) => [labels[id]!, weights[k]!] as const).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
      const expected = byLabel(built.ids, built.weights, space.labels);
      const actual = byLabel(decoded.ids, decoded.weights, catalogue.labels);
      expect(actual.map(([label]) => label)).toEqual(expected.map(([label]) => label));
      expected.forEach(([, weight], k) => expect(actual[k]![1]).toBeCloseTo(weight, 12));
    });
  });

  it('carries ids past a thousand and counts past 31, which take more than one digit', () => {
    const word = (i: number) => `qz${[...i.toString(26)].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('')}`;
    const many = Array.from({ length: 1100 }, (_, i) =>
      idea(i + 1, i === 0 ? Array.from({ length: 20 }, () => word(1)).join(', ') : `${word(i)}, ${word(i + 1)}`, []),
    );
    const file = vectorsFile(many, 1000);
    expect(file.terms.length).toBeGreaterThan(1024);
    expect(file.ids).toMatch(/[g-z0-9_-]{2}[A-Za-f]/);
    const catalogue = decodeVectors(JSON.parse(JSON.stringify(file)) as VectorsFile);
    const space = termSpace(many);
    for (const index of [0, 1, 700, 1099]) {
      const decoded = vectorOf(catalogue, index);
      const built = space.vectors[index]!;
      expect([...decoded.ids].map((id) => catalogue.labels[id])).toEqual(expect.arrayContaining([...built.ids].map((id) => space.labels[id])));
      expect(decoded.ids).toHaveLength(built.ids.length);
    }
    // The first idea says its one word 20 times (a count of 60 with the pitch's weight, 3); the second idea once.
    // The catalogue keeps raw TF-IDF weights, and the word's IDF is the same in both ideas.
    const weightOfWord = (index: number) => {
      const term = [...vectorOf(catalogue, index).ids].findIndex((id) => catalogue.labels[id] === word(1));
      return catalogue.weights[catalogue.offsets[index]! + term]!;
    };
    expect(weightOfWord(0) / weightOfWord(1)).toBeCloseTo((1 + Math.log(60)) / (1 + Math.log(3)), 12);
  });

  it('keeps each idea’s strongest terms, numbers the frequent terms first, and counts ages back from the newest idea', () => {
    const file = vectorsFile(CATALOGUE, 3);
    expect(file.lengths.every((length) => length <= 3)).toBe(true);
    const df = file.df.reduce<number[]>((all, drop, t) => [...all, t === 0 ? drop : all[t - 1]! - drop], []);
    expect(df).toEqual([...df].sort((a, b) => b - a));
    expect(file.newest).toBe('2026-11-19');
    const catalogue = decodeVectors(file);
    expect([...catalogue.numbers]).toEqual([1, 2, 3, 4, 10, 11, 12, 20, 21, 22]);
    expect([1, 4, 10, 22, 5, 0, 23].map((number) => indexOfIdea(catalogue, number))).toEqual([0, 3, 4, 9, -1, -1, -1]);
    expect(catalogue.ageDays[indexOfIdea(catalogue, 1)]).toBe(49);
    expect(catalogue.ageDays[indexOfIdea(catalogue, 22)]).toBe(0);
  });

  it('is one file in a folder named by its content, so it can be cached forever', () => {
    const built = buildVectorFiles(CATALOGUE);
    expect(built.base).toBe(`/workspace/data/for-you/${built.hash}/`);
    expect([...built.files.keys()]).toEqual(['vectors.json']);
    expect(buildVectorFiles([...CATALOGUE].reverse()).hash).toBe(built.hash);
    expect(buildVectorFiles(CATALOGUE.slice(1)).hash).not.toBe(built.hash);
  });

  it('refuses a file of another version', () => {
    expect(() => decodeVectors({ ...vectorsFile(CATALOGUE), version: 1 } as unknown as VectorsFile)).toThrow(/version 1/);
  });
});

describe('recommend', () => {
  const catalogue = catalogueOf(CATALOGUE);

  it('ranks the ideas like the saved ones first, never a saved one, and nothing with no term in common', () => {
    const picks = recommend(catalogue, { saved: [1, 2] });
    expect(picks.map((p) => p.number).slice(0, 2).sort()).toEqual([3, 4]);
    expect(picks.map((p) => p.number)).not.toContain(1);
    expect(picks.map((p) => p.number)).not.toContain(2);
    expect(picks.map((p) => p.number)).not.toContain(22);
    expect(picks.every((p) => p.score > 0)).toBe(true);
  });

  it('says why: the saved idea that contributed most and the strongest terms they share', () => {
    const picks = recommend(catalogue, { saved: [1, 10] });
    const fraud = picks.find((p) => p.number === 3)!;
    expect(fraud.because).toBe(1);
    // The tag they share names the match; "claims automation" is only in the fraud idea's pitch.
    expect(fraud.shared).toEqual([{ kind: 'tag', label: 'insurance' }]);
    const arms = picks.find((p) => p.number === 11)!;
    expect(arms.because).toBe(10);
    // A phrase, never its words.
    expect(arms.shared.map((reason) => reason.label)).toContain('warehouse picking');
    expect(arms.shared.map((reason) => reason.label)).not.toContain('warehouse');
  });

  it('learns from one tag’s saved ideas when scoped, and still never recommends the others saved', () => {
    const all = recommend(catalogue, { saved: [1, 2, 10, 11] });
    expect(new Set(all.slice(0, 3).map((p) => p.number)).has(12)).toBe(true);
    const scoped = recommend(catalogue, { saved: [1, 2, 10, 11], scope: [10, 11] });
    expect(scoped[0]!.number).toBe(12);
    expect(scoped.map((p) => p.number)).not.toContain(3);
    expect(scoped.map((p) => p.number)).not.toContain(1);
    expect(scoped.every((p) => p.because === 10 || p.because === 11)).toBe(true);
  });

  it('never brings back a dismissed idea, and its terms count against similar ideas', () => {
    const insurers = catalogueOf([
      idea(1, 'Claims automation that reads adjuster notes for insurers', ['insurance', 'claims automation'], '2026-10-01'),
      idea(2, 'Underwriting copilots for commercial insurers', ['insurance', 'underwriting'], '2026-11-10'),
      idea(3, 'Underwriting copilots for commercial insurers and brokers', ['insurance', 'underwriting'], '2026-11-10'),
      idea(4, 'Fraud scoring for insurers from claims automation logs', ['insurance', 'fraud'], '2026-10-25'),
      ...OTHERS,
    ]);
    const before = recommend(insurers, { saved: [1] });
    expect(before.map((p) => p.number)).toEqual([4, 3, 2]);
    const after = recommend(insurers, { saved: [1], dismissed: [2] });
    // The near copy of the dismissed idea goes too; the fraud idea, sharing "insurers" with it, loses a little.
    expect(after.map((p) => p.number)).toEqual([4]);
    expect(after[0]!.score).toBeLessThan(before[0]!.score);
  });

  it('with a newness decay, favours the newer of two equal matches, but a much closer old match beats a loose new one', () => {
    const twins = catalogueOf([
      idea(1, 'Claims automation for insurers', ['insurance', 'claims automation'], '2026-11-01'),
      idea(2, 'Claims automation for insurers at scale', ['insurance', 'claims automation'], '2026-05-01'),
      idea(3, 'Claims automation for insurers at scale', ['insurance', 'claims automation'], '2026-11-01'),
      idea(4, 'Insurers hiring adjusters', ['hiring'], '2026-11-20'),
      idea(5, 'Tutoring chatbots for algebra', ['education'], '2026-11-20'),
      idea(6, 'Tutoring chatbots for geometry', ['education'], '2026-11-20'),
      idea(7, 'Hiring adjusters', ['hiring'], '2026-11-20'),
    ]);
    const picks = recommend(twins, { saved: [1], halfLifeWeeks: 26 });
    expect(picks.map((p) => p.number)).toEqual([3, 2, 4]);
    // 184 days apart: the score halves every 26 weeks.
    expect(picks[0]!.score).toBeCloseTo(picks[1]!.score * 2 ** (184 / 7 / 26), 9);
    // Without the decay (the default) the twins tie, and the later row comes first.
    const undecayed = recommend(twins, { saved: [1] });
    expect(undecayed.slice(0, 2).map((p) => p.number)).toEqual([3, 2]);
    expect(undecayed[0]!.score).toBeCloseTo(undecayed[1]!.score, 12);
    expect(picks[0]!.score).toBeCloseTo(undecayed[0]!.score * 2 ** (-19 / 7 / 26), 12);
  });

  it('picks only among the given ideas (the daily alert’s new ones), at most `limit`', () => {
    const picks = recommend(catalogue, { saved: [1], among: [3, 12, 20, 1], limit: 1 });
    expect(picks.map((p) => p.number)).toEqual([3]);
    expect(recommend(catalogue, { saved: [1], among: [20, 21] })).toEqual([]);
  });

  it('recommends nothing without saved ideas it knows', () => {
    expect(recommend(catalogue, { saved: [] })).toEqual([]);
    expect(recommend(catalogue, { saved: [999] })).toEqual([]);
    expect(recommend(catalogue, { saved: [1, 2], scope: [] })).toEqual([]);
  });
});

describe('savedUnderTag', () => {
  it('keeps the saved ideas with the tag, compared trimmed and without case, in saved order', () => {
    const tags = [
      { idea_id: 'idea-2', tag_value: 'Fintech' },
      { idea_id: 'idea-1', tag_value: ' fintech' },
      { idea_id: 'idea-3', tag_value: 'robots' },
      { idea_id: 'idea-9', tag_value: 'fintech' },
    ];
    expect(savedUnderTag(['idea-1', 'idea-3', 'idea-2'], tags, 'FINTECH ')).toEqual(['idea-1', 'idea-2']);
    expect(savedUnderTag(['idea-1'], tags, 'health')).toEqual([]);
  });
});
