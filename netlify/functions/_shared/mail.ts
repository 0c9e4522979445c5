/**
 * The mail functions' wiring: settings, the service-role store, the SMTP mailer and the message context.
 * Server-only.
 */
import { readMailConfig, type MailConfig } from '../../../src/email/config.ts';
import type { MailRunOptions } from '../../../src/email/delivery.ts';
import { fetchAlertIdeas } from '../../../src/email/ideas.ts';
import { smtpMailer, type Mailer } from '../../../src/email/mailer.ts';
import type { MessageContext } from '../../../src/email/messages.ts';
import { SubscriptionStore, supabaseRpc } from '../../../src/email/store.ts';
import { readServerConfig, type ServerConfig } from './config.ts';
import { serviceClient } from './db.ts';
import { json } from './http.ts';

export interface MailSetup {
  server: ServerConfig;
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
  let mailer: Mailer | undefined;
  return {
    server,
    mail,
    store: new SubscriptionStore(supabaseRpc(serviceClient(server))),
    mailer: () => (mailer ??= smtpMailer(mail)),
    message: (now = new Date()) => ({ siteUrl: server.siteUrl, tokenSecret: mail.tokenSecret, from: mail.from, now }),
    close: () => mailer?.close(),
  };
}

export interface MailJobRun {
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
  now?: () => Date;
}

/** A scheduled mailing (the daily alerts, the weekly picks) over the live site's ideas, with the SMTP pool closed after. */
export async function runMailJob<T>(job: (options: MailRunOptions) => Promise<T>, { env = process.env, log = console.error, now = () => new Date() }: MailJobRun = {}): Promise<T> {
  const setup = mailSetup(env);
  try {
    return await job({
      store: setup.store,
      mailer: setup.mailer(),
      loadIdeas: () => fetchAlertIdeas(setup.server.siteUrl),
      message: setup.message(),
      ratePerSecond: setup.mail.ratePerSecond,
      now,
      log,
    });
  } finally {
    setup.close();
  }
}

/** The scheduled function's answer: the run's numbers, or its error with status 500, and the same in the log. */
export function scheduledMailHandler(name: string, send: () => Promise<object>): () => Promise<Response> {
  return async () => {
    try {
      const summary = await send();
      console.log(`${name}:`, JSON.stringify(summary));
      return json({ success: true, ...summary });
    } catch (error) {
      console.error(`${name} failed:`, (error as Error).message);
      return json({ success: false, error: (error as Error).message }, 500);
    }
  };
}
