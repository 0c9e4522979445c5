import { describe, expect, it } from 'vitest';
import { RECOMMENDATIONS } from '../../src/config/constants/recommendations.ts';
import type { AlertIdea } from '../../src/email/ideas.server.ts';
import { alertMail, type MessageContext } from '../../src/email/messages.server.ts';
import { alertPicker } from '../../src/email/picked-for-you.server.ts';

const ctx: MessageContext = { siteUrl: 'https://example.test', tokenSecret: 'a-test-secret-that-is-long-enough-for-hmac', from: 'RV <a@example.test>', now: new Date('2026-03-02T07:15:00Z') };

const THEMES = {
  claims: { pitch: 'Claims automation for insurers that reads adjuster notes', tags: ['insurance', 'claims automation'], secondaryCategory: 'Financial Services' },
  robots: { pitch: 'Robot arms that learn grasping in warehouses', tags: ['robotics', 'grasping'], secondaryCategory: 'Manufacturing' },
  qubits: { pitch: 'Quantum error correction compiler for qubits', tags: ['quantum', 'error correction'], secondaryCategory: 'Operations' },
} as const;

function idea(number: number, theme: keyof typeof THEMES, firstSeen: string, heading = `Idea ${number}`): AlertIdea {
  return { number, heading, path: `/idea/idea-${number}`, firstSeen, dateAdded: firstSeen, primaryCategory: 'Agentic AI', ...THEMES[theme], tags: [...THEMES[theme].tags] };
}

const OLD = '2026-02-20';
const NEW = '2026-03-02';
const IDEAS = [
  idea(1, 'claims', OLD, 'Saved <claims> & co'),
  idea(2, 'claims', OLD),
  idea(3, 'robots', OLD),
  idea(4, 'qubits', OLD),
  idea(5, 'robots', NEW),
  idea(6, 'claims', NEW),
  idea(7, 'qubits', NEW),
  idea(8, 'claims', NEW),
  idea(9, 'claims', NEW),
  idea(10, 'claims', NEW),
];
const FRESH = IDEAS.filter((item) => item.firstSeen === NEW);

describe('alertPicker (Picked for you in the daily alert)', () => {
  it('picks at most emailCount of the new ideas, best match first, each with the saved idea it is most like and the shared terms', () => {
    const pick = alertPicker(IDEAS);
    // Two saved claims ideas to one robot: claims first. A tie in the reason goes to the more recent save (first).
    const picks = pick([IDEAS[4]!, IDEAS[5]!, IDEAS[6]!], { saved: [3, 1, 2], dismissed: [] });
    expect(picks.map((item) => [item.idea.number, item.because.number])).toEqual([
      [6, 1],
      [5, 3],
    ]);
    expect(picks[0]!.shared).toContainEqual({ kind: 'tag', label: 'claims automation' });
    expect(picks[1]!.shared.map((reason) => reason.label).join(', ')).toMatch(/grasp/);
    // Equal matches: the higher number (the later row) first.
    expect(pick(FRESH, { saved: [1], dismissed: [] }).map((item) => item.idea.number)).toEqual([10, 9, 8].slice(0, RECOMMENDATIONS.emailCount));
  });

  it('never picks an idea outside the new ones, a saved one or a dismissed one', () => {
    const picks = alertPicker(IDEAS)(FRESH, { saved: [1, 10], dismissed: [9] });
    expect(picks.map((pick) => pick.idea.number)).toEqual([8, 6]);
  });

  it('picks nothing without saved ideas, without new ideas, or when nothing new is like what was saved', () => {
    const pick = alertPicker(IDEAS);
    expect(pick(FRESH, { saved: [], dismissed: [] })).toEqual([]);
    expect(pick([], { saved: [1], dismissed: [] })).toEqual([]);
    expect(pick([IDEAS[6]!], { saved: [1, 2], dismissed: [] })).toEqual([]);
    // A saved idea no longer in the catalogue is skipped, not an error.
    expect(pick(FRESH, { saved: [999], dismissed: [] })).toEqual([]);
  });
});

describe('the daily alert with Picked for you', () => {
  it('leads with the picks and their reasons, escaped, in HTML and text; without picks the email has no such section', async () => {
    const picks = alertPicker(IDEAS)(FRESH, { saved: [1], dismissed: [] });
    const coverage = { first: false, through: '2026-03-01' };
    const mail = await alertMail(ctx, 'alerts-2026-03-02', '11111111-1111-4111-8111-111111111111', 'reader@example.test', FRESH, coverage, [], picks);
    expect(mail.text).toMatch(/Picked for you[\s\S]*Because you saved Saved <claims> & co · [^\n]*Also about claims automation[\s\S]*All new ideas/);
    expect(mail.html).toContain('Because you saved Saved &lt;claims&gt; &amp; co');
    expect(mail.html).not.toContain('<claims>');
    const plain = await alertMail(ctx, 'alerts-2026-03-02', '11111111-1111-4111-8111-111111111111', 'reader@example.test', FRESH, coverage);
    expect(plain.text).not.toMatch(/Picked for you|Because you saved|All new ideas/);
  });
});
