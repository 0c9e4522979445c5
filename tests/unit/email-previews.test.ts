// The admin page's weekly preview: this week's issue so far, else the newest week's as a sample.
import { describe, expect, it } from 'vitest';
import type { AlertIdea } from '../../src/email/ideas.server.ts';
import type { MessageContext } from '../../src/email/messages.server.ts';
import { PREVIEWS, SAMPLE_ADDRESS } from '../../src/email/previews.server.ts';
import type { SubscriptionStore } from '../../src/queries/subscriptions.server.ts';

const NOW = new Date('2026-11-25T10:00:00Z');
const message: MessageContext = { siteUrl: 'https://example.test', tokenSecret: 'x'.repeat(32), from: 'Research Ventures <news@example.test>', now: NOW };

function idea(number: number, firstSeen: string, totalScore: number): AlertIdea {
  return { number, heading: `Idea ${number}`, path: `/idea/idea-${number}`, firstSeen, dateAdded: firstSeen, primaryCategory: 'Agentic AI', totalScore };
}

const preview = (ideas: AlertIdea[]) =>
  // The weekly preview never reads subscribers: the issue is the same for everyone.
  PREVIEWS.newsletter({ store: {} as SubscriptionStore, loadIdeas: async () => ideas, message });

describe('the weekly issue preview', () => {
  it("shows this week's picks so far, best first, addressed to the sample reader", async () => {
    const result = await preview([idea(1, '2026-11-23', 6.1), idea(2, '2026-11-25', 8.4), idea(3, '2026-11-20', 9.9)]);
    expect(result).toMatchObject({ newCount: 2, since: '2026-11-23', basis: 'this-week', sample: false });
    expect(result.mail.to).toBe(SAMPLE_ADDRESS);
    expect(result.mail.subject).toContain('Nov 23 – 29, 2026');
    expect(result.mail.text.indexOf('Idea 2')).toBeLessThan(result.mail.text.indexOf('Idea 1'));
    expect(result.mail.text).not.toContain('Idea 3');
  });

  it("marks this week's copy as a preview and links to pages that exist: the archive, not the week's unbuilt page", async () => {
    const { mail } = await preview([idea(1, '2026-11-23', 6.1)]);
    expect(mail.text).toContain('Preview: this week is not over yet');
    expect(mail.text).not.toContain('/newsletter/2026-w48');
    expect(mail.text).toMatch(/https:\/\/example\.test\/newsletter\?utm_source=newsletter/);
  });

  it('falls back to the newest week with ideas as a sample when this week has none yet', async () => {
    const result = await preview([idea(3, '2026-11-20', 9.9), idea(4, '2026-11-02', 7)]);
    expect(result).toMatchObject({ newCount: 0, basis: 'this-week', sample: true });
    expect(result.mail.subject).toContain('Nov 16 – 22, 2026');
    expect(result.mail.text).toContain('Idea 3');
    // Week 47 is over: its page exists, so the sample links to it, unmarked.
    expect(result.mail.text).toContain('https://example.test/newsletter/2026-w47?');
    expect(result.mail.text).not.toContain('Preview: this week');
  });

  it('says so when the catalogue is empty', async () => {
    await expect(preview([])).rejects.toThrow('no weekly issue to preview');
  });
});
