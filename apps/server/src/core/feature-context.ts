// What every feature's routes receive from app.ts: the registrar and the shared services.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { ChangeFeed } from './db/changes.ts';
import type { Db } from './db/client.ts';
import type { FileStore } from './files/store.ts';
import type { Registrar } from './http/register-endpoint.ts';
import type { JobQueue } from './jobs/queue.ts';

export interface FeatureContext {
  app: FastifyInstance;
  route: Registrar;
  db: Db;
  /** Announces changes that in-process caches hold (sessions, the public site) to every process. */
  changes: ChangeFeed;
  config: Config;
  /** The job queue: every mail is a job queued in the transaction of the change it follows (core/jobs/). */
  jobs: JobQueue;
  store: FileStore;
  filesSecret: string;
}
