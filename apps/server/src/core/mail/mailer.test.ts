// The SMTP mailer (docs/security.md RE6): a message the SMTP server does not take rejects, so that the mail job that
// sent it is tried again later (core/jobs/mail-job.ts), and leaves no file; a delivered one leaves no file either.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type TestMailbox } from '#server/testing/mailbox.ts';
import { createMailer, type MailMessage } from './mailer.ts';

/** A loopback port nobody listens on: opened by the kernel, then closed again. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function setup(smtpUrl: string) {
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-mailer-'));
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const mailer = createMailer({ smtpUrl, from: 'Portal <no-reply@portal.test>', outboxDir, log, logLinks: false });
  return { mailer, outboxDir, lines, files: () => (fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir) : []) };
}

const message: MailMessage = {
  to: 'someone@portal.test',
  subject: 'Reset your password',
  text: 'Open http://portal.test/reset-password/abc to choose a new password.',
  html: '<p>Open the link.</p>',
};

describe('SMTP mailer', () => {
  let mailbox: TestMailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(async () => {
    await mailbox.close();
  });

  it('with the SMTP server down: rejects (the job is tried again later) and writes nothing to the outbox', async () => {
    const down = setup(`smtp://127.0.0.1:${await closedPort()}`);
    await expect(down.mailer.send(message)).rejects.toThrow();
    expect(down.files()).toEqual([]);
    expect(down.lines.some((line) => line.event === 'mail_sent')).toBe(false);
    fs.rmSync(down.outboxDir, { recursive: true, force: true });
  });

  it('with the SMTP server up: delivers and writes nothing to the outbox', async () => {
    const up = setup(mailbox.url);
    await up.mailer.send(message);
    await mailbox.waitFor('someone@portal.test', /Reset your password/);
    expect(up.files()).toEqual([]);
    expect(up.lines.some((line) => line.event === 'mail_sent')).toBe(true);
    fs.rmSync(up.outboxDir, { recursive: true, force: true });
  });
});
