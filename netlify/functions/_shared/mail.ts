/**
 * The mail functions' wiring: settings, the service-role store, the SMTP mailer and the message context.
 * Server-only.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { readMailConfig, type MailConfig } from '../../../src/email/config.ts';
import { smtpMailer, type Mailer } from '../../../src/email/mailer.ts';
import type { MessageContext } from '../../../src/email/messages.ts';
import { SubscriptionStore, supabaseRpc } from '../../../src/email/store.ts';
import { readServerConfig, type ServerConfig } from './config.ts';
import { serviceClient } from './db.ts';

export interface MailSetup {
  server: ServerConfig;
  /** Service role: for the jobs' records (delivery_runs). */
  db: SupabaseClient;
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
