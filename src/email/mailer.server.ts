/**
 * Server-only: handing a message to SMTP. Production talks to the provider named by SMTP_*; locally the
 * stand-in's SMTP server receives the same protocol and puts the message in /mailbox.
 */
import nodemailer from 'nodemailer';
import type { MailConfig } from './config.server.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Deterministic per (edition, subscription): a copy that does slip through twice is one message to the reader's client. */
  messageId?: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function smtpMailer(config: MailConfig): Mailer {
  const { host, port, secure, user, pass } = config.smtp;
  const transport = nodemailer.createTransport({
    host,
    port,
    secure,
    ...(user ? { auth: { user, pass: pass ?? '' } } : {}),
    // One reused connection: the job paces its sends, so more connections would only trip provider limits.
    pool: true,
    maxConnections: 1,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        from: config.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(mail.messageId ? { messageId: mail.messageId } : {}),
        headers: mail.headers ?? {},
      });
    },
    close() {
      transport.close();
    },
  };
}

/** `<edition.subscription@domain-of-the-sender>`. */
export function deliveryMessageId(edition: string, subscriptionId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${edition}.${subscriptionId}@${domain}>`;
}
