// Outgoing mail: nodemailer over SMTP_URL; without it every message is written as an .eml file under
// DATA_DIR/outbox and its links are logged, so that a trial install needs no mail server. Only mail jobs send
// (core/jobs/mail-job.ts): when the SMTP server cannot be reached or refuses a message, `send` rejects and the job
// is tried again later, so a mail server that is down delays mails and loses none (RE6).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Headers sent as given (`prepared`: not folded nor encoded by nodemailer), e.g. List-Unsubscribe. */
  headers?: Record<string, string | { prepared: boolean; value: string }>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
  /** Log the links of outbox mails (development only: links carry tokens). */
  logLinks: boolean;
}

/** How long an SMTP server may take to accept a connection and greet (nodemailer's defaults: 2 min and 30 s). */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailer(options: MailerOptions): Mailer {
  const outbox = outboxWriter(options);
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
        options.log.info({ event: 'mail_sent', subject: message.subject }, 'mail sent');
      },
    };
  }
  return {
    async send(message) {
      const file = await outbox(message);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      // The link is logged for a trial install without mail; a production log never carries tokens.
      const logged = options.logLinks ? { links } : {};
      options.log.info({ event: 'mail_written', file, ...logged }, `mail written to the outbox: ${message.subject}`);
    },
  };
}

/** Writes a message as an .eml file into the outbox folder and answers its path. */
function outboxWriter(options: MailerOptions): (message: MailMessage) => Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let counter = 0;
  return async (message) => {
    const info = await transport.sendMail({ from: options.from, ...message });
    await fs.mkdir(options.outboxDir, { recursive: true });
    counter += 1;
    const file = path.join(options.outboxDir, `${Date.now()}-${process.pid}-${counter}.eml`);
    await fs.writeFile(file, info.message as Buffer);
    return file;
  };
}

/** Escapes text for an HTML mail body. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
