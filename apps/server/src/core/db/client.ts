// Opens the database: embedded PGlite in DATA_DIR/db when DATABASE_URL is unset, PostgreSQL through a
// `pg` pool when it is set. The same Drizzle code and migrations serve both. PGlite and its Drizzle driver are
// imported only when the embedded database is opened: a server on PostgreSQL never loads them (docs/performance.md,
// "Memory").
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { QueueConnection } from '../jobs/queue.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database handle features use; the same type whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, accepted wherever a Db is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** How the job queue reaches this database (core/jobs/queue.ts): PGlite's one connection, or the URL. */
  queueConnection: QueueConnection;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Where the generated migrations are: beside the sources in development, copied beside dist/ in a build. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.resolve(here, '../../../drizzle'), // src/core/db → apps/server/drizzle
    path.resolve(here, '../drizzle'), // dist/main.js → apps/server/drizzle
    path.resolve(here, './drizzle'),
  ];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

const MIGRATION_LOCK_ID = 724_001;

export interface OpenOptions {
  /** A postgres:// URL; unset opens PGlite. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; unset (with no URL) keeps it in memory, as tests do. */
  dataDir?: string | undefined;
  poolMax?: number;
  /** Called with every statement sent through Drizzle (the query-count suite counts them). */
  onQuery?: (query: string) => void;
}

/** Distinct statement texts prepared by name at most; beyond them a new text is sent unnamed, as before. */
export const NAMED_STATEMENTS_MAX = 500;
/** Longer texts are sent unnamed: a statement this long is not a hot read. */
const NAMED_STATEMENT_TEXT_MAX = 16_384;

/**
 * Prepares every repeated statement of the pool by name, so that PostgreSQL parses and plans a text once per
 * connection instead of at every call (the plan of a list with joins took 0.6 ms of its 0.9 ms; the query itself
 * 0.1 ms). Drizzle builds the same text for every call of a query with other parameter values; a name is given
 * to each text of at most NAMED_STATEMENT_TEXT_MAX characters, up to NAMED_STATEMENTS_MAX texts in the process,
 * and node-postgres then sends Parse once per connection and only Bind/Execute after. PostgreSQL keeps a
 * statement's plan after five calls when the generic plan is no worse than the custom ones (plan_cache_mode auto).
 * Statements inside a transaction go through a checked-out client and stay unnamed.
 */
function nameRepeatedStatements(pool: pg.Pool): void {
  const names = new Map<string, string>();
  const query = pool.query.bind(pool) as (config: unknown, ...rest: unknown[]) => unknown;
  const named = (config: unknown, ...rest: unknown[]): unknown => {
    if (typeof config === 'object' && config !== null && 'text' in config && !('name' in config && config.name)) {
      const { text } = config as { text: unknown };
      if (typeof text === 'string' && text.length <= NAMED_STATEMENT_TEXT_MAX) {
        let name = names.get(text);
        if (name === undefined && names.size < NAMED_STATEMENTS_MAX) {
          name = `portal_${names.size + 1}`;
          names.set(text, name);
        }
        if (name !== undefined) (config as { name?: string }).name = name;
      }
    }
    return query(config, ...rest);
  };
  // pg.Pool's query has a dozen overloads; the wrapper hands every argument on unchanged but the name.
  pool.query = named as typeof pool.query;
}

/** Drizzle's logger slot, used only to observe statements when asked to. */
function queryLogger(options: OpenOptions): { logQuery(query: string): void } | false {
  const { onQuery } = options;
  return onQuery ? { logQuery: (query) => onQuery(query) } : false;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const folder = migrationsFolder();
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: 2000,
      statement_timeout: 5000,
      // The client's own bound on the same 5 s: a database that stops answering (a network stall, where the server's
      // statement_timeout never fires) fails the query instead of holding the request and a pool connection until the
      // stall ends (docs/security.md RE4). A timed-out pool query's connection is discarded.
      query_timeout: 5000,
      // Short OLTP statements: JIT compiling costs more than it saves (the bench measured ~120 ms a request
      // once the planner's estimate passed jit_above_cost).
      options: '-c jit=off',
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection (database restart) must not crash the process.
    pool.on('error', () => {});
    nameRepeatedStatements(pool);
    const db = drizzleNodePg(pool, { schema, casing: 'snake_case', logger: queryLogger(options) }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      queueConnection: { kind: 'postgres', url: options.databaseUrl },
      async migrate() {
        // Several copies may start at once: one migrates, the others wait for the lock.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migrateNodePg(drizzleNodePg(client, { casing: 'snake_case' }), { migrationsFolder: folder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  // pg_trgm: the forum search index (migration 0001).
  const client = new PGlite({ ...(options.dataDir ? { dataDir: options.dataDir } : {}), extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: 'snake_case', logger: queryLogger(options) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    queueConnection: { kind: 'pglite', client },
    async migrate() {
      await migratePglite(drizzlePglite(client, { casing: 'snake_case' }), { migrationsFolder: folder });
    },
    close: () => client.close(),
  };
}

/** Answers whether the database responds, within a short time. */
export async function pingDatabase(db: Db, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Runs raw SQL and answers its rows (both drivers answer `{ rows }`; the shared Db type cannot say so). */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
