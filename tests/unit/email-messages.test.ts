import { describe, expect, it } from 'vitest';
import { alertMail, confirmationMail, picksMail, type MessageContext } from '../../src/email/messages.server.ts';
import { createToken, verifyToken } from '../../src/email/tokens.server.ts';
import { tokenList } from '../../src/engagement/subscription-action.ts';
import type { AlertIdea } from '../../src/email/ideas.server.ts';
import { weeklyIssue, type PickableIdea } from '../../src/newsletter/issue.build.ts';
import { NO_THRESHOLDS, type SavedSearch } from '../../src/workspace/saved-searches.ts';

const SECRET = 'a-test-secret-that-is-long-enough-for-hmac';
const ID = '11111111-1111-4111-8111-111111111111';
const NONCE = '22222222-2222-4222-8222-222222222222';
const NOW = new Date('2026-03-02T07:15:00Z');
const ctx: MessageContext = { siteUrl: 'https://example.test', tokenSecret: SECRET, from: 'Research Ventures <alerts@example.test>', now: NOW };

const hostile: AlertIdea = {
  number: 7,
  heading: 'Robots <script>alert("x")</script> & "friends"',
  path: '/idea/robots-7',
  firstSeen: '2026-03-02',
  dateAdded: '2026-03-01',
  primaryCategory: 'Robotics',
  totalScore: 8.25,
  pitch: 'Cheap <b>arms</b> & hands <img src=x onerror=alert(1)>',
};

/** An alert after the first: the subscriber was last alerted on the day before NOW. */
const LATER = { first: false, through: '2026-03-01' };

