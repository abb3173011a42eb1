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
  /** Messages sent by this process (tests read the outbox through it). */
  readonly sent: MailMessage[];
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written to DATA_DIR/mail/*.eml
 * (the outbox), so password-reset links work on a machine without a mail server.
 */
export function createMailer(config: Config, log?: { info: (obj: object, msg: string) => void }): Mailer {
  const sent: MailMessage[] = [];
  const outbox = path.join(config.DATA_DIR, 'mail');
  const transport = config.SMTP_URL
    ? nodemailer.createTransport(config.SMTP_URL)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    sent,
    async send(message) {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...message });
      sent.push(message);
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
export function createMemoryMailer(): Mailer {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}
