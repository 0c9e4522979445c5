/**
 * The Weekly Venture Picks run against the real database functions (PGlite, opened as the stand-in opens
 * it): only confirmed newsletter subscribers, the issue of the last complete ISO week, exactly once across
 * a crash and a re-run, and no email for a week without ideas.
 */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AlertIdea } from '../../src/email/ideas.server.ts';
import type { Mailer } from '../../src/email/mailer.server.ts';
import { SubscriptionStore, type Rpc } from '../../src/queries/subscriptions.server.ts';
import { runWeeklyPicks, type PicksRunOptions } from '../../src/email/weekly-picks.server.ts';
import { confirmedSubscribers, crashingStore, emptyEmailTables, openEmailDatabase, recordingMailer, TEST_MESSAGE, testIdea } from './email-harness.ts';

let db: PGlite;
let rpc: Rpc;
let store: SubscriptionStore;

const idea = (number: number, firstSeen: string, totalScore: number): AlertIdea => testIdea(number, firstSeen, { totalScore });

/** Week 47 of 2026 is Monday 16 to Sunday 22 November. */
const IDEAS = [idea(1, '2026-11-15', 9.9), idea(2, '2026-11-16', 7.2), idea(3, '2026-11-22', 8.4), idea(4, '2026-11-23', 9.5)];
const SEND_TIME = new Date('2026-11-23T08:00:00Z');

function run(mailer: Mailer, overrides: Partial<PicksRunOptions> = {}) {
  return runWeeklyPicks({ store, mailer, loadIdeas: async () => IDEAS, pageIsLive: async () => true, message: TEST_MESSAGE, ratePerSecond: 1000, now: () => SEND_TIME, sleep: async () => {}, ...overrides });
}

const subscribers = (count: number) => confirmedSubscribers(store, 'newsletter', count);

beforeAll(async () => void ({ db, rpc, store } = await openEmailDatabase()));
afterAll(() => db.close());
beforeEach(() => emptyEmailTables(db));

describe('weekly picks', () => {
  it('go to confirmed newsletter subscribers only, with the last complete week’s picks, best first', async () => {
    const [reader] = await subscribers(1);
    await store.request('newsletter', 'pending@example.test');
    const gone = await store.request('newsletter', 'gone@example.test');
    await store.confirm('newsletter', gone.id, gone.nonce);
    await store.unsubscribe('newsletter', gone.id);
    const alertsOnly = await store.request('alerts', 'alerts-only@example.test');
    await store.confirm('alerts', alertsOnly.id, alertsOnly.nonce);
    const mailer = recordingMailer();
    expect(await run(mailer)).toMatchObject({ edition: 'picks-2026-W47', picks: 2, sent: 1, skipped: 0, failed: 0 });
    expect(mailer.sent.map((mail) => mail.to)).toEqual([reader]);
    const [mail] = mailer.sent;
    expect(mail!.subject).toBe('Weekly Venture Picks: the best new startup ideas of Nov 16 – 22, 2026');
    expect(mail!.text).toMatch(/Idea 3[\s\S]*Idea 2/);
    expect(mail!.text).not.toMatch(/Idea [14]\b/);
    expect(mail!.text).toContain('https://example.test/newsletter/2026-w47?utm_source=newsletter&utm_medium=email&utm_campaign=picks-2026-W47');
    expect(mail!.messageId).toMatch(/^<picks-2026-W47\./);
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('exactly once: a run that crashes mid-way is resumed by a re-run without a second copy; later runs that week send nothing', async () => {
    const readers = await subscribers(5);
    const mailer = recordingMailer();
    await expect(run(mailer, { store: crashingStore(rpc, 3) })).rejects.toThrow('connection lost');
    expect(mailer.sent).toHaveLength(3);
    const rerun = recordingMailer();
    // The third message was handed over but never marked: it stays 'sending' and is not sent again.
    expect(await run(rerun, { now: () => new Date('2026-11-23T08:20:00Z') })).toMatchObject({ sent: 2, skipped: 3 });
    const all = [...mailer.sent, ...rerun.sent].map((mail) => mail.to);
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual([...readers].sort());
    expect((await run(recordingMailer(), { now: () => new Date('2026-11-29T23:59:00Z') })).sent).toBe(0);
  });

  it('a refused send is retried by the next run of the same week, and the next week is a new edition', async () => {
    await subscribers(2);
    const flaky = recordingMailer((_mail, count) => count === 1);
    expect(await run(flaky)).toMatchObject({ sent: 1, failed: 1 });
    expect(await run(recordingMailer())).toMatchObject({ sent: 1, skipped: 1 });
    const nextWeek = recordingMailer();
    expect(await run(nextWeek, { now: () => new Date('2026-11-30T08:00:00Z') })).toMatchObject({ edition: 'picks-2026-W48', picks: 1, sent: 2 });
    expect(nextWeek.sent[0]!.text).toContain('Idea 4');
  });

  it('stops before sending anything while the site does not serve the issue’s archive page, and sends once it does', async () => {
    await subscribers(2);
    const asked: string[] = [];
    const early = recordingMailer();
    const notYet = async (path: string) => {
      asked.push(path);
      return false;
    };
    await expect(run(early, { pageIsLive: notYet })).rejects.toThrow('does not serve /newsletter/2026-w47 yet');
    expect(asked).toEqual(['/newsletter/2026-w47']);
    expect(early.sent).toEqual([]);
    expect(await run(recordingMailer())).toMatchObject({ sent: 2 });
  });

  it('a week with no new ideas has no issue: nobody gets an email and nothing is claimed', async () => {
    await subscribers(2);
    const mailer = recordingMailer();
    expect(await run(mailer, { now: () => new Date('2026-12-07T08:00:00Z') })).toMatchObject({ edition: 'picks-2026-W49', picks: 0, sent: 0 });
    expect(mailer.sent).toEqual([]);
    expect((await db.query('select * from public.email_deliveries')).rows).toEqual([]);
  });
});
