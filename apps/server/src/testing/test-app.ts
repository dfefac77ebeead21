// buildTestApp(): the real app on a database of its own — an in-memory PGlite by default, or a fresh
// database on the PostgreSQL server of TEST_DATABASE_URL — with a memory mailer and a temporary file store.
// One per test file (opening PGlite costs about a second); cases keep to rows of their own.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '#server/app.ts';
import { type Config, loadConfig } from '#server/config.ts';
import { type ChangeFeed, localChanges, postgresChanges } from '#server/core/db/changes.ts';
import { type Database, openDatabase } from '#server/core/db/client.ts';
import { createLocalStore, type FileStore } from '#server/core/files/store.ts';
import { createJobQueue, type JobQueue } from '#server/core/jobs/queue.ts';
import { createSealer } from '#server/core/jobs/sealed.ts';
import { createMailer, type Mailer, type MailMessage } from '#server/core/mail/mailer.ts';
import { JOBS } from '#server/jobs.ts';
import { seedDemo } from '#server/seed/demo.ts';
import { storeMediaWriter } from '#server/seed/store-writer.ts';

/** The secret of signed download links in every test app (tests that sign a link themselves use it). */
export const TEST_FILES_SECRET = 'test-files-secret-that-is-long-enough-0123456789';

export interface MemoryMailer extends Mailer {
  messages: MailMessage[];
}

