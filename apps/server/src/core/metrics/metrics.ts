// The app's own Prometheus series (docs/decisions/033-metrics.md): a registry per app (never prom-client's global
// one, so that two apps in one test process share no series), filled by one request hook, a few counters that the
// places they count call (a failed sign-in, an accepted upload), and gauges read when scraped (the database pool,
// sessions, kept answers, the job queue). No label ever holds a user, an e-mail, a token, an id or a raw path: a
// request is labelled by its route's pattern (`/api/forum/:id`), or UNMATCHED_ROUTE.
import { and, gt } from 'drizzle-orm';
import pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { now } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import type { JobQueue } from '../jobs/queue.ts';

/** The route label of a request no route matched (a 404, a refused request line): one value, not its path. */
export const UNMATCHED_ROUTE = 'unmatched';
/** How long a figure read from the database at a scrape (sessions, jobs) is answered again before it is read anew. */
export const SCRAPE_CACHE_MS = 10_000;
/** Latency buckets in seconds: from a kept answer (about a millisecond) to the 10 s a request may take at most. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export interface MetricsSources {
  db: Db;
  jobs: JobQueue;
  /** SESSION_IDLE and SESSION_MAX: a session is active while neither has passed. */
  sessionLimits: { idleMs: number; maxMs: number };
}

/** What the rest of the server calls to count; `app.metrics` is null when METRICS_TOKEN is unset. */
export interface AppMetrics {
  readonly registry: Registry;
  /** One answered request: its route pattern (undefined when none matched), method, status and time taken. */
  observeRequest(route: string | undefined, method: string, status: number, seconds: number): void;
  /** A failed sign-in (a wrong password or code), whatever the account. */
  countSignInFailure(): void;
  /** The bytes of an upload the server accepted. */
  countUploadBytes(bytes: number): void;
  /** Reports the size of a store of kept answers (`public`, `caller`) at each scrape. */
  watchKeptAnswers(cache: string, kept: { readonly size: number }): void;
}

/** A value read at most once per SCRAPE_CACHE_MS; a failed read answers the last value (or nothing). */
function cachedRead<T>(read: () => Promise<T>): () => Promise<T | undefined> {
  let value: T | undefined;
  let readAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<T | undefined> | null = null;
  return () => {
    if (performance.now() - readAt < SCRAPE_CACHE_MS) return Promise.resolve(value);
    pending ??= read()
      .then((fresh) => {
        value = fresh;
        readAt = performance.now();
        return fresh;
      })
      .catch(() => value)
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}

/** The `pg.Pool` behind a Drizzle handle on PostgreSQL; null on PGlite (one connection, no pool). */
function poolOf(db: Db): pg.Pool | null {
  // Drizzle keeps the client it was built on as `$client`; the shared Db type does not name it.
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

export function createAppMetrics(sources: MetricsSources): AppMetrics {
  const registry = new Registry();
  // Node's own series (CPU, memory, heap, event-loop lag, GC, handles) under their usual names, which the common
  // dashboards expect: process_*, nodejs_* (nodejs_eventloop_lag_p99_seconds among them).
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'Answered HTTP requests by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from a request to its answer, by route pattern and method.',
    labelNames: ['route', 'method'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: 'portal_http_rate_limited_total',
    help: 'Requests answered 429 (a rate limit or the sign-in throttle), by route pattern.',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: 'portal_sign_in_failures_total',
    help: 'Failed sign-ins: a wrong password (also when changing it) or a wrong two-step code.',
    registers: [registry],
  });
  const uploadBytes = new Counter({
    name: 'portal_upload_bytes_total',
    help: 'Bytes of the uploaded files the server accepted.',
    registers: [registry],
  });

  const pool = poolOf(sources.db);
  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'Connections of the database pool by state (PostgreSQL; the embedded database has one connection).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!pool) {
        this.set({ state: 'in_use' }, 0);
        this.set({ state: 'idle' }, 1);
        return;
      }
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'portal_db_pool_waiting_requests',
    help: 'Queries waiting for a free connection of the pool (always 0 on the embedded database).',
    registers: [registry],
    collect() {
      this.set(pool ? pool.waitingCount : 0);
    },
  });
  new Gauge({
    name: 'portal_db_pool_max_connections',
    help: 'The most connections the pool opens (DATABASE_POOL_MAX; 1 on the embedded database).',
    registers: [registry],
    collect() {
      this.set(pool ? pool.options.max : 1);
    },
  });

  // A count over the sessions table (one row a signed-in browser, expired rows removed as they are met), taken at
  // most once per SCRAPE_CACHE_MS whatever the scrape rate.
  const countSessions = cachedRead(() => {
    const at = now().getTime();
    const { idleMs, maxMs } = sources.sessionLimits;
    return sources.db.$count(
      sessions,
      and(gt(sessions.lastSeenAt, new Date(at - idleMs)), gt(sessions.createdAt, new Date(at - maxMs))),
    );
  });
  new Gauge({
    name: 'portal_sessions_active',
    help: `Sessions neither idle nor too old to use (read from the database at most every ${SCRAPE_CACHE_MS / 1000} s).`,
    registers: [registry],
    // The same figure in every process of WORKERS > 1: aggregated as the highest, not the sum.
    aggregator: 'max',
    async collect() {
      const count = await countSessions();
      if (count !== undefined) this.set(count);
    },
  });

  const watched = new Map<string, { readonly size: number }>();
  new Gauge({
    name: 'portal_kept_answers',
    help: 'Answers kept in the process, by store (public: the public site; caller: the work areas, per caller).',
    labelNames: ['cache'] as const,
    registers: [registry],
    collect() {
      for (const [cache, kept] of watched) this.set({ cache }, kept.size);
    },
  });

  const jobCounts = cachedRead(() => sources.jobs.counts());
  new Gauge({
    name: 'portal_jobs',
    help: `Jobs of each queue (a mail kind is a queue of its own) by state, as pg-boss counts them (read at most every ${SCRAPE_CACHE_MS / 1000} s).`,
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    aggregator: 'max',
    async collect() {
      for (const queue of (await jobCounts()) ?? []) {
        this.set({ queue: queue.name, state: 'queued' }, queue.queued);
        this.set({ queue: queue.name, state: 'active' }, queue.active);
        this.set({ queue: queue.name, state: 'failed' }, queue.failed);
      }
    },
  });

  return {
    registry,
    observeRequest(route, method, status, seconds) {
      const labels = { route: route ?? UNMATCHED_ROUTE, method: METHODS.has(method) ? method : 'OTHER' };
      requests.inc({ ...labels, status: String(status) });
      duration.observe(labels, seconds);
      if (status === 429) rateLimited.inc({ route: labels.route });
    },
    countSignInFailure: () => signInFailures.inc(),
    countUploadBytes: (bytes) => uploadBytes.inc(bytes),
    watchKeptAnswers(cache, kept) {
      watched.set(cache, kept);
    },
  };
}
