// The one job queue (docs/decisions/022-job-queue.md): pg-boss on the portal's own database, in the schema `pgboss`,
// which pg-boss creates and migrates when the queue starts. A job is written by `enqueue` on the caller's Drizzle
// transaction, so it exists exactly when that transaction commits; the workers of every server process fetch from
// the same tables (FOR UPDATE SKIP LOCKED), so a job runs in one process at a time whatever WORKERS says. On the
// embedded PGlite the queue shares its one connection; on PostgreSQL pg-boss keeps a small pool of its own.
// A kind with a cron schedule (docs/decisions/025-scheduled-notifications.md) is also queued by pg-boss's clock, in
// TZ_INSTITUTE, once per due time whatever the number of processes.
import { sql } from 'drizzle-orm';
import {
  type Clock,
  type DrizzleTransactionLike,
  fromDrizzle,
  fromPglite,
  type Job,
  type JobResult,
  type PGliteLike,
  PgBoss,
} from 'pg-boss';
import type { Db, Tx } from '../db/client.ts';
import {
  type AnyJobDefinition,
  assertIdsOnly,
  type JobContext,
  type JobContextBase,
  type JobData,
  type JobDefinition,
  type RunningJob,
} from './define.ts';
import { forgetOldSentMails } from './mail-job.ts';
import type { Sealed } from './sealed.ts';

/** How pg-boss reaches the database: the embedded PGlite instance itself, or the PostgreSQL URL. */
export type QueueConnection = { kind: 'pglite'; client: PGliteLike } | { kind: 'postgres'; url: string };

export const JOBS_SCHEMA = 'pgboss';
/** Connections of pg-boss's own pool on PostgreSQL, per process (fetching, completing, its maintenance). */
export const JOBS_POOL_MAX = 3;
/** How long stopping waits for the jobs under way before it gives up on them (they run again elsewhere later). */
export const JOBS_STOP_TIMEOUT_MS = 5_000;
/**
 * How a worker finds its jobs (issue 40: thirty mostly idle kinds polling every 2 s were about a tenth of the event
 * loop on the embedded database). Each kind's queue is created with pg-boss's `notify`: a job sent (in any process,
 * on PostgreSQL or PGlite) wakes that kind's workers at once through LISTEN/NOTIFY, so they poll only as a backstop,
 * every NOTIFY_POLLING_SECONDS, for what no notification announces (a retry whose wait is over, a job that comes due
 * later). Without a listener (a backend without LISTEN) they poll every POLLING_SECONDS as before. Each process works
 * each kind in two batches at once, of up to 10 jobs, fetched again at once while they come back full (a backlog:
 * an import's mails).
 */
const POLLING_SECONDS = 2;
const NOTIFY_POLLING_SECONDS = 10;
/** pg-boss's per-queue opt-in to the wake-up on send (see above). */
const QUEUE_NOTIFY = { notify: true } as const;
const WORK_OPTIONS = {
  batchSize: 10,
  localConcurrency: 2,
  pollingIntervalSeconds: POLLING_SECONDS,
  notifyPollingIntervalSeconds: NOTIFY_POLLING_SECONDS,
  burstWhenBatchFull: true,
  perJobResults: true,
} as const;

export interface EnqueueOptions {
  /** While a job with this key is waiting, another with the same key is not queued (pg-boss's singletonKey). */
  singletonKey?: string;
  /** Not before this time. */
  startAfter?: Date;
}

export interface JobQueue {
  /** Queues `data` for `job` on `db` (the caller's transaction: the job exists when it commits, not before). */
  enqueue<D extends JobData>(db: Db | Tx, job: JobDefinition<D>, data: D, options?: EnqueueOptions): Promise<void>;
  /** Seals a value for `job`'s data (core/jobs/sealed.ts): only that kind of job opens it. */
  seal(job: AnyJobDefinition, value: string): Sealed;
  /** Queues one job per item in one statement (an import's mails). */
  enqueueMany<D extends JobData>(db: Db | Tx, job: JobDefinition<D>, items: readonly D[]): Promise<void>;
  /** Creates or migrates the schema and the queues; with `work`, this process's workers start fetching. */
  start(options: { work: boolean }): Promise<void>;
  /** Stops fetching and waits up to JOBS_STOP_TIMEOUT_MS for the jobs under way. */
  stop(): Promise<void>;
  /**
   * Runs every job that is due now in this process, and waits for those another worker is running, until none is
   * left (tests; the CLI before it exits). A job that fails waits for its retry and is not waited for; with
   * `retryNow`, jobs waiting for a retry are run at once too (a test of a mail server that came back).
   */
  drain(options?: { retryNow?: boolean }): Promise<{ ran: number; failed: number }>;
  /**
   * The jobs of each kind's queue as pg-boss counts them (its queue table, refreshed by its monitor pass): waiting
   * (queued, deferred or ready), under way, and failed for good while still kept. Empty while the queue is stopped.
   */
  counts(): Promise<QueueCounts[]>;
}

