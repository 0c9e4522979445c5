/** The Weekly Venture Picks email: its picks from the issue module, escaping, UTM tags, the archive link and the list's footer. */
import { describe, expect, it } from 'vitest';
import { picksMail, type MessageContext } from '../../src/email/messages.ts';
import { verifyToken } from '../../src/email/tokens.ts';
import { weeklyIssue, type PickableIdea } from '../../src/newsletter/issue.ts';

const SECRET = 'a-test-secret-that-is-long-enough-for-hmac';
const ID = '11111111-1111-4111-8111-111111111111';
const NOW = new Date('2026-11-23T08:00:00Z');
const ctx: MessageContext = { siteUrl: 'https://example.test', tokenSecret: SECRET, from: 'Research Ventures <news@example.test>', now: NOW };

const hostile: PickableIdea = {
  number: 7,
  heading: 'Robots <script>alert("x")</script> & "friends"',
  path: '/idea/robots-7',
  firstSeen: '2026-11-18',
  primaryCategory: 'Robotics',
  novelty: 8,
  marketPotential: 9.5,
  feasibility: 7,
  totalScore: 8.25,
  pitch: 'Robots <script>alert("x")</script> & "friends"',
  description: 'Cheap <b>arms</b> & hands <img src=x onerror=alert(1)>',
};
const plain: PickableIdea = { number: 3, heading: 'Second best', path: '/idea/second-best-3', firstSeen: '2026-11-16', primaryCategory: 'Healthcare', totalScore: 6 };
const issue = weeklyIssue([plain, hostile], { year: 2026, week: 47 })!;

describe('the weekly picks email', () => {
  it('has HTML without script, sheet text escaped, every pick with its scores, category and summary, and a text part', async () => {
    const mail = await picksMail(ctx, issue, ID, 'reader@example.test');
    expect(mail.subject).toBe('Weekly Venture Picks: the best new startup ideas of 2026-W47');
    expect(mail.html).not.toMatch(/<script/i);
    expect(mail.html).not.toMatch(/<img|<b>/i);
    expect(mail.html).toContain('Robots &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;friends&quot;');
    expect(mail.html).toContain('Cheap &lt;b&gt;arms&lt;/b&gt; &amp; hands &lt;img src=x onerror=alert(1)&gt;');
    expect(mail.text).toMatch(/1\. Robots[\s\S]*Composite 8\.3\/10 · Novelty 8 · Market 9\.5 · Feasibility 7 · Robotics[\s\S]*Cheap <b>arms<\/b>[\s\S]*2\. Second best[\s\S]*Composite 6\.0\/10 · Novelty – · Market – · Feasibility – · Healthcare/);
    expect(mail.text).toContain('published Nov 16 – 22, 2026, by composite score');
  });

  it('links each pick and the archive page with utm_source=newsletter, utm_medium=email and the edition as campaign', async () => {
    const mail = await picksMail(ctx, issue, ID, 'reader@example.test');
    const tags = 'utm_source=newsletter&utm_medium=email&utm_campaign=picks-2026-W47';
    expect(mail.text).toContain(`https://example.test/idea/robots-7?${tags}`);
    expect(mail.text).toContain(`https://example.test/idea/second-best-3?${tags}`);
    expect(mail.text).toMatch(new RegExp(`Read this issue on the website \\[?https://example\\.test/newsletter/2026-w47\\?${tags.replace(/\?/g, '\\?')}`));
    expect(mail.html).toContain(`https://example.test/newsletter/2026-w47?${tags.replace(/&/g, '&amp;')}`);
  });

  it('carries the newsletter’s one-click unsubscribe headers, its visible link and a per-delivery Message-ID', async () => {
    const mail = await picksMail(ctx, issue, ID, 'reader@example.test');
    const oneClick = /^<https:\/\/example\.test\/\.netlify\/functions\/subscription\?token=([^>]+)>$/.exec(mail.headers!['List-Unsubscribe']!);
    expect(verifyToken(decodeURIComponent(oneClick![1]!), 'unsubscribe', SECRET, NOW)).toMatchObject({ ok: true, payload: { id: ID, list: 'newsletter' } });
    expect(mail.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toMatch(/subscribed to Weekly Venture Picks[\s\S]*Unsubscribe https:\/\/example\.test\/subscription\/unsubscribe\?token=\S+/);
    expect(mail.messageId).toBe(`<picks-2026-W47.${ID}@example.test>`);
    expect(mail.html).toContain('name="color-scheme" content="light dark"');
  });
});