describe('email tokens', () => {
  it('name their list to the page they open, unverified, for its title only; anything else names none', () => {
    expect(tokenList(createToken({ list: 'alerts', id: '00000000-0000-4000-8000-000000000001', purpose: 'unsubscribe' }, 'secret'))).toBe('alerts');
    expect(tokenList(createToken({ list: 'newsletter', id: '00000000-0000-4000-8000-000000000001', purpose: 'confirm' }, 'secret'))).toBe('newsletter');
    for (const token of ['', 'not-a-token', 'eyJmb3JnZWQiOnRydWV9.AAAA', `${btoa(JSON.stringify({ list: 'weekly' }))}.x`]) expect(tokenList(token)).toBeNull();
  });

  const token = createToken({ list: 'alerts', id: ID, purpose: 'unsubscribe' }, SECRET, NOW);

  it('verify for their purpose until they expire (90 days to unsubscribe, 7 to confirm)', () => {
    expect(verifyToken(token, 'unsubscribe', SECRET, NOW)).toMatchObject({ ok: true, payload: { list: 'alerts', id: ID, purpose: 'unsubscribe' } });
    expect(verifyToken(token, 'unsubscribe', SECRET, new Date(NOW.getTime() + 89 * 86_400_000)).ok).toBe(true);
    expect(verifyToken(token, 'unsubscribe', SECRET, new Date(NOW.getTime() + 90 * 86_400_000))).toEqual({ ok: false, reason: 'expired' });
    const confirm = createToken({ list: 'newsletter', id: ID, purpose: 'confirm' }, SECRET, NOW);
    expect(verifyToken(confirm, 'confirm', SECRET, new Date(NOW.getTime() + 7 * 86_400_000))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuse another purpose, another secret, and any change to payload or signature', () => {
    expect(verifyToken(token, 'confirm', SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyToken(token, 'unsubscribe', `${SECRET}x`, NOW)).toEqual({ ok: false, reason: 'invalid' });
    const [body, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ list: 'alerts', id: '22222222-2222-4222-8222-222222222222', purpose: 'unsubscribe', exp: 9e9 })).toString('base64url');
    expect(verifyToken(`${forged}.${signature}`, 'unsubscribe', SECRET, NOW).ok).toBe(false);
    expect(verifyToken(`${body}.${signature.slice(0, -2)}AA`, 'unsubscribe', SECRET, NOW).ok).toBe(false);
    expect(verifyToken(`${body}`, 'unsubscribe', SECRET, NOW).ok).toBe(false);
    expect(verifyToken('', 'unsubscribe', SECRET, NOW).ok).toBe(false);
  });

  it('carry a confirmation nonce when given one, and refuse a signed one that is not a UUID', () => {
    const confirm = createToken({ list: 'alerts', id: ID, purpose: 'confirm', nonce: NONCE }, SECRET, NOW);
    expect(verifyToken(confirm, 'confirm', SECRET, NOW)).toMatchObject({ ok: true, payload: { nonce: NONCE } });
    const legacy = createToken({ list: 'alerts', id: ID, purpose: 'confirm' }, SECRET, NOW);
    const check = verifyToken(legacy, 'confirm', SECRET, NOW);
    expect(check.ok && check.payload.nonce).toBeUndefined();
    const odd = createToken({ list: 'alerts', id: ID, purpose: 'confirm', nonce: 'x' }, SECRET, NOW);
    expect(verifyToken(odd, 'confirm', SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('never carry the address', () => {
    expect(Buffer.from(token.split('.')[0]!, 'base64url').toString()).not.toContain('@');
  });
});

describe('email templates', () => {
  it('the alert has HTML without script, sheet text escaped, UTM-tagged idea links and a text part', async () => {
    const mail = await alertMail(ctx, 'alerts-2026-03-02', ID, 'reader@example.test', [hostile], LATER);
    expect(mail.html).not.toMatch(/<script/i);
    expect(mail.html).not.toMatch(/<img/i);
    expect(mail.html).toContain('Robots &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;friends&quot;');
    expect(mail.html).toContain('https://example.test/idea/robots-7?utm_source=alert&amp;utm_medium=email&amp;utm_campaign=alerts-2026-03-02');
    expect(mail.text).toContain(hostile.heading);
    expect(mail.text).toContain(hostile.pitch);
    expect(mail.text).toContain('https://example.test/idea/robots-7?utm_source=alert&utm_medium=email&utm_campaign=alerts-2026-03-02');
    expect(mail.text).toContain('Score 8.3/10');
    expect(mail.subject).toBe('1 new venture idea from AI research');
  });

  it('a first alert says it lists the ideas published since the reader subscribed, and counts only those', async () => {
    const mail = await alertMail(ctx, 'alerts-2026-03-02', ID, 'reader@example.test', [hostile, { ...hostile, number: 8 }], { first: true, through: '2026-02-28' });
    expect(mail.subject).toBe('2 new venture ideas since you subscribed');
    expect(mail.text).toMatch(/NEW SINCE YOU SUBSCRIBED/i);
    expect(mail.text).toContain('new on Research Ventures since you subscribed on Mar 1, 2026:');
    expect(mail.text).not.toContain('since your last alert');
  });

  it('a later alert says it lists the ideas published since the last one', async () => {
    const mail = await alertMail(ctx, 'alerts-2026-03-02', ID, 'reader@example.test', [hostile], LATER);
    expect(mail.text).toMatch(/NEW SINCE YOUR LAST ALERT/i);
    expect(mail.text).toContain('since your last alert:');
    expect(mail.text).not.toContain('since you subscribed');
  });

  it('never repeats an idea’s heading under it: the summary is its description, or a pitch that differs', async () => {
    const pitchIsHeading: AlertIdea = { ...hostile, number: 9, heading: 'Drones that map wildfires', pitch: 'Drones that map wildfires', path: '/idea/drones-9' };
    const described: AlertIdea = { ...pitchIsHeading, number: 10, path: '/idea/drones-10', description: 'Fleets of cheap drones chart a fire front every minute.' };
    const mail = await alertMail(ctx, 'alerts-2026-03-02', ID, 'reader@example.test', [pitchIsHeading, described], LATER);
    expect(mail.text.match(/Drones that map wildfires/gi)).toHaveLength(2);
    expect(mail.text).toContain('Fleets of cheap drones chart a fire front every minute.');
    expect(mail.html.match(/Drones that map wildfires/g)).toHaveLength(2);
  });

  it('the alert is readable in dark mode and at 320 px: color-scheme, no fixed widths', async () => {
    const { html } = await alertMail(ctx, 'alerts-2026-03-02', ID, 'reader@example.test', [hostile], LATER);
    expect(html).toContain('name="color-scheme" content="light dark"');
    expect(html).toContain('prefers-color-scheme: dark');
    expect(html).not.toMatch(/width="\d{3,}"|(?<!max-)width:\s*\d{3,}px/);
  });

  it('the alert carries List-Unsubscribe (a one-click POST address), a visible unsubscribe link and a per-delivery Message-ID', async () => {
    const mail = await alertMail(ctx, 'alerts-2026-03-02', ID, 'reader@example.test', [hostile], LATER);
    const oneClick = /^<(https:\/\/example\.test\/\.netlify\/functions\/subscription\?token=([^>]+))>$/.exec(mail.headers!['List-Unsubscribe']!);
    expect(oneClick).not.toBeNull();
    expect(mail.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(verifyToken(decodeURIComponent(oneClick![2]!), 'unsubscribe', SECRET, NOW)).toMatchObject({ ok: true, payload: { id: ID, list: 'alerts' } });
    expect(mail.text).toMatch(/Unsubscribe https:\/\/example\.test\/subscription\/unsubscribe\?token=\S+/);
    expect(mail.text).not.toContain('reader@example.test');
    expect(mail.messageId).toBe(`<alerts-2026-03-02.${ID}@example.test>`);
  });

  it('the confirmation links to the confirm page with a confirm token carrying its nonce, in HTML and text', async () => {
    const mail = await confirmationMail(ctx, 'newsletter', { id: ID, nonce: NONCE }, 'reader@example.test');
    expect(mail.subject).toBe('Confirm your subscription to Weekly Venture Picks');
    const link = /https:\/\/example\.test\/subscription\/confirm\?token=(\S+)/.exec(mail.text);
    expect(verifyToken(decodeURIComponent(link![1]!), 'confirm', SECRET, NOW)).toMatchObject({ ok: true, payload: { list: 'newsletter', id: ID, nonce: NONCE } });
    expect(mail.html).toContain('/subscription/confirm?token=');
    expect(mail.html).not.toMatch(/<script/i);
    expect(mail.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });
});

/** Week 47 of 2026: the hostile idea (its heading is its pitch) leads, with its description as summary. */
const hostilePick: PickableIdea = {
  ...hostile,
  firstSeen: '2026-11-18',
  novelty: 8,
  marketPotential: 9.5,
  feasibility: 7,
  pitch: hostile.heading,
  description: 'Cheap <b>arms</b> & hands <img src=x onerror=alert(1)>',
};
const plainPick: PickableIdea = { number: 3, heading: 'Second best', path: '/idea/second-best-3', firstSeen: '2026-11-16', primaryCategory: 'Healthcare', totalScore: 6 };
const issue = weeklyIssue([plainPick, hostilePick], { year: 2026, week: 47 })!;

describe('the weekly picks email', () => {
  it('has HTML without script, sheet text escaped, every pick with its scores, category and summary, and a text part', async () => {
    const mail = await picksMail(ctx, issue, ID, 'reader@example.test');
    expect(mail.subject).toBe('Weekly Venture Picks: the best new startup ideas of Nov 16 – 22, 2026');
    expect(mail.html).not.toMatch(/<script/i);
    expect(mail.html).not.toMatch(/<img|<b>/i);
    expect(mail.html).toContain('Robots &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;friends&quot;');
    expect(mail.html).toContain('Cheap &lt;b&gt;arms&lt;/b&gt; &amp; hands &lt;img src=x onerror=alert(1)&gt;');
    expect(mail.text).toMatch(/1\. Robots[\s\S]*Composite 8\.3\/10 · Novelty 8 · Market 9\.5 · Feasibility 7 · Robotics[\s\S]*Cheap <b>arms<\/b>[\s\S]*2\. Second best[\s\S]*Composite 6\.0\/10 · Novelty – · Market – · Feasibility – · Healthcare/);
    expect(mail.text).toContain('new on Research Ventures Nov 16 – 22, 2026, by composite score');
  });

  it('links each pick and the archive page with utm_source=newsletter, utm_medium=email and the edition as campaign', async () => {
    const mail = await picksMail(ctx, issue, ID, 'reader@example.test');
    const tags = 'utm_source=newsletter&utm_medium=email&utm_campaign=picks-2026-W47';
    expect(mail.text).toContain(`https://example.test/idea/robots-7?${tags}`);
    expect(mail.text).toContain(`https://example.test/idea/second-best-3?${tags}`);
    expect(mail.text).toMatch(new RegExp(`Read this issue on the website \\[?https://example\\.test/newsletter/2026-w47\\?${tags.replace(/\?/g, '\\?')}`));
    expect(mail.html).toContain(`https://example.test/newsletter/2026-w47?${tags.replace(/&/g, '&amp;')}`);
  });

  it('a preview of the week under way says so and links to the archive, not to the issue page that does not exist yet', async () => {
    const mail = await picksMail(ctx, issue, ID, 'reader@example.test', { inProgress: true });
    expect(mail.text).toContain('Preview: this week is not over yet');
    expect(mail.text).not.toContain('/newsletter/2026-w47');
    expect(mail.html).not.toContain('/newsletter/2026-w47');
    expect(mail.text).toMatch(/See past issues on the website \[?https:\/\/example\.test\/newsletter\?utm_source=newsletter/);
    expect(mail.text).toContain('https://example.test/idea/robots-7?');
  });

  it('carries the newsletter’s one-click unsubscribe headers, its visible link and a per-delivery Message-ID', async () => {
    const mail = await picksMail(ctx, issue, ID, 'reader@example.test');
    const oneClick = /^<https:\/\/example\.test\/\.netlify\/functions\/subscription\?token=([^>]+)>$/.exec(mail.headers!['List-Unsubscribe']!);
    expect(verifyToken(decodeURIComponent(oneClick![1]!), 'unsubscribe', SECRET, NOW)).toMatchObject({ ok: true, payload: { id: ID, list: 'newsletter' } });
    expect(mail.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toMatch(/subscribed to Weekly Venture Picks[\s\S]*Unsubscribe https:\/\/example\.test\/subscription\/unsubscribe\?token=\S+/);
    expect(mail.messageId).toBe(`<picks-2026-W47.${ID}@example.test>`);
    expect(mail.html).toContain('name="color-scheme" content="light dark"');
    // Body puts the light text colour inline on its cell: in dark mode the card must set its own.
    expect(mail.html).toMatch(/prefers-color-scheme: dark[\s\S]*\.rv-card \{[^}]*color: #e8e8ea !important/);
  });
});

describe('a big day in one alert', () => {
  const many = (count: number, from = 100): AlertIdea[] => Array.from({ length: count }, (_, index) => ({ ...hostile, number: from + index, heading: `Idea number ${from + index}`, path: `/idea/idea-${from + index}` }));
  const search = (index: number): SavedSearch => ({ id: `s${index}`, user_id: 'u', name: `Search ${index}`, paused: false, created_at: '', updated_at: '', query: '', technologies: [], industries: [], ...NO_THRESHOLDS });

  it('lists at most 20 new ideas, 8 searches and 5 matches each, says how many more and links to where they are', async () => {
    const ideas = many(25);
    const groups = Array.from({ length: 10 }, (_, index) => ({ search: search(index), ideas: ideas.slice(0, 7) }));
    const mail = await alertMail(ctx, 'alerts-2026-03-02', ID, 'reader@example.test', ideas, LATER, groups);
    expect(mail.subject).toBe('25 new venture ideas from AI research');
    // The text part writes headings in capitals.
    expect(mail.text).toMatch(/Idea number 119/i);
    expect(mail.text).not.toMatch(/Idea number 12\d/i);
    expect(mail.text).toContain('And 5 more new ideas on Research Ventures');
    expect(mail.text).toMatch(/Search 0 \(7\)/i);
    expect(mail.text).toMatch(/Search 7 \(7\)/i);
    expect(mail.text).not.toMatch(/Search 8 \(7\)/i);
    expect(mail.text.match(/2 more ideas match this search/g)).toHaveLength(8);
    expect(mail.text).toContain('2 more of your saved searches have new matches');
    expect(mail.html).toContain('https://example.test/discover?utm_source=alert&amp;utm_medium=email&amp;utm_campaign=alerts-2026-03-02');
    expect(mail.html).toContain('https://example.test/workspace/saved-searches?utm_source=alert');
  });

  it('stays under the 102 KB at which Gmail clips an email (and its unsubscribe link), whatever the day brings', async () => {
    const ideas = many(1000);
    const groups = Array.from({ length: 50 }, (_, index) => ({ search: search(index), ideas }));
    const mail = await alertMail(ctx, 'alerts-2026-03-02', ID, 'reader@example.test', ideas, LATER, groups);
    expect(Buffer.byteLength(mail.html)).toBeLessThan(102 * 1024);
    expect(mail.html).toContain('Unsubscribe');
  });

  it('says nothing of more when everything fits', async () => {
    const mail = await alertMail(ctx, 'alerts-2026-03-02', ID, 'reader@example.test', many(20), LATER);
    expect(mail.text).not.toMatch(/more new idea/);
  });
});
