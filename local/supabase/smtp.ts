/**
 * The stand-in's SMTP server (development and tests only): the functions send through it with nodemailer
 * exactly as production sends through the provider, and every message it accepts, parsed with mailparser,
 * lands in the mailbox. No authentication and no TLS: it listens on loopback only.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { BODY_LIMIT_BYTES } from '../web-request.ts';
import { SMTPServer } from 'smtp-server';
import type { Mailbox } from './mailbox.ts';

export interface LocalSmtp {
  port: number;
  close(): Promise<void>;
}

function addressText(value: AddressObject | AddressObject[] | undefined): string {
  return (Array.isArray(value) ? value : value ? [value] : []).map((a) => a.text).join(', ');
}

export async function startLocalSmtp(mailbox: Mailbox, port: number, host: string): Promise<LocalSmtp> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    banner: 'Research Ventures local stand-in (development only)',
    logger: false,
    // Announced to clients (SIZE), and checked below: a larger message is refused with 552, not kept.
    size: BODY_LIMIT_BYTES,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (stream.sizeExceeded) {
            callback(Object.assign(new Error('Message too large for the local mailbox (6 MB at most)'), { responseCode: 552 }));
            return;
          }
          const headers = Object.fromEntries(parsed.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).replace(/\r?\n\s+/g, ' ').trim()]));
          mailbox.send({
            from: addressText(parsed.from),
            to: addressText(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            ...(parsed.html ? { html: parsed.html } : {}),
            headers,
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const listening = await new Promise<ReturnType<SMTPServer['listen']>>((resolve, reject) => {
    const net = server.listen(port, host, () => resolve(net));
    net.once('error', reject);
  });
  return {
    port: (listening.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
