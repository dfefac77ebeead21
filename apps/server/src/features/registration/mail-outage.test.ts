// A mail outage (SMTP_URL pointing at a closed port) changes nothing in the answers (docs/security.md RE6):
// forgot-password answers the same success for known and unknown e-mails, and the mail is kept in the outbox folder to
// be resent (core/mail/mailer.ts); an invitation stays usable, and the command says where its mail is.
import fs from 'node:fs';
import net from 'node:net';
import { Writable } from 'node:stream';
import { FORGOT_PASSWORD_SENT } from '@portal/contract';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '#server/core/db/schema/index.ts';
import { createMailer } from '#server/core/mail/mailer.ts';
import { inviteCommand } from '#server/features/invitations/index.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';

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
  it('forgot-password answers the usual success for known and unknown e-mails, and keeps the mail', async () => {
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
    const line = await waitForLine(/reset_mail_sent/);
    expect(JSON.parse(line)).toMatchObject({ event: 'reset_mail_sent' });
    const kept = outboxFiles().map((file) => fs.readFileSync(`${t.storeDir}/outbox/${file}`, 'utf8'));
    expect(kept.filter((eml) => eml.includes('To: participant3@demo.test'))).toHaveLength(1);
  });

  it('the invite command says the mail was kept in the outbox, and the invitation stays usable', async () => {
    const mailer = createMailer({
      smtpUrl: t.config.SMTP_URL,
      from: t.config.MAIL_FROM,
      outboxDir: `${t.storeDir}/outbox`,
      log: pino({ level: 'silent' }),
      logLinks: false,
    });
    const before = new Set(outboxFiles());
    const said = await inviteCommand({ db: t.db, mailer, config: t.config, log: pino({ level: 'silent' }) }, [
      '--email',
      'outage@invite.test',
      '--course',
      'CCP-2026',
      '--name',
      'Outage Person',
    ]);
    const written = outboxFiles().filter((file) => !before.has(file));
    expect(written).toHaveLength(1);
    expect(said).toMatch(/could not be mailed through smtp:\/\/127\.0\.0\.1:\d+: it was kept in .*\.eml to be resent/);
    expect(fs.readFileSync(`${t.storeDir}/outbox/${written[0]}`, 'utf8')).toContain('To: outage@invite.test');
    const rows = await t.db.select().from(invitations).where(eq(invitations.email, 'outage@invite.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.revokedAt).toBeNull();
  });
});

function outboxFiles(): string[] {
  const dir = `${t.storeDir}/outbox`;
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}
