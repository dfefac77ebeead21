// `npm run bench:mail` (in bench/; from the root `npm run bench:mail -w bench`): mails per second through the job
// queue to a local SMTP peer. A database of its own (embedded PGlite in memory, or a fresh database on
// BENCH_DATABASE_URL's PostgreSQL server, or of a throwaway PostgreSQL 15 cluster with MAIL_BENCH_POSTGRES=1), migrated; MAIL_BENCH_COUNT contact messages
// (default 500) are stored and their mail jobs queued in one transaction, as the contact form does one at a time;
// the queue's workers of this one process (the server's own code: core/jobs/) then send them over SMTP to the test
// peer (smtp-server + mailparser, testing/mailbox.ts). Reported: the time from the commit to the last mail received,
// mails per second, and whether every mail arrived once.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/core/db/client.ts';
import { contactMessages } from '../apps/server/src/core/db/schema/index.ts';
import { createJobQueue } from '../apps/server/src/core/jobs/queue.ts';
import { createSealer } from '../apps/server/src/core/jobs/sealed.ts';
import { createMailer } from '../apps/server/src/core/mail/mailer.ts';
import { contactMailJob } from '../apps/server/src/features/public/public.mails.ts';
import { JOBS } from '../apps/server/src/jobs.ts';
import { startMailbox } from '../apps/server/src/testing/mailbox.ts';
import { printPartResult } from './notification-report.ts';
import { startCluster } from './postgres.ts';

const COUNT = Number(process.env.MAIL_BENCH_COUNT ?? 500);
const TIMEOUT_MS = Number(process.env.MAIL_BENCH_TIMEOUT_S ?? 300) * 1000;

async function freshDatabaseUrl(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_mail_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function main() {
  const cluster =
    !process.env.BENCH_DATABASE_URL && process.env.MAIL_BENCH_POSTGRES === '1' ? await startCluster() : null;
  const adminUrl = process.env.BENCH_DATABASE_URL ?? cluster?.url;
  const fresh = adminUrl ? await freshDatabaseUrl(adminUrl) : null;
  const database = await openDatabase(fresh ? { databaseUrl: fresh.url, poolMax: 4 } : {});
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-mail-bench-'));
  const mailbox = await startMailbox();
  const log = pino({ level: 'warn' });
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://portal.bench',
    DATA_DIR: dataDir,
    SMTP_URL: mailbox.url,
  });
  const queue = createJobQueue({
    connection: database.queueConnection,
    definitions: JOBS,
    context: {
      db: database.db,
      config,
      log,
      sealer: createSealer(randomBytes(32).toString('hex')),
      secret: randomBytes(32).toString('hex'),
      mailer: createMailer({
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        outboxDir: path.join(dataDir, 'outbox'),
        log,
        logLinks: false,
      }),
    },
  });
  try {
    await database.migrate();
    await queue.start({ work: true });
    const began = performance.now();
    await database.db.transaction(async (tx) => {
      const rows = await tx
        .insert(contactMessages)
        .values(
          Array.from({ length: COUNT }, (_, i) => ({
            firstName: 'Bench',
            lastName: `Sender ${i}`,
            email: `sender${i}@bench.test`,
            phone: null,
            message: `Message ${i} of the mail benchmark.`,
            ip: '127.0.0.1',
          })),
        )
        .returning({ id: contactMessages.id });
      await queue.enqueueMany(
        tx,
        contactMailJob,
        rows.map((row) => ({ contactMessageId: row.id })),
      );
    });
    const queuedMs = performance.now() - began;
    const deadline = began + TIMEOUT_MS;
    while (mailbox.messages.length < COUNT && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const lastMs = performance.now() - began;
    // A duplicate would arrive now.
    await queue.drain();
    const subjects = mailbox.messages.map((mail) => mail.subject);
    const distinct = new Set(subjects).size;
    const result = {
      database: fresh ? 'postgres' : 'pglite',
      mails: COUNT,
      queued_in_ms: Math.round(queuedMs),
      last_mail_after_ms: Math.round(lastMs),
      mails_per_second: Number((mailbox.messages.length / (lastMs / 1000)).toFixed(1)),
      received: mailbox.messages.length,
      each_once: distinct === COUNT && subjects.length === COUNT,
    };
    printPartResult(result);
    if (!result.each_once) process.exitCode = 1;
  } finally {
    await queue.stop();
    await mailbox.close();
    await database.close();
    await fresh?.drop();
    await cluster?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
