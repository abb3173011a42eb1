import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP server for the process tests (test/jobs): it accepts mails, refuses every connection
 * (421, an outage), or holds each message it received without answering (a send cut by a crash).
 * Only accepted messages count as delivered.
 */

export interface ReceivedMail {
  to: string[];
  subject: string;
}

export type MailServerMode = 'accept' | 'refuse' | 'hold';

export interface MailServer {
  url: string;
  mode(mode: MailServerMode): void;
  /** Messages accepted (the server said 250). */
  delivered(): ReceivedMail[];
  /** Messages received and never answered (mode `hold`). */
  held(): ReceivedMail[];
  /** Connections turned away (mode `refuse`). */
  refused(): number;
  close(): Promise<void>;
}

/** An RFC 2047 encoded word (`=?UTF-8?Q?…?=` or `?B?`), as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_all, _charset: string, encoding: string, text: string) => {
        if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
        const bytes = text
          .replace(/_/g, ' ')
          .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
        return Buffer.from(bytes, 'latin1').toString('utf8');
      },
    );
}

function subjectOf(raw: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => /^subject:/i.test(l)) ?? '';
  return decodeWords(line.replace(/^subject:\s*/i, '').trim());
}

export async function startMailServer(): Promise<MailServer> {
  let mode: MailServerMode = 'accept';
  let refusals = 0;
  const delivered: ReceivedMail[] = [];
  const held: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (mode !== 'refuse') return callback();
      refusals++;
      const error = new Error('Service temporairement indisponible') as Error & { responseCode: number };
      error.responseCode = 421;
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: subjectOf(Buffer.concat(chunks).toString('utf8')),
        };
        // Held: received, never answered — the sender's process dies waiting.
        if (mode === 'hold') return held.push(mail);
        delivered.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mode(next) {
      mode = next;
    },
    delivered: () => [...delivered],
    held: () => [...held],
    refused: () => refusals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
