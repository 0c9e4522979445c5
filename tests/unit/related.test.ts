import { describe, expect, it } from 'vitest';
import { relatedIdeas, type RelatedSource } from '../../src/ideas/related.build.ts';
import { reasonLine, reasonPhrase } from '../../src/ideas/reasons.ts';
import { stem, terms } from '../../src/ideas/text-terms.ts';

function idea(number: number, fields: Partial<RelatedSource>): RelatedSource {
  return { number, primaryCategory: 'Other Technology', ...fields };
}

describe('text terms', () => {
  it('folds plurals and verb endings to one stem (Porter2)', () => {
    expect(stem('hospitals')).toBe(stem('hospital'));
    expect(stem('planning')).toBe('plan');
    expect(stem('planned')).toBe('plan');
    expect(stem('policies')).toBe(stem('policy'));
    expect(stem('analysis')).not.toBe(stem('analyst'));
    expect(stem('business')).toBe('busi');
  });

  it('drops stop words, short words and numbers, and joins only neighbouring words into phrases', () => {
    const labels = terms('Federated learning for hospitals, using 42 AI tools').map((t) => t.label);
    expect(labels).toEqual(['federated', 'learning', 'federated learning', 'hospitals']);
  });

  it('splits hyphenated words but not across a comma', () => {
    expect(terms('real-time, fraud').map((t) => t.label)).toEqual(['real', 'time', 'real time', 'fraud']);
  });
});

describe('related ideas', () => {
  const ideas: RelatedSource[] = [
    idea(1, { pitch: 'Federated learning for hospitals sharing patient scans', tags: ['federated learning', 'healthcare'], painPoints: ['Community hospitals: scans they cannot pool'], paperUrl: 'https://arxiv.org/abs/2401.00001' }),
    idea(2, { pitch: 'Federated learning that lets hospitals train on private records', tags: ['federated learning', 'privacy'], painPoints: ['Community hospitals: records they cannot share'] }),
    idea(3, { pitch: 'A robot arm for warehouse picking', tags: ['robotics', 'warehouse'], paperUrl: 'https://arxiv.org/pdf/2401.00001v2' }),
    idea(4, { pitch: 'Warehouse robots that pick parcels', tags: ['robotics', 'logistics'] }),
    idea(5, { pitch: 'Crop yield forecasts for farmers', tags: ['agriculture'] }),
    idea(6, { pitch: 'Hospital staffing rosters', tags: ['healthcare'] }),
  ];

  it('lists ideas from the same paper first, then the most similar', () => {
    const related = relatedIdeas(ideas, { count: 3 }).get(1)!;
    expect(related[0]).toMatchObject({ number: 3, samePaper: true });
    expect(related[1]).toMatchObject({ number: 2, samePaper: false });
    expect(related.map((r) => r.number)).not.toContain(1);
  });

  it('names the shared tags and customers, a phrase instead of its words, never a word of the pitch alone', () => {
    const toTwo = relatedIdeas(ideas, { count: 3 }).get(1)!.find((r) => r.number === 2)!;
    const labels = toTwo.shared.map((reason) => reason.label);
    expect(toTwo.shared).toContainEqual({ kind: 'tag', label: 'federated learning' });
    expect(labels).not.toContain('learning');
    expect(toTwo.shared).toContainEqual({ kind: 'customer', label: 'community hospitals' });
    const toSix = relatedIdeas(ideas, { count: 5 }).get(1)!.find((r) => r.number === 6)!;
    // "healthcare" is a tag of both; "hospital" is only in their pitches.
    expect(toSix.shared).toEqual([{ kind: 'tag', label: 'healthcare' }]);
    expect(toTwo.score).toBeGreaterThan(0);
    expect(toTwo.score).toBeLessThanOrEqual(1);
  });

  it('names a customer by its head with the word before, and a pain by a phrase that says which', () => {
    const pair = (a: string, b: string) =>
      relatedIdeas([idea(1, { painPoints: [a], tags: ['x-ray'] }), idea(2, { painPoints: [b], tags: ['x-ray'] }), idea(3, { pitch: 'Crop yield forecasts for farmers' })]).get(1)![0]!.shared;
    expect(pair('Large law firms: margin pressure', 'Small law firms: margin pressure on fees')).toEqual(
      expect.arrayContaining([{ kind: 'customer', label: 'law firms' }, { kind: 'problem', label: 'margin pressure' }]),
    );
    // A head alone is too broad ("agencies" of marketing and of government); "in-house brand teams" has no head that is a term.
    expect(pair('Marketing agencies: slow briefs', 'Government agencies: slow briefs').map((reason) => reason.kind)).not.toContain('customer');
    expect(pair('In-house brand teams: tone drift', 'In-house brand teams: tone drift').map((reason) => reason.label)).not.toContain('brand');
    // What any pain says ("cannot afford") is no problem of its own.
    expect(pair('Clinics: cannot afford scribes', 'Schools: cannot afford tutors').map((reason) => reason.label)).not.toContain('cannot afford');
  });

  it('is symmetric in similarity and leaves out ideas sharing nothing', () => {
    const all = relatedIdeas(ideas, { count: 5 });
    const oneToTwo = all.get(1)!.find((r) => r.number === 2)!.score;
    const twoToOne = all.get(2)!.find((r) => r.number === 1)!.score;
    expect(oneToTwo).toBeCloseTo(twoToOne, 6);
    expect(all.get(5)!).toEqual([]);
  });

  it('ignores terms in too many ideas once the catalogue is large enough', () => {
    const many = Array.from({ length: 50 }, (_, i) => idea(i + 1, { pitch: `common words ${i % 2 === 0 ? 'alpha beta' : 'gamma delta'}` }));
    const capped = relatedIdeas(many, { count: 2, maxDocumentShare: 0.1, minDocumentCap: 2 }).get(1)!;
    expect(capped.every((r) => r.shared.every((reason) => !reason.label.includes('common')))).toBe(true);
  });
});

describe('reasons in a founder’s words', () => {
  it('says what each kind of shared term is, and for For you how many saved ideas have the category', () => {
    expect(reasonPhrase({ kind: 'customer', label: 'law firms' })).toBe('Also for law firms');
    expect(reasonPhrase({ kind: 'problem', label: 'margin pressure' })).toBe('Same problem: margin pressure');
    expect(reasonPhrase({ kind: 'tag', label: 'fine-tuning' })).toBe('Also about fine-tuning');
    expect(reasonPhrase({ kind: 'category', label: 'Legal & Compliance' })).toBe('Also in Legal & Compliance');
    expect(reasonPhrase({ kind: 'category', label: 'Legal & Compliance', saved: 2 })).toBe('Legal & Compliance, like 2 ideas you saved');
    expect(reasonPhrase({ kind: 'category', label: 'Legal & Compliance', saved: 1 })).toBe('Legal & Compliance, like an idea you saved');
    expect(reasonLine([{ kind: 'customer', label: 'law firms' }, { kind: 'tag', label: 'rag' }])).toBe('Also for law firms · Also about rag');
    expect(reasonLine([])).toBe('');
  });
});
