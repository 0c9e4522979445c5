// "Picked for you" in the daily alert (issue 30, point 4), run as the schedule runs it (sendDailyAlerts) against
// the real local stack: the Supabase stand-in (PGlite, RLS, real sign-ins), its SMTP server and mailbox, and a
// site server publishing /ideas.json. The opt-in is turned on as the account page does it: the signed-in
// user updating their own profile with the public key.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_SUPABASE, SEEDED_ACCOUNTS } from '../../local/config.ts';
import { localOpsEnv } from '../../local/netlify/env.ts';
import type { LocalSupabase } from '../../local/supabase/server.ts';
import { OPEN_DATA } from '../../src/config/constants/open-data.ts';
import type { AlertIdea } from '../../src/email/ideas.server.ts';
import { sendDailyAlerts } from '../../netlify/functions/send-daily-alerts.ts';
import { type FunctionStack, publishCatalogue, restoreEnv, startFunctionStack } from './function-stack.ts';

let stack: FunctionStack;
let backend: LocalSupabase;
let db: SupabaseClient;
const savedEnv = { ...process.env };

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

const THEMES = {
  claims: { pitch: 'Claims automation for insurers that reads adjuster notes', tags: ['insurance', 'claims automation'] },
  robots: { pitch: 'Robot arms that learn grasping in warehouses', tags: ['robotics', 'grasping'] },
  qubits: { pitch: 'Quantum error correction compiler for qubits', tags: ['quantum', 'error correction'] },
} as const;

function idea(number: number, theme: keyof typeof THEMES, firstSeen: string, heading: string): AlertIdea {
  return { number, heading, path: `/idea/idea-${number}`, firstSeen, dateAdded: firstSeen, primaryCategory: 'Agentic AI', totalScore: 7, ...THEMES[theme], tags: [...THEMES[theme].tags] };
}

// The demo account's seeded saved ideas are 1 and 2 (supabase/seed.sql): both about claims, so idea 2's
// heading names the reason of a claims pick.
const IDEAS = [
  idea(1, 'claims', day(-30), 'Adjuster notes <reader> & co'),
  idea(2, 'claims', day(-30), 'Adjuster notes reader'),
  idea(3, 'robots', day(-30), 'Old robot arms'),
  idea(4, 'qubits', day(-30), 'Old qubits'),
  idea(5, 'claims', day(0), 'New claims triage'),
  idea(6, 'robots', day(0), 'New warehouse grasping'),
  idea(7, 'qubits', day(0), 'New qubit compiler'),
];

const mailTo = (email: string) => backend.mailbox.list().filter((m) => m.to === email);

/** A confirmed alert subscriber whose last alert covered yesterday. */
async function confirmedReader(email: string): Promise<void> {
  const { error } = await db.from('daily_alerts').insert({ email, status: 'confirmed', alerted_through: day(-1) });
  if (error) throw new Error(error.message);
}

/** Signs in as a seeded account and sets its own opt-in, as the account page does. */
async function optIn(account: { email: string; password: string }, on: boolean): Promise<void> {
  const client = createClient(backend.url, LOCAL_SUPABASE.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const { data, error } = await client.auth.signInWithPassword(account);
  if (error) throw new Error(error.message);
  const update = await client.from('profiles').update({ picked_for_you: on }).eq('id', data.user.id).select('picked_for_you');
  expect(update.error).toBeNull();
  expect(update.data).toEqual([{ picked_for_you: on }]);
}

beforeAll(async () => {
  stack = await startFunctionStack({ smtp: true });
  backend = stack.backend;
  db = createClient(backend.url, LOCAL_SUPABASE.serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
  publishCatalogue(stack.siteDir, { schemaVersion: OPEN_DATA.schemaVersion, ideas: IDEAS });
});

afterAll(async () => {
  restoreEnv(savedEnv);
  await stack?.close();
});

beforeEach(async () => {
  Object.assign(process.env, localOpsEnv(backend.url, stack.siteUrl, backend.smtpPort!));
  backend.mailbox.clear();
  for (const table of ['daily_alerts', 'email_deliveries', 'delivery_runs']) {
    const { error } = await db.from(table).delete().not('created_at', 'is', null);
    if (error) throw new Error(`${table}: ${error.message}`);
  }
  for (const account of [SEEDED_ACCOUNTS.demo, SEEDED_ACCOUNTS.admin]) await optIn(account, false);
});

describe('Picked for you in the daily alert', () => {
  it('an opted-in account holder gets it, best match first with its reason; a plain subscriber and an account holder who did not opt in do not', async () => {
    await optIn(SEEDED_ACCOUNTS.demo, true);
    for (const email of [SEEDED_ACCOUNTS.demo.email, SEEDED_ACCOUNTS.admin.email, 'visitor@example.test']) await confirmedReader(email);

    expect(await sendDailyAlerts({ env: process.env, log: () => {} })).toMatchObject({ sent: 3, failed: 0 });

    const [picked] = mailTo(SEEDED_ACCOUNTS.demo.email);
    // The text part writes an idea's h3 heading in capitals.
    expect(picked!.text).toMatch(/Picked for you[\s\S]*New claims triage[\s\S]*Because you saved Adjuster notes <reader> & co · [^\n]*Also about claims automation[\s\S]*All new ideas/i);
    // Only the claims idea is like what the account saved: robots and qubits are not picked.
    const section = picked!.text.slice(picked!.text.indexOf('Picked for you'), picked!.text.indexOf('All new ideas'));
    expect(section).not.toMatch(/New warehouse grasping|New qubit compiler/i);
    expect(picked!.html).toContain('Because you saved Adjuster notes &lt;reader&gt; &amp; co');

    for (const email of [SEEDED_ACCOUNTS.admin.email, 'visitor@example.test']) {
      const [plain] = mailTo(email);
      expect(plain!.text).toMatch(/New claims triage/i);
      expect(plain!.text).not.toMatch(/Picked for you|Because you saved|Adjuster notes/);
    }
  });

  it('turning it off again gives the plain alert', async () => {
    await optIn(SEEDED_ACCOUNTS.demo, true);
    await optIn(SEEDED_ACCOUNTS.demo, false);
    await confirmedReader(SEEDED_ACCOUNTS.demo.email);
    expect(await sendDailyAlerts({ env: process.env, log: () => {} })).toMatchObject({ sent: 1 });
    expect(mailTo(SEEDED_ACCOUNTS.demo.email)[0]!.text).not.toContain('Picked for you');
  });
});