export interface QueueCounts {
  name: string;
  queued: number;
  active: number;
  failed: number;
}

export interface JobQueueOptions {
  connection: QueueConnection;
  definitions: readonly AnyJobDefinition[];
  /** What handlers receive (besides this queue, which they get as `jobs`); `log` also gets pg-boss's errors and warnings. */
  context: JobContextBase;
  /** pg-boss's clock (tests: its TestClock, which moves the schedules' time by hand); the system clock otherwise. */
  clock?: Clock;
}

/**
 * pg-boss's adapter over the caller's Drizzle handle: its statements run in that transaction. Drizzle types
 * `execute`'s answer per driver (both answer `{ rows }`, as `queryRows` in core/db/client.ts relies on).
 */
const onTransaction = (db: Db | Tx) => fromDrizzle(db as unknown as DrizzleTransactionLike, sql);

function running(job: Job<unknown>): RunningJob {
  return { id: job.id, name: job.name, retryCount: job.retryCount };
}

/**
 * Makes the database's schedules those of the definitions: creates or updates each definition's (its cron in
 * TZ_INSTITUTE) and removes those no definition has any more (a kind removed or no longer scheduled).
 */
async function syncSchedules(instance: PgBoss, definitions: Iterable<AnyJobDefinition>, tz: string): Promise<void> {
  const wanted = new Map<string, string>();
  for (const definition of definitions) if (definition.schedule) wanted.set(definition.name, definition.schedule.cron);
  for (const existing of await instance.getSchedules()) {
    if (!wanted.has(existing.name)) await instance.unschedule(existing.name, existing.key);
  }
  for (const [name, cron] of wanted) {
    const existing = await instance.getSchedule(name);
    if (existing && existing.cron === cron && existing.timezone === tz) continue;
    await instance.schedule(name, cron, {}, { tz });
  }
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  // Completed below: handlers receive the queue itself as `jobs`.
  const context = { ...options.context } as JobContext;
  const log = context.log;
  const definitions = new Map(options.definitions.map((definition) => [definition.name, definition]));
  if (definitions.size !== options.definitions.length) throw new Error('two job kinds share a name');
  let boss: PgBoss | null = null;
  let stopping: Promise<void> | null = null;

  const registered = (job: AnyJobDefinition): PgBoss => {
    if (definitions.get(job.name) !== job) throw new Error(`job ${job.name} is not in the registry (src/jobs.ts)`);
    if (!boss) throw new Error('the job queue is not started');
    return boss;
  };

  const runOne = async (definition: AnyJobDefinition, job: Job<JobData>): Promise<void> => {
    try {
      await definition.run(context, job.data, running(job));
    } catch (error) {
      log.warn(
        { err: error, event: 'job_failed', job: job.name, jobId: job.id, retryCount: job.retryCount },
        `job ${job.name} failed; it is tried again later unless it had its last try`,
      );
      throw error;
    }
  };

  const queue: JobQueue = {
    seal: (job, value) => context.sealer.seal(job.name, value),

    async enqueue(db, job, data, enqueueOptions = {}) {
      assertIdsOnly(job.name, data);
      await registered(job).send(job.name, data, {
        db: onTransaction(db),
        ...(enqueueOptions.singletonKey ? { singletonKey: enqueueOptions.singletonKey } : {}),
        ...(enqueueOptions.startAfter ? { startAfter: enqueueOptions.startAfter } : {}),
      });
    },

    async enqueueMany(db, job, items) {
      for (const data of items) assertIdsOnly(job.name, data);
      const queue = registered(job);
      if (items.length === 0) return;
      await queue.insert(
        job.name,
        items.map((data) => ({ data })),
        { db: onTransaction(db) },
      );
    },

    async start({ work }) {
      const { connection } = options;
      const instance = new PgBoss({
        ...(connection.kind === 'pglite'
          ? { db: fromPglite(connection.client), backend: 'pglite' as const }
          : { connectionString: connection.url, max: JOBS_POOL_MAX }),
        schema: JOBS_SCHEMA,
        application_name: 'portal-jobs',
        useListenNotify: true,
        // A process with workers keeps the clock of the schedules too: every 30 s one of them (whichever claims the
        // pass in pgboss.version) sends the occurrences due, each filed under a singleton slot of its minute, so one
        // due time makes one job whatever the number of processes. The CLI (no workers) keeps no clock.
        schedule: work,
        ...(options.clock ? { clock: options.clock } : {}),
        registerInstance: false,
        persistWarnings: false,
      });
      instance.on('error', (error: unknown) => log.error({ err: error, event: 'jobs_error' }, 'job queue error'));
      instance.on('warning', (warning: unknown) => log.warn({ warning, event: 'jobs_warning' }, 'job queue warning'));
      await instance.start();
      await forgetOldSentMails(context.db, new Date());
      for (const definition of definitions.values()) {
        const queueOptions = {
          retryLimit: definition.retryLimit,
          retryDelay: definition.retryDelaySeconds,
          retryBackoff: true,
          retryDelayMax: definition.retryDelayMaxSeconds,
          expireInSeconds: definition.expireInSeconds,
          ...QUEUE_NOTIFY,
        };
        if (await instance.getQueue(definition.name)) await instance.updateQueue(definition.name, queueOptions);
        else await instance.createQueue(definition.name, queueOptions);
      }
      await syncSchedules(instance, definitions.values(), context.config.TZ_INSTITUTE);
      boss = instance;
      if (!work) return;
      for (const definition of definitions.values()) {
        await instance.work<JobData, unknown, typeof WORK_OPTIONS>(definition.name, WORK_OPTIONS, async (batch) => {
          // Each job of the batch succeeds or fails on its own (a failed one waits for its retry).
          const results: JobResult[] = [];
          for (const job of batch) {
            try {
              await runOne(definition, job);
              results.push({ id: job.id, status: 'completed' });
            } catch (error) {
              results.push({ id: job.id, status: 'failed', output: { message: String(error) } });
            }
          }
          return results;
        });
      }
    },

    stop() {
      const instance = boss;
      if (!instance) return Promise.resolve();
      // The queue stays usable until pg-boss has stopped: the jobs under way, which it waits for, may still queue
      // their follow-ups (a fan-out its mails). Dropping it first failed them at every shutdown, to be run again.
      stopping ??= instance.stop({ graceful: true, timeout: JOBS_STOP_TIMEOUT_MS, close: true }).finally(() => {
        if (boss === instance) boss = null;
        stopping = null;
      });
      return stopping;
    },

    async counts() {
      const instance = boss;
      if (!instance) return [];
      const queues = await instance.getQueues([...definitions.keys()]);
      return queues.map((q) => ({ name: q.name, queued: q.queuedCount, active: q.activeCount, failed: q.failedCount }));
    },

    async drain(drainOptions = {}) {
      const instance = boss;
      if (!instance) throw new Error('the job queue is not started');
      const names = [...definitions.keys()];
      const total = { ran: 0, failed: 0 };
      for (let pass = 1; ; pass += 1) {
        let ran = 0;
        for (const definition of definitions.values()) {
          const fetched = await instance.fetch<JobData>(definition.name, {
            batchSize: 20,
            ...(drainOptions.retryNow && pass === 1 ? { ignoreStartAfter: true } : {}),
          });
          for (const job of fetched) {
            ran += 1;
            total.ran += 1;
            try {
              await runOne(definition, job);
            } catch (error) {
              total.failed += 1;
              await instance.fail(definition.name, job.id, { message: String(error) });
              continue;
            }
            await instance.complete(definition.name, job.id);
          }
        }
        if (ran > 0) continue;
        const { rows } = await instance
          .getDb()
          .executeSql(
            `select count(*)::int as n from ${JOBS_SCHEMA}.job where name = any($1::text[]) and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
            [names],
          );
        if ((rows[0] as { n: number }).n === 0) return total;
        // A job another worker is running: look again in a moment.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
  context.jobs = queue;
  return queue;
}
