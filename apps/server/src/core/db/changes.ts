// The change feed: how a server process tells every process (itself included) that data an in-process cache
// holds has changed — a session ended, a user's name changed, the admin console published, a write succeeded.
// On PostgreSQL it is LISTEN/NOTIFY on one channel: `announce` sends `pg_notify` through the caller's handle, so a
// change made in a transaction is announced when (and only if) it commits, and every process's listener
// connection drops what the change touches. The announcing process also drops it at once, so that its own next
// request never sees the old value. On the embedded database only one process can run, so the feed is local.
//
// A cache must not keep anything while the feed is not `live` (the listener connection lost: notifications
// may have been missed); when it comes back, every handler hears `null` ("anything may have changed").
import { DATA_KINDS, type DataKind } from '@portal/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client.ts';

/**
 * What changed: `session` (key `u<userId>` or `s<sessionId>`), `public` (what the public site shows), `work` (data
 * the work areas show: every write request that succeeds and declares `changes: 'work'` signals it without a key,
 * anything may have changed; one that declares `changes: 'courses'` with the key of the courses it touched and the
 * kinds of data it declares, `courseKey`; app.ts).
 */
export type ChangeTopic = 'session' | 'public' | 'work';

/** Called with the change's key, or null when anything of the topic may have changed. */
export type ChangeHandler = (key: string | null) => void;

export interface ChangeFeed {
  /** Tells every process that `topic` changed; through `db` (a transaction: on commit). */
  announce(db: Db, topic: ChangeTopic, key?: string): Promise<void>;
  /**
   * Tells every process that `topic` (of `key`, when given) changed, after a commit (outside any transaction): this
   * process at once, the others with one notification for each topic and key of all the calls made while the
   * previous one was on its way (through the
   * listener's connection, or `db` while it is lost). Settles (never rejects) once a notification sent after the
   * call has been committed: PostgreSQL then passes it on to every listening connection, so another process hears
   * it a moment later, almost always before the caller's client can ask it anything. Also settles when it could
   * not be sent (the database unreachable: every listener has lost it too, and drops everything).
   */
  signal(db: Db, topic: ChangeTopic, key?: string): Promise<void>;
  on(topic: ChangeTopic, handler: ChangeHandler): void;
  /** Whether every change is being heard: a cache only keeps values while it is. */
  readonly live: boolean;
  close(): Promise<void>;
}

export const CHANGES_CHANNEL = 'portal_changes';

/**
 * The key of a `work` change of some courses only: their ids, ascending, joined by commas (`3,17`), then, when the
 * write declared the kinds of data it changes, a slash and those kinds (`3,17/forum`; DATA_KINDS, at most a hundred
 * bytes). A notification's payload holds up to 8,000 bytes: a write touching more than 1,000 courses announces
 * `work` without a key instead.
 */
export function courseKey(courseIds: Iterable<number>, kinds?: readonly DataKind[]): string | undefined {
  const ids = [...new Set(courseIds)].sort((a, b) => a - b);
  if (ids.length === 0 || ids.length > 1000) return undefined;
  const named = kinds ? DATA_KINDS.filter((kind) => kinds.includes(kind)) : [];
  return named.length > 0 ? `${ids.join(',')}/${named.join(',')}` : ids.join(',');
}

/** A change of some courses: their ids, and the kinds of data it changed (null: every kind). */
export interface CourseChange {
  courses: number[];
  kinds: DataKind[] | null;
}

/** The change a `courseKey` names, or null for a key that is not one (anything may have changed). */
export function courseChangeOfKey(key: string | null): CourseChange | null {
  const match = key === null ? null : /^(\d+(?:,\d+)*)(?:\/([a-z]+(?:,[a-z]+)*))?$/.exec(key);
  if (!match) return null;
  const kinds = match[2]?.split(',') ?? null;
  if (kinds && !kinds.every((kind) => (DATA_KINDS as readonly string[]).includes(kind))) return null;
  return { courses: (match[1] ?? '').split(',').map(Number), kinds: kinds as DataKind[] | null };
}

const RECONNECT_MS = [100, 500, 1000, 2000, 5000];

/** Items sent in batches: one send at a time, carrying every item added while the one before was under way. */
export interface Batches<T> {
  /** Adds `item`; settles (never rejects) once a send that began after this call has ended, well or not. */
  add(item: T): Promise<void>;
  /** Settles when no send is under way. */
  idle(): Promise<void>;
}

export function batches<T>(send: (items: T[]) => Promise<void>): Batches<T> {
  const added = new Set<T>();
  let waiting: Array<() => void> = [];
  let sending: Promise<void> | null = null;
  const run = async (): Promise<void> => {
    try {
      while (added.size > 0) {
        const items = [...added];
        const covered = waiting;
        added.clear();
        waiting = [];
        try {
          await send(items);
        } catch {
          // The sender handles its own failures; its callers go on all the same.
        } finally {
          for (const done of covered) done();
        }
      }
    } finally {
      sending = null;
    }
  };
  return {
    add(item) {
      added.add(item);
      const sent = new Promise<void>((resolve) => waiting.push(resolve));
      sending ??= run();
      return sent;
    },
    idle: async () => {
      await sending;
    },
  };
}

