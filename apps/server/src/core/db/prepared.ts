// Statements built once: the hot reads' SQL is built by Drizzle once per database handle, with placeholders
// (`sql.placeholder`) where a request's values go, and each request only binds its values and runs it
// (docs/decisions/034-prepared-statements.md). Building the SQL was about a quarter of the server's CPU a hot read
// (docs/performance.md, "Authenticated reads: where a request's time goes").
//
// On PostgreSQL (node-postgres) the statement carries its name: each pool connection sends Parse once and then
// only Bind/Execute, as the pool's own naming of repeated texts does (client.ts); PostgreSQL keeps choosing between
// a generic and a custom plan as before (`plan_cache_mode = auto`), so a statement's plan is what it was. On the
// embedded PGlite the name is not used: the text and its parameters are sent as before.
//
// Built per database handle, not per process: a test app opens fresh databases, and a prepared query holds the
// session of the handle it was built on. The handles are weakly held, so a closed database's statements go with it.
import { type Placeholder, sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** A value bound when the statement runs; accepted wherever the builders take a value of the request. */
export type Bound<T> = T | Placeholder;

/** `sql.placeholder(name)`: the value of `name` in the object given to `execute`. */
export const bound = (name: string): Placeholder => sql.placeholder(name);

/**
 * A statement built on first use for each database handle and kept for it. `build` must give one SQL text
 * whatever the request (the request's values are placeholders), and each text its own name in the process:
 * node-postgres refuses one name for two texts on a connection.
 */
export function preparedOnce<Prepared>(build: (db: Db) => Prepared): (db: Db) => Prepared {
  const built = new WeakMap<Db, Prepared>();
  return (db) => {
    let prepared = built.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      built.set(db, prepared);
    }
    return prepared;
  };
}

/**
 * Statements of one read that differ by more than their values (the caller's role picks the subquery of their
 * courses, a list's scope its condition): one statement per variant, each built once per database handle. The
 * variant's key belongs in the statement's name, so that each text has its own.
 */
export function preparedVariants<Variant, Prepared>(
  keyOf: (variant: Variant) => string,
  build: (db: Db, variant: Variant, key: string) => Prepared,
): (db: Db, variant: Variant) => Prepared {
  const variants = new Map<string, (db: Db) => Prepared>();
  return (db, variant) => {
    const key = keyOf(variant);
    let statement = variants.get(key);
    if (statement === undefined) {
      statement = preparedOnce((handle) => build(handle, variant, key));
      variants.set(key, statement);
    }
    return statement(db);
  };
}
