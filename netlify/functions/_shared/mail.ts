/**
 * The mail functions' wiring: settings, the service-role store, the SMTP mailer and the message context.
 * Server-only.
 */
import type { DbClient } from '../../../src/supabase/types.ts';
import { readMailConfig, type MailConfig } from '../../../src/email/config.server.ts';
import type { DeliveryList, DeliveryMethod } from '../../../src/admin/delivery.ts';
import { MailRunError, type DeliveryCounts, type MailRunOptions } from '../../../src/email/delivery.server.ts';
import { fetchAlertIdeas } from '../../../src/email/ideas.server.ts';
import { fetchSiteLexicon } from '../../../src/email/lexicon.server.ts';
import { smtpMailer, type Mailer } from '../../../src/email/mailer.server.ts';
import { createRunToken } from '../../../src/email/tokens.server.ts';
import type { MessageContext } from '../../../src/email/messages.server.ts';
import { SubscriptionStore, supabaseRpc } from '../../../src/queries/subscriptions.server.ts';
import { readServerConfig, type ServerConfig } from './config.ts';
import { recordDeliveryRun, serviceClient } from './db.ts';
import { json } from './http.ts';

export interface MailSetup {
  server: ServerConfig;
  /** Service role: for the jobs' records (delivery_runs). */
  db: DbClient;
  mail: MailConfig;
  store: SubscriptionStore;
  /** Opened on first use: confirming or unsubscribing sends nothing. */
  mailer: () => Mailer;
  message: (now?: Date) => MessageContext;
  close(): void;
}

export function mailSetup(env: Record<string, string | undefined> = process.env): MailSetup {
  const server = readServerConfig(env);
  const mail = readMailConfig(env);
  const db = serviceClient(server);
  let mailer: Mailer | undefined;
  return {
    server,
    db,
    mail,
    store: new SubscriptionStore(supabaseRpc(db)),
    mailer: () => (mailer ??= smtpMailer(mail)),
    message: (now = new Date()) => ({ siteUrl: server.siteUrl, tokenSecret: mail.tokenSecret, from: mail.from, now }),
    close: () => mailer?.close(),
  };
}

export interface MailJobRun {
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
  now?: () => Date;
  /** How the run started, for its record: the schedule, or a command by hand (the default). */
  method?: DeliveryMethod;
}

/** What a mailing's summary says about its run; the numbers a mailing does not have count as 0. */
export type MailRunNumbers = DeliveryCounts & { edition: string; upToDate?: number; confirmations?: number; deleted?: number };

/**
 * A mailing (the daily alerts, the weekly picks) over the live site's ideas, with the SMTP pool closed
 * after and its numbers recorded in delivery_runs: a run that stops part way too (MailRunError), so the
 * admin page shows it.
 */
export async function runMailJob<T extends MailRunNumbers>(
  list: DeliveryList,
  job: (options: MailRunOptions) => Promise<T>,
  { env = process.env, log = console.error, now = () => new Date(), method = 'command' }: MailJobRun = {},
): Promise<T> {
  const setup = mailSetup(env);
  const started = performance.now();
  const record = (summary: MailRunNumbers, error: string | null) =>
    recordDeliveryRun(setup.db, {
      list,
      edition: summary.edition,
      method,
      status: error === null ? 'success' : 'error',
      sent: summary.sent,
      skipped: summary.skipped,
      up_to_date: summary.upToDate ?? 0,
      failed: summary.failed,
      undeliverable: summary.undeliverable,
      confirmations: summary.confirmations ?? 0,
      deleted: summary.deleted ?? 0,
      duration_ms: Math.round(performance.now() - started),
      error,
    });
  try {
    const summary = await job({
      store: setup.store,
      mailer: setup.mailer(),
      loadIdeas: () => fetchAlertIdeas(setup.server.siteUrl),
      loadLexicon: (queries) => fetchSiteLexicon(setup.server.siteUrl, queries),
      message: setup.message(),
      ratePerSecond: setup.mail.ratePerSecond,
      now,
      log,
    });
    await record(summary, null);
    return summary;
  } catch (error) {
    if (error instanceof MailRunError) await record(error.summary as MailRunNumbers, error.message);
    throw error;
  } finally {
    setup.close();
  }
}

/** The background function that runs a mailing: up to 15 minutes, where a scheduled function gets 30 s. */
export const MAILING_FUNCTION = '/.netlify/functions/send-mailing-background';

/**
 * A scheduled mailing function: it hands the run to the background function (about 250 emails fit in a
 * scheduled function's 30 s at 10 per second; about 9,000 in 15 minutes) with a 5-minute signed token, and
 * says whether the hand-over was taken. The run records its own numbers in delivery_runs.
 */
export function scheduledMailHandler(name: string, list: DeliveryList, env: Record<string, string | undefined> = process.env): () => Promise<Response> {
  return async () => {
    try {
      const server = readServerConfig(env);
      const mail = readMailConfig(env);
      const response = await fetch(`${server.siteUrl}${MAILING_FUNCTION}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${createRunToken(list, mail.tokenSecret)}` },
        body: JSON.stringify({ list }),
      });
      if (response.status !== 202) throw new Error(`${MAILING_FUNCTION} answered ${response.status}`);
      console.log(`${name}: handed to ${MAILING_FUNCTION}`);
      return json({ success: true, started: list });
    } catch (error) {
      console.error(`${name} failed to start:`, (error as Error).message);
      return json({ success: false, error: (error as Error).message }, 500);
    }
  };
}