class Handlers {
  private readonly byTopic = new Map<ChangeTopic, ChangeHandler[]>();
  on(topic: ChangeTopic, handler: ChangeHandler): void {
    this.byTopic.set(topic, [...(this.byTopic.get(topic) ?? []), handler]);
  }
  emit(topic: ChangeTopic, key: string | null): void {
    for (const handler of this.byTopic.get(topic) ?? []) handler(key);
  }
  emitAll(): void {
    for (const [topic] of this.byTopic) this.emit(topic, null);
  }
}

/** One process (the embedded database, or a test): a change is heard in this process at once. */
export function localChanges(): ChangeFeed {
  const handlers = new Handlers();
  return {
    async announce(_db, topic, key) {
      handlers.emit(topic, key ?? null);
    },
    async signal(_db, topic, key) {
      handlers.emit(topic, key ?? null);
    },
    on: (topic, handler) => handlers.on(topic, handler),
    live: true,
    async close() {},
  };
}

function message(topic: ChangeTopic, key: string | undefined): string {
  return key ? `${topic}:${key}` : topic;
}

function parse(payload: string | undefined): { topic: ChangeTopic; key: string | null } | null {
  const match = /^(session|public|work)(?::(.+))?$/.exec(payload ?? '');
  if (!match) return null;
  return { topic: match[1] as ChangeTopic, key: match[2] ?? null };
}

/**
 * Several processes on one PostgreSQL: a dedicated connection LISTENs; it reconnects by itself after a loss
 * (the database restarted), and until it has, `live` is false.
 */
export async function postgresChanges(connectionString: string): Promise<ChangeFeed> {
  const handlers = new Handlers();
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    // keepAlive: a connection that died without a word is noticed (and `live` falls) instead of waiting on TCP;
    // query_timeout: a notification that cannot be sent does not hold back the ones after it.
    const next = new pg.Client({
      connectionString,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      query_timeout: 5000,
    });
    next.on('notification', (notification) => {
      const change = parse(notification.payload);
      if (change) handlers.emit(change.topic, change.key);
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`listen ${CHANGES_CHANNEL}`);
    client = next;
    live = true;
    attempt = 0;
    // Whatever happened while nobody listened is unknown: every cache starts again.
    handlers.emitAll();
  };
  const lost = (which: pg.Client): void => {
    if (which !== client) return;
    client = null;
    live = false;
    handlers.emitAll();
    which.end().catch(() => {});
    retry();
  };
  const retry = (): void => {
    if (closed || timer) return;
    const delay = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)] ?? 5000;
    attempt += 1;
    timer = setTimeout(() => {
      timer = undefined;
      connect().catch(() => retry());
    }, delay);
    timer.unref();
  };

  // The pool a signal was given (the same pool for every call of a server), for when the listener's connection is
  // lost. One notification a topic for every batch of signals.
  let signalDb: Db | null = null;
  const notify = async (payload: string): Promise<void> => {
    const throughPool = () => signalDb?.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${payload})`);
    const via = client;
    try {
      // The listener's connection is idle but for notifications: no pool connection is taken from requests.
      await (via ? via.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, payload]) : throughPool());
    } catch {
      // The listener's connection failed or stalled (a statement that timed out stays its active one, so every
      // later one would wait as long): it is lost, every cache here drops and keeps nothing until it is back, and
      // the notification goes once more through the pool. If that fails too, the database is unreachable or
      // overloaded; the other processes' answers stay until their next change or quarter hour.
      if (via) lost(via);
      await throughPool()?.catch(() => {});
    }
  };
  // One notification for each topic and key signalled while the one before was on its way; a topic signalled
  // without a key covers its keys of the same batch.
  const signals = batches<string>(async (payloads) => {
    const whole = new Set(payloads.filter((payload) => !payload.includes(':')));
    for (const payload of payloads) {
      if (whole.has(payload.split(':', 1)[0] ?? '') && payload.includes(':')) continue;
      await notify(payload);
    }
  });

  await connect();
  return {
    async announce(db, topic, key) {
      handlers.emit(topic, key ?? null);
      await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${message(topic, key)})`);
    },
    signal(db, topic, key) {
      handlers.emit(topic, key ?? null);
      signalDb = db;
      return signals.add(message(topic, key));
    },
    on: (topic, handler) => handlers.on(topic, handler),
    get live() {
      return live;
    },
    async close() {
      // The last writes' notifications go out before the listener's connection ends.
      await signals.idle();
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      live = false;
      await current?.end().catch(() => {});
    },
  };
}
