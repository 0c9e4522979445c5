/**
 * The local stand-in's outbox (development and tests only): auth mails, and what its SMTP server receives
 * (smtp.ts), are kept in memory instead of sent,
 * listed at /mailbox (HTML) and /mailbox/messages (JSON), and echoed to the console with their links.
 */
import { escapeHtml } from './http.ts';

export interface MailMessage {
  id: string;
  /** Set for mail received over SMTP. */
  from?: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Header lines of mail received over SMTP, by lower-case name (List-Unsubscribe, Message-ID, ...). */
  headers?: Record<string, string>;
  /** Every http(s) link in the mail, in order of appearance. */
  links: string[];
  createdAt: string;
}

export interface MailInput {
  from?: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

export type MailLogger = (line: string) => void;

const LINK_PATTERN = /https?:\/\/[^\s"'<>]+/g;

/** The http(s) links of a text, without trailing sentence punctuation. */
export function extractLinks(text: string): string[] {
  return [...new Set((text.match(LINK_PATTERN) ?? []).map((link) => link.replace(/[.,;:!?)]+$/, '')))];
}

/** The mailbox keeps the newest messages only: a flood of sign-up requests must not exhaust the machine's memory. */
export const MAILBOX_LIMIT = 500;

export class Mailbox {
  #messages: MailMessage[] = [];
  #counter = 0;
  #log: MailLogger | null;

  constructor(log: MailLogger | null = null) {
    this.#log = log;
  }

  send(mail: MailInput): MailMessage {
    this.#counter += 1;
    const message: MailMessage = {
      id: `${Date.now().toString(36)}-${this.#counter}`,
      ...(mail.from === undefined ? {} : { from: mail.from }),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html === undefined ? {} : { html: mail.html }),
      ...(mail.headers === undefined ? {} : { headers: mail.headers }),
      links: extractLinks(mail.text),
      createdAt: new Date().toISOString(),
    };
    this.#messages.push(message);
    if (this.#messages.length > MAILBOX_LIMIT) this.#messages.splice(0, this.#messages.length - MAILBOX_LIMIT);
    if (this.#log) {
      this.#log(`[local-supabase] mail to ${message.to}: ${message.subject}`);
      for (const link of message.links) this.#log(`  ${link}`);
    }
    return message;
  }

  /** Newest first. */
  list(): MailMessage[] {
    return [...this.#messages].reverse();
  }

  /** The newest message to an address (case-insensitive), if any. */
  latestTo(address: string): MailMessage | undefined {
    const wanted = address.trim().toLowerCase();
    return this.list().find((m) => m.to.toLowerCase() === wanted);
  }

  clear(): void {
    this.#messages = [];
  }
}

export function renderMailboxPage(messages: MailMessage[]): string {
  const items = messages
    .map((m) => {
      const links = m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('');
      return `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(m.to)}</strong> · <time datetime="${m.createdAt}">${escapeHtml(m.createdAt)}</time></p>
  <pre>${escapeHtml(m.text)}</pre>
  ${links ? `<ul>${links}</ul>` : ''}
</article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mailbox · Research Ventures local Supabase</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 52rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
  article { border: 1px solid #ccc; border-radius: 8px; padding: 1rem; margin: 1rem 0; }
  h2 { margin: 0 0 .25rem; font-size: 1.1rem; }
  .meta { margin: 0; color: #555; }
  pre { white-space: pre-wrap; background: #f5f5f5; padding: .75rem; border-radius: 6px; }
  a { overflow-wrap: anywhere; }
</style>
</head>
<body>
<main>
<h1>Local mailbox</h1>
<p>Mails the <strong>local Supabase stand-in</strong> would have sent (development only; nothing leaves this machine). Newest first.
<a href="/mailbox">Refresh</a>. JSON: <a href="/mailbox/messages">/mailbox/messages</a>.</p>
${items || '<p>No mail yet.</p>'}
</main>
</body>
</html>`;
}
