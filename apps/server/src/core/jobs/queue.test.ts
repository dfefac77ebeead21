// The job queue (docs/decisions/022-job-queue.md) on the test app's database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): a job exists exactly when the transaction that queued it commits; job data holds ids and sealed
// values only; a mail job run twice (a redelivery) sends one mail; every kind retries with a growing wait; stopping
// lets the job under way finish, and queue its follow-up.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/core/db/client.ts';
import { contactMessages, users } from '#server/core/db/schema/index.ts';
import { contactMailJob } from '#server/features/public/public.mails.ts';
import { passwordResetDoneMailJob } from '#server/features/registration/registration.mails.ts';
import { JOBS } from '#server/jobs.ts';
import { buildTestApp, TEST_FILES_SECRET, type TestApp } from '#server/testing/test-app.ts';
import { defineJob, JobDataError, type JobValue } from './define.ts';
import { createJobQueue, JOBS_SCHEMA } from './queue.ts';
import { createSealer } from './sealed.ts';

let t: TestApp;
beforeAll(async () => {
  // No background workers: the jobs of each case stay queued until it drains or reads them.
  t = await buildTestApp({ workers: false });
});
afterAll(() => t.close());

const jobsNamed = async (name: string) =>
  queryRows<{ id: string; data: Record<string, JobValue>; state: string }>(
    t.db,
    sql`select id, data, state from ${sql.raw(JOBS_SCHEMA)}.job where name = ${name} order by created_on`,
  );

