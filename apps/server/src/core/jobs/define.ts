// A job kind: its name, how often and how late it is tried again, and what it does. Every kind is listed once in
// src/jobs.ts; a feature defines its own kinds beside its routes (its *.mails.ts for the mail jobs).
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { JobQueue } from './queue.ts';
import { isSealed, type Sealed, type Sealer } from './sealed.ts';

/** What job data may hold: ids, flags, and sealed values (core/jobs/sealed.ts) — never personal data in clear. */
export type JobValue = number | boolean | null | Sealed | readonly number[];
export type JobData = { readonly [key: string]: JobValue };

/** What a job's handler is given when it runs, in whichever server process fetched it. */
export interface JobContext {
  db: Db;
  mailer: Mailer;
  config: Config;
  sealer: Sealer;
  log: FastifyBaseLogger;
  /** The queue the job runs on: a job may queue others (a fan-out queues its mails) in its own transaction. */
  jobs: JobQueue;
  /** The server's files secret (what signs download and unsubscribe links). */
  secret: string;
}

/** What the queue is built with: the JobContext but the queue itself, which it adds. */
export type JobContextBase = Omit<JobContext, 'jobs'>;

/**
 * A kind run on a clock rather than queued by a write: pg-boss's cron schedule, evaluated in the institute's time
 * zone (`TZ_INSTITUTE`). The queue creates or updates it when it starts; one job per due time, whatever the number of
 * processes.
 */
export interface JobSchedule {
  /** A cron expression (minute hour day month weekday), e.g. `0 9 * * *` for 09:00 every day. */
  cron: string;
}

/** The job a handler runs: its id is the key of what it does once (a mail: `sent_mails`). */
export interface RunningJob {
  id: string;
  name: string;
  retryCount: number;
}

export interface JobDefinition<D extends JobData> {
  /** pg-boss's queue name: one queue per kind. */
  name: string;
  /** Tries after the first failure; each waits twice the one before, from `retryDelaySeconds` up to `retryDelayMaxSeconds`. */
  retryLimit: number;
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
  /** How long one run may take before pg-boss counts it failed and tries again. */
  expireInSeconds: number;
  /** Runs on this clock too (its data is then `{}`). */
  schedule?: JobSchedule;
  run(context: JobContext, data: D, job: RunningJob): Promise<void>;
}

/** Any job kind, whatever its data (the registry holds them side by side). */
// biome-ignore lint/suspicious/noExplicitAny: the registry stores kinds of every data type; enqueue keeps each typed.
export type AnyJobDefinition = JobDefinition<any>;

export function defineJob<D extends JobData>(definition: JobDefinition<D>): JobDefinition<D> {
  return definition;
}

export class JobDataError extends Error {
  override name = 'JobDataError';
}

/**
 * Refuses job data holding anything but ids, flags and sealed values: a string in clear (an e-mail, a name, a
 * token) is refused before it is stored.
 */
export function assertIdsOnly(name: string, data: JobData): void {
  for (const [key, value] of Object.entries(data)) {
    const ok =
      value === null ||
      typeof value === 'boolean' ||
      (typeof value === 'number' && Number.isFinite(value)) ||
      isSealed(value) ||
      (Array.isArray(value) && value.every((item) => typeof item === 'number' && Number.isFinite(item)));
    if (!ok) throw new JobDataError(`job ${name}: "${key}" is neither an id, a flag nor a sealed value`);
  }
}
