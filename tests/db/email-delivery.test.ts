/**
 * The daily alerts run against the real database functions (PGlite, opened as the stand-in opens it):
 * double opt-in, exactly-once deliveries across a crash and a re-run, retries and undeliverable addresses.
 */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runDailyAlerts, type AlertRunOptions } from '../../src/email/daily-alerts.server.ts';
import { lexiconLookup } from '../../src/language/lexicon.ts';
import type { AlertIdea } from '../../src/email/ideas.server.ts';
import type { Mailer } from '../../src/email/mailer.server.ts';
import { SubscriptionStore, type Rpc } from '../../src/queries/subscriptions.server.ts';
import { confirmedSubscribers as confirmed, crashingStore, emptyEmailTables, openEmailDatabase, recordingMailer, TEST_MESSAGE, testIdea } from './email-harness.ts';

let db: PGlite;
let rpc: Rpc;
let store: SubscriptionStore;

const idea = (number: number, firstSeen: string): AlertIdea => testIdea(number, firstSeen);

const IDEAS = [idea(1, '2026-02-27'), idea(2, '2026-03-02'), idea(3, '2026-03-02')];
const MONDAY = new Date('2026-03-02T07:15:00Z');

function run(mailer: Mailer, overrides: Partial<AlertRunOptions> = {}) {
  return runDailyAlerts({
    store,
    mailer,
    loadIdeas: async () => IDEAS,
    message: TEST_MESSAGE,
    ratePerSecond: 1000,
    now: () => MONDAY,
    sleep: async () => {},
    ...overrides,
  });
}

/** Confirmed alert subscribers whose last alert covered Friday 27 February. */
async function confirmedSubscribers(count: number): Promise<string[]> {
  const emails = await confirmed(store, 'alerts', count);
  await db.query("update public.daily_alerts set alerted_through = '2026-02-27'");
  return emails;
}

beforeAll(async () => void ({ db, rpc, store } = await openEmailDatabase()));
afterAll(() => db.close());
beforeEach(() => emptyEmailTables(db));

describe('double opt-in', () => {
  it('a new address is pending; asking again within 10 minutes sends no second confirmation; a confirmed one is 23505', async () => {
    const first = await store.request('newsletter', ' Reader@Example.test ');
    expect(first.send).toBe(true);
    expect(await store.request('newsletter', 'reader@example.test')).toEqual({ id: first.id, send: false, nonce: first.nonce });
    await db.query("update public.newsletter_subscriptions set confirmation_sent_at = now() - interval '11 minutes'");
    const second = await store.request('newsletter', 'reader@example.test');
    expect(second).toMatchObject({ id: first.id, send: true });
    expect(second.nonce).not.toBe(first.nonce);
    expect(await store.confirm('newsletter', first.id, first.nonce)).toBe('superseded');
    expect(await store.confirm('newsletter', first.id, second.nonce)).toBe('confirmed');
    expect(await store.confirm('newsletter', first.id, first.nonce)).toBe('confirmed');
    await expect(store.request('newsletter', 'reader@example.test')).rejects.toMatchObject({ code: '23505' });
  });

  it('only confirmed addresses get alerts; an unsubscribed one gets none and its old confirm link does not resubscribe it', async () => {
    const pending = await store.request('alerts', 'pending@example.test');
    const [reader] = await confirmedSubscribers(1);
    const mailer = recordingMailer();
    await run(mailer);
    expect(mailer.sent.map((m) => m.to)).toEqual([reader]);
    const { rows } = await db.query<{ id: string }>('select id from public.daily_alerts where email = $1', [reader]);
    expect(await store.unsubscribe('alerts', rows[0]!.id)).toBe('unsubscribed');
    const { rows: nonces } = await db.query<{ confirmation_nonce: string }>('select confirmation_nonce from public.daily_alerts where email = $1', [reader]);
    expect(await store.confirm('alerts', rows[0]!.id, nonces[0]!.confirmation_nonce)).toBe('unsubscribed');
    await db.query("update public.daily_alerts set alerted_through = '2026-02-27'");
    const next = recordingMailer();
    await run(next, { now: () => new Date('2026-03-03T07:15:00Z') });
    expect(next.sent).toEqual([]);
    expect(await store.confirm('alerts', pending.id, pending.nonce)).toBe('confirmed');
  });

  it("a new alert subscriber's first alert lists the ideas published on the day they confirmed, nothing older, and says so", async () => {
    const { id, nonce } = await store.request('alerts', 'first@example.test');
    expect(await store.confirm('alerts', id, nonce)).toBe('confirmed');
    const { rows } = await db.query<{ today: string; yesterday: string }>("select ((now() at time zone 'utc')::date)::text as today, ((now() at time zone 'utc')::date - 1)::text as yesterday");
    const { today, yesterday } = rows[0]!;
    const mailer = recordingMailer();
    const summary = await run(mailer, { now: () => new Date(`${today}T18:00:00Z`), loadIdeas: async () => [idea(7, today), idea(8, yesterday)] });
    expect(summary.sent).toBe(1);
    expect(mailer.sent[0]!.text).toContain(testIdea(7, today).heading);
    expect(mailer.sent[0]!.text).not.toContain(testIdea(8, yesterday).heading);
    expect(mailer.sent[0]!.subject).toBe('1 new venture idea since you subscribed');
    expect(mailer.sent[0]!.text).toContain('since you subscribed on');
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const next = recordingMailer();
    await run(next, { now: () => new Date(`${tomorrow}T07:15:00Z`), loadIdeas: async () => [idea(9, tomorrow), idea(7, today)] });
    expect(next.sent.map((mail) => mail.subject)).toEqual(['1 new venture idea from AI research']);
    expect(next.sent[0]!.text).toContain('since your last alert');
    expect(next.sent[0]!.text).not.toContain(testIdea(7, today).heading);
  });

  it('unconfirmed addresses are deleted 7 days after their confirmation email; older rows get one on the next run', async () => {
    await store.request('alerts', 'old@example.test');
    await db.query("update public.daily_alerts set confirmation_sent_at = now() - interval '8 days'");
    await db.query("insert into public.newsletter_subscriptions (email) values ('legacy@example.test')");
    const mailer = recordingMailer();
    const summary = await run(mailer);
    expect(summary.deleted).toBe(1);
    expect(summary.confirmations).toBe(1);
    expect(mailer.sent.map((m) => [m.to, m.subject])).toEqual([['legacy@example.test', 'Confirm your subscription to Weekly Venture Picks']]);
    expect((await run(recordingMailer())).confirmations).toBe(0);
  });
});

