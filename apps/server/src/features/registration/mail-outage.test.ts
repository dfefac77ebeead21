// A mail outage (SMTP_URL pointing at a closed port) changes nothing in the answers (SECURITY.md RE6):
// forgot-password answers the same success for known and unknown e-mails and logs the failure; an
// invitation that cannot be mailed is revoked and the command says so.
import net from 'node:net';
import { Writable } from 'node:stream';
import { FORGOT_PASSWORD_SENT } from '@portal/contract';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '#server/core/db/schema/index.ts';
import { createMailer } from '#server/core/mail/mailer.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { inviteCommand } from './invite-command.ts';

/** A port that nothing listens on: taken from the system, then closed. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, callback) {
    lines.push(String(chunk));
    callback();
  },
});

let t: TestApp;
beforeAll(async () => {
  const port = await closedPort();
  t = await buildTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
    realMailer: true,
    logger: { level: 'info', stream },
  });
});
afterAll(() => t.close());

async function waitForLine(pattern: RegExp): Promise<string> {
  const deadline = performance.now() + 10_000;
  for (;;) {
    const found = lines.find((line) => pattern.test(line));
    if (found) return found;
    if (performance.now() > deadline) throw new Error(`no log line matching ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('SMTP down', () => {
  it('forgot-password answers the usual success for known and unknown e-mails, and logs the failed mail', async () => {
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/public/user/forgot-password',
      payload: { email: 'participant3@demo.test' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/public/user/forgot-password',
      payload: { email: 'nobody@demo.test' },
    });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: FORGOT_PASSWORD_SENT });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    const line = await waitForLine(/reset_mail_failed/);
    expect(JSON.parse(line)).toMatchObject({ level: 40, event: 'reset_mail_failed' });
  });

  it('the invite command reports the failed mail and leaves no usable invitation', async () => {
    const mailer = createMailer({
      smtpUrl: t.config.SMTP_URL,
      from: t.config.MAIL_FROM,
      outboxDir: `${t.storeDir}/outbox`,
      log: pino({ level: 'silent' }),
      logLinks: false,
    });
    await expect(
      inviteCommand({ db: t.db, mailer, config: t.config, log: pino({ level: 'silent' }) }, [
        '--email',
        'outage@invite.test',
        '--course',
        'CCP-2026',
        '--name',
        'Outage Person',
      ]),
    ).rejects.toThrow(/could not be mailed: .*\nThe invitation was revoked/);
    const rows = await t.db.select().from(invitations).where(eq(invitations.email, 'outage@invite.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.revokedAt).not.toBeNull();
  });
});
