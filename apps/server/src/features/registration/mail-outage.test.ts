// A mail outage (SMTP_URL pointing at a closed port) changes nothing in the answers, and loses no mail (docs/security.md
// RE6): forgot-password answers the same success for known and unknown e-mails, an invitation stays usable and the
// command says its mail stays queued; each mail job fails and waits for its retry (core/jobs/mail-job.ts). When a mail
// server answers on that port, the retries send every mail, once.
import net from 'node:net';
import { FORGOT_PASSWORD_SENT } from '@portal/contract';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '#server/core/db/schema/index.ts';
import { inviteCommand } from '#server/features/invitations/index.ts';
import { startMailbox, type TestMailbox } from '#server/testing/mailbox.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';

/** A port that nothing listens on: taken from the system, then closed. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let t: TestApp;
let port: number;
let mailbox: TestMailbox | null = null;
beforeAll(async () => {
  port = await closedPort();
  // Without background workers: each `drain` below is the one moment the jobs run.
  t = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` }, realMailer: true, workers: false });
});
afterAll(async () => {
  await t.close();
  await mailbox?.close();
});

describe('SMTP down, then up', () => {
  it('forgot-password answers the usual success for known and unknown e-mails; the mail waits for its retry', async () => {
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
    // Both jobs ran: the unknown address's ends with nothing to send, the known one's mail was refused.
    expect(await t.jobs.drain()).toEqual({ ran: 2, failed: 1 });
  });

  it('the invite command says the mail stays queued, and the invitation stays usable', async () => {
    const said = await inviteCommand({ db: t.db, jobs: t.jobs, config: t.config, log: pino({ level: 'silent' }) }, [
      '--email',
      'outage@invite.test',
      '--course',
      'CCP-2026',
      '--name',
      'Outage Person',
    ]);
    expect(said).toMatch(/could not be mailed through smtp:\/\/127\.0\.0\.1:\d+ now: the mail stays queued/);
    const rows = await t.db.select().from(invitations).where(eq(invitations.email, 'outage@invite.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.revokedAt).toBeNull();
  });

  it('once a mail server answers, the retries deliver every mail, once', async () => {
    mailbox = await startMailbox(port);
    expect(await t.jobs.drain({ retryNow: true })).toEqual({ ran: 2, failed: 0 });
    await mailbox.waitFor('participant3@demo.test', /reset your password/);
    await mailbox.waitFor('outage@invite.test', /invitation to CCP-2026/);
    // Nothing is left to send: running the queue again sends no second copy.
    expect(await t.jobs.drain({ retryNow: true })).toEqual({ ran: 0, failed: 0 });
    expect(mailbox.messages.map((mail) => mail.to).sort()).toEqual(['outage@invite.test', 'participant3@demo.test']);
  });
});