export function createMemoryMailer(): MemoryMailer {
  const messages: MailMessage[] = [];
  return {
    messages,
    async send(message) {
      messages.push(message);
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  changes: ChangeFeed;
  /** The PostgreSQL database's URL (TEST_DATABASE_URL), or null on PGlite. */
  databaseUrl: string | null;
  config: Config;
  mailer: MemoryMailer;
  /**
   * The app's job queue, with its workers running as in a server. A test that expects a mail after a request calls
   * `await t.jobs.drain()` first: it runs every due job and waits for those under way (no fixed sleep).
   */
  jobs: JobQueue;
  store: FileStore;
  storeDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Seed the demo data set of README.md (default true). */
  seed?: boolean;
  /** Extra environment for the configuration. */
  env?: Record<string, string>;
  /** Pino options, or false (default) for a silent log. */
  logger?: Parameters<typeof buildApp>[0]['logger'];
  /** Capture the app's real log configuration (level from env, redaction) as JSON lines. */
  logStream?: { write(line: string): void };
  /** Called with every statement the app sends through Drizzle. */
  onQuery?: (query: string) => void;
  /**
   * A second server process on the database of this app (PostgreSQL only): its own pool, change feed and
   * caches; nothing is migrated, seeded or dropped.
   */
  sameDatabaseAs?: TestApp;
  /** Serve this folder as the built web app (default: none). */
  webDist?: string;
  /** Send mail with the real mailer (SMTP_URL of `env`, else .eml files in `<storeDir>/outbox`); `mailer` then stays empty. */
  realMailer?: boolean;
  /**
   * Start the job queue's workers (default true, false with `onQuery`: a job never adds to a request's count of
   * statements); without them only `jobs.drain()` runs jobs.
   */
  workers?: boolean;
  /**
   * Adds to the built app before it is ready, as a feature would (a test-only route, a plugin): a route that
   * breaks a start-up rule makes `buildTestApp` reject with start-up's own error.
   */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /**
   * The app on a database and a local store folder that are there already (a restored copy): nothing is migrated or
   * seeded; closing closes the database (dropping a PostgreSQL one is the caller's) and removes the folder.
   */
  existing?: { database: Database; databaseUrl: string | null; storeDir: string };
}

/**
 * With PORTAL_TEST_LOG_DIR set, every test app without a log of its own writes its real log (level info, the production
 * redaction) as JSON lines into that folder, one file per test process: CI then searches the log of the whole API suite
 * for anything secret (scripts/check-test-logs.mjs, docs/security.md SE4).
 */
function capturedLog(): { write(line: string): void } | null {
  const dir = process.env.PORTAL_TEST_LOG_DIR;
  if (!dir) return null;
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `server-${process.pid}.jsonl`);
  return { write: (line) => fs.appendFileSync(file, line) };
}

/** A database for one test file: PGlite in memory, or a new database on TEST_DATABASE_URL's server. */
function openTestDatabase(
  onQuery?: (query: string) => void,
): Promise<{ database: Database; url: string | null; drop(): Promise<void> }> {
  return openFreshDatabase(process.env.TEST_DATABASE_URL, onQuery);
}

/** A new, unmigrated database: PGlite in memory without `adminUrl`, else a new database on that server. */
export async function openFreshDatabase(
  adminUrl: string | undefined,
  onQuery?: (query: string) => void,
): Promise<{ database: Database; url: string | null; drop(): Promise<void> }> {
  if (!adminUrl) {
    const database = await openDatabase(onQuery ? { onQuery } : {});
    return { database, url: null, drop: async () => {} };
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.href, poolMax: 4, ...(onQuery ? { onQuery } : {}) });
  return {
    database,
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.sameDatabaseAs;
  if (shared && !shared.databaseUrl) throw new Error('sameDatabaseAs needs PostgreSQL (TEST_DATABASE_URL)');
  const existing = options.existing;
  const { database, url, drop } = existing
    ? { database: existing.database, url: existing.databaseUrl, drop: async () => {} }
    : shared?.databaseUrl
      ? {
          database: await openDatabase({ databaseUrl: shared.databaseUrl, poolMax: 4 }),
          url: shared.databaseUrl,
          drop: async () => {},
        }
      : await openTestDatabase(options.onQuery);
  if (!shared && !existing) await database.migrate();
  const changes = url ? await postgresChanges(url) : localChanges();
  const storeDir = existing?.storeDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-files-'));
  const store = createLocalStore(storeDir);
  if (options.seed !== false && !shared && !existing) await seedDemo(database.db, storeMediaWriter(store));
  const capture = options.logger || options.logStream ? null : capturedLog();
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://portal.test',
    DATA_DIR: storeDir,
    LOG_LEVEL: capture ? 'info' : 'silent',
    // No load shedding: a busy test machine must not turn requests into 503s (core/http/overload.test.ts).
    MAX_EVENT_LOOP_DELAY: '0ms',
    ...options.env,
  });
  const mailer = createMemoryMailer();
  const jobs = createJobQueue({
    connection: database.queueConnection,
    definitions: JOBS,
    context: {
      db: database.db,
      config,
      sealer: createSealer(TEST_FILES_SECRET),
      secret: TEST_FILES_SECRET,
      log: pino({ level: 'silent' }),
      mailer: options.realMailer
        ? createMailer({
            smtpUrl: config.SMTP_URL,
            from: config.MAIL_FROM,
            outboxDir: path.join(storeDir, 'outbox'),
            log: pino({ level: 'silent' }),
            logLinks: false,
          })
        : mailer,
    },
  });
  await jobs.start({ work: options.workers ?? !options.onQuery });
  const app = await buildApp({
    config,
    db: database.db,
    changes,
    jobs,
    store,
    filesSecret: TEST_FILES_SECRET,
    logger: options.logger ?? false,
    ...(options.logStream ? { logStream: options.logStream } : capture ? { logStream: capture } : {}),
    webDist: options.webDist ?? null,
  });
  try {
    await options.beforeReady?.(app);
    await app.ready();
  } catch (error) {
    // Start-up failed: release what was opened for it, then fail as start-up did.
    await app.close().catch(() => {});
    await jobs.stop();
    await changes.close();
    await database.close();
    await drop();
    fs.rmSync(storeDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    database,
    db: database.db,
    changes,
    databaseUrl: url,
    config,
    mailer,
    jobs,
    store,
    storeDir,
    async close() {
      await app.close();
      await jobs.stop();
      await changes.close();
      await database.close();
      await drop();
      fs.rmSync(storeDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the API and answers the Authorization header of that session. */
export async function loginAs(
  app: FastifyInstance,
  email: string,
  password = 'demo1234',
): Promise<{ authorization: string }> {
  const response = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login of ${email} failed: ${response.statusCode} ${response.body}`);
  return { authorization: `Bearer ${response.json<{ token: string }>().token}` };
}
