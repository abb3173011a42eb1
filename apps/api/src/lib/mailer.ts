import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** A mailer that also keeps what it sent, for tests to read. */
export interface MemoryMailer extends Mailer {
  readonly sent: MailMessage[];
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written to DATA_DIR/mail/*.eml
 * (the outbox), so password-reset links work on a machine without a mail server.
 * Nothing is kept in memory once sent: every order sends mails, and a list of them grew the heap of
 * a long-running server by ~1 MB a minute under load (docs/reliability.md).
 */
/**
 * A send gives up (each of connecting, the greeting, a silent socket) within a quarter of the job's
 * timeout and at most a minute: a mail job stuck on a mute server fails and is retried with backoff,
 * and is never taken for dead while its send may still go through (decision 0049).
 */
export function smtpTimeouts(jobTimeoutSeconds: number) {
  const ms = Math.min(60_000, Math.floor((jobTimeoutSeconds * 1000) / 4));
  return { connectionTimeout: ms, greetingTimeout: ms, socketTimeout: ms };
}

export function createMailer(config: Config, log?: { info: (obj: object, msg: string) => void }): Mailer {
  const outbox = path.join(config.DATA_DIR, 'mail');
  const transport = config.SMTP_URL
    ? nodemailer.createTransport({ url: config.SMTP_URL, ...smtpTimeouts(config.JOB_TIMEOUT_SECONDS) })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...message });
      if (!config.SMTP_URL && 'message' in info && Buffer.isBuffer(info.message)) {
        await mkdir(outbox, { recursive: true });
        const file = path.join(
          outbox,
          `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID()}.eml`,
        );
        await writeFile(file, info.message);
        log?.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
      }
    },
  };
}

/** A mailer that only records: for tests. */
export function createMemoryMailer(): MemoryMailer {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}