describe('daily alerts', () => {
  it('lists only ideas first seen after the last alert, and sends nothing when none is new', async () => {
    const [reader] = await confirmedSubscribers(1);
    const mailer = recordingMailer();
    expect(await run(mailer)).toMatchObject({ edition: 'alerts-2026-03-02', sent: 1 });
    expect(mailer.sent[0]!.to).toBe(reader);
    expect(mailer.sent[0]!.text).toContain('Idea 2');
    expect(mailer.sent[0]!.text).not.toContain('Idea 1 ');
    const tuesday = recordingMailer();
    expect(await run(tuesday, { now: () => new Date('2026-03-03T07:15:00Z') })).toMatchObject({ sent: 0, upToDate: 1 });
    expect(tuesday.sent).toEqual([]);
  });

  it("an account's active saved searches lead its alert, grouped by search; paused ones and visitors get none", async () => {
    const [member, visitor] = await confirmedSubscribers(2);
    const account = '00000000-0000-4000-8000-0000000000a1';
    await db.query('insert into auth.users (id, email) values ($1, $2)', [account, member!.toUpperCase()]);
    await db.query(
      `insert into public.saved_searches (user_id, name, query, technologies, min_feasibility, paused) values
         ($1, 'Clinic robots', 'robot arm', '{Robotics}', 8, false),
         ($1, 'Paused one', '', '{}', null, true),
         ($1, 'No match', 'quantum', '{}', null, false)`,
      [account],
    );
    const ideas = [IDEAS[0]!, { ...IDEAS[1]!, title: 'A Robot Arm for clinics', feasibility: 8 }, { ...IDEAS[2]!, title: 'A robot arm, less feasible', feasibility: 7.9 }];
    const mailer = recordingMailer();
    expect(await run(mailer, { loadIdeas: async () => ideas })).toMatchObject({ sent: 2 });
    const toMember = mailer.sent.find((mail) => mail.to === member)!;
    expect(toMember.text).toMatch(/Matching your saved searches[\s\S]*Clinic robots \(1\)[\s\S]*Idea 2[\s\S]*All new ideas[\s\S]*Idea 3[\s\S]*Idea 2/i);
    expect(toMember.text).not.toContain('Paused one');
    expect(toMember.text).not.toContain('No match');
    const toVisitor = mailer.sent.find((mail) => mail.to === visitor)!;
    expect(toVisitor.text).not.toMatch(/saved searches/i);
    await db.query('delete from auth.users where id = $1', [account]);
  });

  it('a saved search matches through the lexicon the job loads for the active searches (a synonym, as on discover)', async () => {
    const [member] = await confirmedSubscribers(1);
    const account = '00000000-0000-4000-8000-0000000000a2';
    await db.query('insert into auth.users (id, email) values ($1, $2)', [account, member!]);
    await db.query(
      `insert into public.saved_searches (user_id, name, query, technologies, paused) values
         ($1, 'For doctors', 'doctors', '{}', false),
         ($1, 'Paused lawyers', 'lawyers', '{}', true)`,
      [account],
    );
    const ideas = [IDEAS[0]!, { ...IDEAS[1]!, title: 'An ambient scribe for physicians' }, IDEAS[2]!];
    const asked: string[][] = [];
    // The lexicon's own format (src/language/lexicon.ts): one block, "doctor" standing for "physician".
    const loadLexicon = async (queries: readonly string[]) => {
      asked.push([...queries]);
      return lexiconLookup({ blocks: [''] }, () => ({ doctor: 'physician' }));
    };
    const mailer = recordingMailer();
    expect(await run(mailer, { loadIdeas: async () => ideas, loadLexicon })).toMatchObject({ sent: 1 });
    expect(asked).toEqual([['doctors']]);
    expect(mailer.sent[0]!.text).toMatch(/Matching your saved searches[\s\S]*For doctors \(1\)[\s\S]*Idea 2[\s\S]*All new ideas/i);
    const literal = recordingMailer();
    await db.query("update public.daily_alerts set alerted_through = '2026-02-27'");
    // Without the lexicon (next day's edition, the same ideas): the words as written, which no idea has.
    expect(await run(literal, { loadIdeas: async () => ideas, now: () => new Date('2026-03-03T07:15:00Z') })).toMatchObject({ sent: 1 });
    expect(literal.sent[0]!.text).toContain('Idea 2');
    expect(literal.sent[0]!.text).not.toMatch(/For doctors/);
    await db.query('delete from auth.users where id = $1', [account]);
  });

  it('exactly once: a run that fails halfway, then a re-run, gives everyone one copy', async () => {
    const readers = await confirmedSubscribers(6);
    const flaky = recordingMailer((_mail, count) => count > 3);
    expect(await run(flaky)).toMatchObject({ sent: 3, failed: 3 });
    const rerun = recordingMailer();
    expect(await run(rerun)).toMatchObject({ sent: 3, upToDate: 3 });
    const all = [...flaky.sent, ...rerun.sent].map((m) => m.to).sort();
    expect(all).toEqual([...readers].sort());
    expect(new Set([...flaky.sent, ...rerun.sent].map((m) => m.messageId)).size).toBe(6);
    expect((await run(recordingMailer())).sent).toBe(0);
  });

  it('exactly once: a run that crashes (the database goes away mid-run) is resumed by a re-run without a second copy', async () => {
    const readers = await confirmedSubscribers(5);
    const mailer = recordingMailer();
    // The error carries how far the run got, for its record on the admin page.
    await expect(run(mailer, { store: crashingStore(rpc, 3) })).rejects.toMatchObject({ message: 'connection lost', summary: { sent: 2, edition: 'alerts-2026-03-02' } });
    expect(mailer.sent).toHaveLength(3);
    const rerun = recordingMailer();
    // The third message was handed over but never marked: it stays 'sending' and is not sent again.
    expect(await run(rerun)).toMatchObject({ sent: 2, upToDate: 2, skipped: 1 });
    const counts = new Map<string, number>();
    for (const m of [...mailer.sent, ...rerun.sent]) counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect([...counts.keys()].sort()).toEqual([...readers].sort());
  });

  it('a failed address is retried by the next run and marked undeliverable after 3 failures', async () => {
    const [reader] = await confirmedSubscribers(1);
    const failing = recordingMailer(() => true);
    const days = ['2026-03-02', '2026-03-03', '2026-03-04'];
    const summaries = [];
    for (const day of days) summaries.push(await run(failing, { now: () => new Date(`${day}T07:15:00Z`) }));
    expect(summaries.map((s) => [s.failed, s.undeliverable])).toEqual([[1, 0], [1, 0], [1, 1]]);
    const { rows } = await db.query<{ failures: number; undeliverable_at: Date | null }>('select failures, undeliverable_at from public.daily_alerts where email = $1', [reader]);
    expect(rows[0]!.failures).toBe(3);
    expect(rows[0]!.undeliverable_at).not.toBeNull();
    const after = recordingMailer();
    expect((await run(after, { now: () => new Date('2026-03-05T07:15:00Z') })).sent).toBe(0);
  });

  it('paces sends to the configured rate', async () => {
    await confirmedSubscribers(3);
    const waits: number[] = [];
    await run(recordingMailer(), { ratePerSecond: 2, sleep: async (ms) => void waits.push(ms) });
    expect(waits).toEqual([500, 1000]);
  });
});

describe('delivery data', () => {
  it('is closed to the API roles: no privileges on email_deliveries, no execute on the mail functions', async () => {
    for (const role of ['anon', 'authenticated']) {
      const { rows } = await db.query<{ table: boolean; fn: boolean }>(
        `select has_table_privilege($1, 'public.email_deliveries', 'select') as table,
                has_function_privilege($1, 'public.claim_delivery(text, text, uuid)', 'execute') as fn`,
        [role],
      );
      expect(rows[0]).toEqual({ table: false, fn: false });
    }
  });
});