async function userIdOf(email: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(t.db, sql`select id from ${users} where email = ${email}`);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

describe('enqueue', () => {
  it('queues nothing when the transaction rolls back, and the job when it commits', async () => {
    const userId = await userIdOf('participant@demo.test');
    const before = (await jobsNamed(passwordResetDoneMailJob.name)).length;
    await expect(
      t.db.transaction(async (tx) => {
        await t.jobs.enqueue(tx, passwordResetDoneMailJob, { userId });
        // Seen inside its own transaction…
        const inside = await queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from ${sql.raw(JOBS_SCHEMA)}.job where name = ${passwordResetDoneMailJob.name}`,
        );
        expect(inside[0]?.n).toBe(before + 1);
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    // …and gone with it.
    expect(await jobsNamed(passwordResetDoneMailJob.name)).toHaveLength(before);
    await t.db.transaction((tx) => t.jobs.enqueue(tx, passwordResetDoneMailJob, { userId }));
    const after = await jobsNamed(passwordResetDoneMailJob.name);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)?.data).toEqual({ userId });
    await t.jobs.drain();
  });

  it('refuses data holding a string in clear, and a kind missing from the registry', async () => {
    const clear = { userId: 'someone@demo.test' } as unknown as { userId: number };
    await expect(t.jobs.enqueue(t.db, passwordResetDoneMailJob, clear)).rejects.toThrow(JobDataError);
    const stranger = defineJob<{ id: number }>({
      name: 'test.not-registered',
      retryLimit: 0,
      retryDelaySeconds: 1,
      retryDelayMaxSeconds: 1,
      expireInSeconds: 60,
      run: async () => {},
    });
    await expect(t.jobs.enqueue(t.db, stranger, { id: 1 })).rejects.toThrow(/not in the registry/);
  });

  it('stores no address in clear: forgot-password and the contact form queue ids and sealed values', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/public/user/forgot-password',
      payload: { email: 'participant2@demo.test' },
    });
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { first_name: 'Rahim', last_name: 'Uddin', email: 'rahim@contact.test', message: 'A question.' },
    });
    expect(contact.statusCode, contact.body).toBe(200);
    const rows = await queryRows<{ name: string; data: string }>(
      t.db,
      sql`select name, data::text as data from ${sql.raw(JOBS_SCHEMA)}.job where state = 'created'`,
    );
    const reset = rows.filter((row) => row.name === 'mail.password-reset');
    expect(reset).toHaveLength(1);
    expect(rows.filter((row) => row.name === 'mail.contact')).toHaveLength(1);
    for (const row of rows) expect(row.data).not.toMatch(/@|demo\.test|contact\.test|Rahim/);
    // The sealed address opens only with the server's key and for its own kind of job.
    const sealed = JSON.parse(reset[0]?.data ?? '{}').address as string;
    const sealer = createSealer(TEST_FILES_SECRET);
    expect(sealer.open('mail.password-reset', sealed)).toBe('participant2@demo.test');
    expect(() => sealer.open('mail.email-changed', sealed)).toThrow();
    expect(() =>
      createSealer('another-secret-that-is-long-enough-0123456789').open('mail.password-reset', sealed),
    ).toThrow();
    await t.jobs.drain();
  });
});

describe('running', () => {
  it('a handler is given the queue and the server secret: it queues the next job in its own transaction', async () => {
    const seen: string[] = [];
    const second = defineJob<{ n: number }>({
      name: 'test.second',
      retryLimit: 0,
      retryDelaySeconds: 1,
      retryDelayMaxSeconds: 1,
      expireInSeconds: 60,
      async run(_context, data) {
        seen.push(`second ${data.n}`);
      },
    });
    const first = defineJob<{ n: number }>({
      name: 'test.first',
      retryLimit: 0,
      retryDelaySeconds: 1,
      retryDelayMaxSeconds: 1,
      expireInSeconds: 60,
      async run({ db, jobs, secret }, data) {
        seen.push(`first ${data.n} ${secret === TEST_FILES_SECRET}`);
        await db.transaction((tx) => jobs.enqueue(tx, second, { n: data.n + 1 }));
      },
    });
    const queue = createJobQueue({
      connection: t.database.queueConnection,
      definitions: [first, second],
      context: {
        db: t.db,
        mailer: t.mailer,
        config: t.config,
        sealer: createSealer(TEST_FILES_SECRET),
        log: pino({ level: 'silent' }),
        secret: TEST_FILES_SECRET,
      },
    });
    await queue.start({ work: false });
    try {
      await queue.enqueue(t.db, first, { n: 1 });
      expect(await queue.drain()).toEqual({ ran: 2, failed: 0 });
      expect(seen).toEqual(['first 1 true', 'second 2']);
    } finally {
      await queue.stop();
    }
  });

  it('a mail job run twice (a redelivery) sends one mail; another job of the same data sends its own', async () => {
    const userId = await userIdOf('participant4@demo.test');
    const context = {
      db: t.db,
      mailer: t.mailer,
      config: t.config,
      sealer: createSealer(TEST_FILES_SECRET),
      log: pino({ level: 'silent' }),
      jobs: t.jobs,
      secret: TEST_FILES_SECRET,
    };
    const job = { id: '6f1c1d0e-6c1a-4f3e-9a55-0c2b7f2e4a11', name: passwordResetDoneMailJob.name, retryCount: 0 };
    const mailsTo = () => t.mailer.messages.filter((mail) => mail.to === 'participant4@demo.test').length;
    const before = mailsTo();
    await passwordResetDoneMailJob.run(context, { userId }, job);
    await passwordResetDoneMailJob.run(context, { userId }, { ...job, retryCount: 1 });
    expect(mailsTo()).toBe(before + 1);
    await passwordResetDoneMailJob.run(context, { userId }, { ...job, id: '0b9e4a52-4a37-4e0a-8d0c-3c1d9f6b2e77' });
    expect(mailsTo()).toBe(before + 2);
  });

  it('a mail the server refuses fails its job, which waits for a retry and then sends once', async () => {
    const userId = await userIdOf('participant5@demo.test');
    const mailsTo = () => t.mailer.messages.filter((mail) => mail.to === 'participant5@demo.test').length;
    const before = mailsTo();
    await t.jobs.enqueue(t.db, passwordResetDoneMailJob, { userId });
    const send = t.mailer.send;
    t.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      expect(await t.jobs.drain()).toEqual({ ran: 1, failed: 1 });
    } finally {
      t.mailer.send = send;
    }
    const [waiting] = (await jobsNamed(passwordResetDoneMailJob.name)).filter((row) => row.state === 'retry');
    expect(waiting).toBeDefined();
    // Not due yet: a plain drain leaves it for later.
    expect(await t.jobs.drain()).toEqual({ ran: 0, failed: 0 });
    expect(mailsTo()).toBe(before);
    expect(await t.jobs.drain({ retryNow: true })).toEqual({ ran: 1, failed: 0 });
    expect(mailsTo()).toBe(before + 1);
  });

  it('creates every kind of the registry with retries and a growing wait', async () => {
    const queues = await queryRows<{
      name: string;
      retry_limit: number;
      retry_backoff: boolean;
      retry_delay: number;
    }>(t.db, sql`select name, retry_limit, retry_backoff, retry_delay from ${sql.raw(JOBS_SCHEMA)}.queue`);
    for (const kind of JOBS) {
      const queue = queues.find((row) => row.name === kind.name);
      expect(queue, kind.name).toMatchObject({
        retry_limit: kind.retryLimit,
        retry_backoff: true,
        retry_delay: kind.retryDelaySeconds,
      });
      expect(kind.retryLimit).toBeGreaterThan(0);
    }
  });

  it('creates every kind to wake its workers when a job is sent, so that idle kinds need not poll often', async () => {
    const queues = await queryRows<{ name: string; notify: boolean }>(
      t.db,
      sql`select name, notify from ${sql.raw(JOBS_SCHEMA)}.queue`,
    );
    for (const kind of JOBS) expect(queues.find((row) => row.name === kind.name)?.notify, kind.name).toBe(true);
  });

  it('stopping stops fetching and lets the job under way finish and queue its follow-up', async () => {
    const events: string[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let markStarted = () => {};
    const started = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    const followUp = defineJob<{ n: number }>({
      name: 'test.follow-up',
      retryLimit: 0,
      retryDelaySeconds: 1,
      retryDelayMaxSeconds: 1,
      expireInSeconds: 60,
      run: async () => {},
    });
    const slowJob = defineJob<{ n: number }>({
      name: 'test.slow',
      retryLimit: 0,
      retryDelaySeconds: 1,
      retryDelayMaxSeconds: 1,
      expireInSeconds: 60,
      async run({ db, jobs }, data) {
        markStarted();
        await released;
        // A job under way may still queue its follow-up (a fan-out its mails) while the queue stops.
        await db.transaction((tx) => jobs.enqueue(tx, followUp, { n: data.n + 1 }));
        events.push('job finished');
      },
    });
    const queue = createJobQueue({
      connection: t.database.queueConnection,
      definitions: [slowJob, followUp],
      context: {
        db: t.db,
        mailer: t.mailer,
        config: t.config,
        sealer: createSealer(TEST_FILES_SECRET),
        log: pino({ level: 'silent' }),
        secret: TEST_FILES_SECRET,
      },
    });
    await queue.start({ work: true });
    await queue.enqueue(t.db, slowJob, { n: 1 });
    await started;
    const stopping = queue.stop().then(() => events.push('stopped'));
    events.push('released');
    release();
    await stopping;
    expect(events).toEqual(['released', 'job finished', 'stopped']);
    const [row] = await queryRows<{ state: string }>(
      t.db,
      sql`select state from ${sql.raw(JOBS_SCHEMA)}.job where name = ${slowJob.name}`,
    );
    expect(row?.state).toBe('completed');
    const followUps = await jobsNamed(followUp.name);
    expect(followUps.map((job) => job.data)).toEqual([{ n: 2 }]);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'two server processes on one database: each job runs in one of them, each mail goes once',
    async () => {
      const other = await buildTestApp({ sameDatabaseAs: t });
      try {
        const ids = await t.db.transaction(async (tx) => {
          const rows = await tx
            .insert(contactMessages)
            .values(
              Array.from({ length: 40 }, (_, i) => ({
                firstName: 'Twice',
                lastName: `Sender ${i}`,
                email: `twice${i}@jobs.test`,
                phone: null,
                message: 'One mail each.',
                ip: '127.0.0.1',
              })),
            )
            .returning({ id: contactMessages.id });
          await t.jobs.enqueueMany(
            tx,
            contactMailJob,
            rows.map((row) => ({ contactMessageId: row.id })),
          );
          return rows;
        });
        // This process drains while the other one's workers fetch from the same queue.
        await Promise.all([t.jobs.drain(), other.jobs.drain()]);
        const subjects = [...t.mailer.messages, ...other.mailer.messages]
          .map((mail) => mail.subject)
          .filter((subject) => subject.includes('Twice Sender'));
        expect(subjects).toHaveLength(ids.length);
        expect(new Set(subjects).size).toBe(ids.length);
      } finally {
        await other.close();
      }
    },
  );
});
