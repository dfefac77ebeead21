// One connection held for the whole of a backup or a restore, on PGlite or PostgreSQL alike: plain SQL text with
// parameters, in one transaction. A backup's is REPEATABLE READ READ ONLY on PostgreSQL (one snapshot of every table
// while the server writes on); PGlite's transaction holds its one connection, so nothing else runs meanwhile.
import pg from 'pg';
import type { Db } from '#server/core/db/client.ts';

export interface SqlSession {
  /** One statement with parameters; answers its rows. */
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Statements without parameters (a migration's text). */
  exec(text: string): Promise<void>;
}

/** No client-side bound on one statement of a backup or restore (the pool's is 5 s: meant for requests). */
const LONG_QUERY_MS = 30 * 60_000;

interface PgliteClient {
  transaction<T>(fn: (tx: PgliteTx) => Promise<T>): Promise<T>;
}
interface PgliteTx {
  query<Row>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  exec(text: string): Promise<unknown>;
}

/** Runs `fn` in one transaction on a connection of its own; committed when it resolves, rolled back when it throws. */
export async function inTransaction<T>(
  db: Db,
  mode: 'snapshot' | 'write',
  fn: (session: SqlSession) => Promise<T>,
): Promise<T> {
  // Both Drizzle drivers keep their client as `$client`: node-postgres's pool or the PGlite instance.
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    const session: SqlSession = {
      async query<Row>(text: string, params: unknown[] = []) {
        const result = await connection.query({ text, values: params, query_timeout: LONG_QUERY_MS } as pg.QueryConfig);
        return result.rows as Row[];
      },
      async exec(text) {
        await connection.query({ text, query_timeout: LONG_QUERY_MS } as pg.QueryConfig);
      },
    };
    try {
      await connection.query(
        mode === 'snapshot'
          ? 'begin isolation level repeatable read read only'
          : 'begin isolation level read committed',
      );
      await connection.query('set local statement_timeout = 0');
      const answer = await fn(session);
      await connection.query('commit');
      return answer;
    } catch (error) {
      await connection.query('rollback').catch(() => {});
      throw error;
    } finally {
      connection.release();
    }
  }
  return (client as PgliteClient).transaction(async (tx) =>
    fn({
      async query<Row>(text: string, params: unknown[] = []) {
        return (await tx.query<Row>(text, params)).rows;
      },
      async exec(text) {
        await tx.exec(text);
      },
    }),
  );
}

/** A quoted name of the schema `public`: `"public"."name"`. */
export function qualified(name: string): string {
  return `"public".${quoteIdent(name)}`;
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Which database a Drizzle handle is on. */
export function databaseKind(db: Db): 'pglite' | 'postgres' {
  return (db as unknown as { $client: unknown }).$client instanceof pg.Pool ? 'postgres' : 'pglite';
}
