// Opens what a running server needs from the configuration: the database (with its lock when embedded),
// the file store, the mailer, the files secret and the job queue (made here, started by whoever uses it: boot.ts
// with workers, the CLI without). Shared by main.ts and the CLI.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import { type ChangeFeed, localChanges, postgresChanges } from './core/db/changes.ts';
import { type Database, openDatabase } from './core/db/client.ts';
import { lockDataDir } from './core/db/data-dir-lock.ts';
import { createConfiguredStore, type FileStore } from './core/files/store.ts';
import { createJobQueue, type JobQueue } from './core/jobs/queue.ts';
import { createSealer } from './core/jobs/sealed.ts';
import { createMailer, type Mailer } from './core/mail/mailer.ts';
import { JOBS } from './jobs.ts';

export interface Runtime {
  database: Database;
  changes: ChangeFeed;
  store: FileStore;
  mailer: Mailer;
  filesSecret: string;
  jobs: JobQueue;
  close(): Promise<void>;
}

export async function openRuntime(config: Config, log: FastifyBaseLogger): Promise<Runtime> {
  const dataDir = path.resolve(config.DATA_DIR);
  let release = () => {};
  let database: Database;
  if (config.DATABASE_URL) {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, poolMax: config.DATABASE_POOL_MAX });
  } else {
    release = lockDataDir(dataDir).release;
    try {
      database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    } catch (error) {
      release();
      throw error;
    }
  }
  let changes: ChangeFeed;
  try {
    changes = config.DATABASE_URL ? await postgresChanges(config.DATABASE_URL) : localChanges();
  } catch (error) {
    await database.close();
    release();
    throw error;
  }
  const store = createConfiguredStore(config);
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: path.join(dataDir, 'outbox'),
    log,
    logLinks: config.NODE_ENV !== 'production',
  });
  const filesSecret = config.FILES_SECRET ?? embeddedFilesSecret(dataDir);
  const jobs = createJobQueue({
    connection: database.queueConnection,
    definitions: JOBS,
    context: { db: database.db, mailer, config, sealer: createSealer(filesSecret), secret: filesSecret, log },
  });
  return {
    database,
    changes,
    store,
    mailer,
    filesSecret,
    jobs,
    async close() {
      // Graceful: no new job is fetched, the ones under way get JOBS_STOP_TIMEOUT_MS, before the database closes.
      await jobs.stop();
      await changes.close();
      await database.close();
      release();
    },
  };
}

/** On the embedded database the signing key of download links is generated once and kept in DATA_DIR. */
function embeddedFilesSecret(dataDir: string): string {
  const file = path.join(dataDir, 'files-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('hex');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
