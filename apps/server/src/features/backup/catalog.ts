// What a backup and a restore learn of the database from PostgreSQL's own catalog (the same on PGlite): the tables of
// the schema `public` in an order that loads without breaking a foreign key, their primary keys, the columns a load
// writes, the sequences, and the migration level (the last migration applied, in the drizzle journal's terms).
import fs from 'node:fs';
import path from 'node:path';
import { type MigrationMeta, readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder } from '#server/core/db/client.ts';
import { qualified, type SqlSession } from './sql-session.ts';

/** Every base table of `public`, parents before the tables whose foreign keys point at them (ties by name). */
export async function tablesInLoadOrder(session: SqlSession): Promise<string[]> {
  const tables = await session.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const edges = await session.query<{ child: string; parent: string }>(
    `select cl.relname as child, pr.relname as parent from pg_constraint co
       join pg_class cl on cl.oid = co.conrelid join pg_class pr on pr.oid = co.confrelid
       join pg_namespace n on n.oid = cl.relnamespace
      where co.contype = 'f' and n.nspname = 'public' and cl.oid <> pr.oid`,
  );
  const parents = new Map<string, Set<string>>(tables.map((table) => [table.name, new Set<string>()]));
  for (const edge of edges) parents.get(edge.child)?.add(edge.parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const next = tables.find(
      (table) => !placed.has(table.name) && [...(parents.get(table.name) ?? [])].every((p) => placed.has(p)),
    );
    if (!next) throw new Error('The tables\u2019 foreign keys form a cycle: no load order exists.');
    placed.add(next.name);
    ordered.push(next.name);
  }
  return ordered;
}

export interface KeyColumn {
  name: string;
  /** The column's type as SQL writes it (`integer`, `text`): the keyset's parameters are cast to it. */
  type: string;
}

/** The primary key's columns in key order; none for a table without one (it is read in physical order). */
export async function primaryKey(session: SqlSession, table: string): Promise<KeyColumn[]> {
  return session.query<KeyColumn>(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
       from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = $1::regclass and i.indisprimary
      order by array_position(i.indkey::int2[], a.attnum)`,
    [qualified(table)],
  );
}

export interface LoadColumns {
  /** The columns a load writes: every column but the generated ones. */
  names: string[];
  /** An identity column GENERATED ALWAYS needs OVERRIDING SYSTEM VALUE to take the archived value. */
  overriding: boolean;
}

export async function loadColumns(session: SqlSession, table: string): Promise<LoadColumns> {
  const columns = await session.query<{ name: string; identity: string; generated: string }>(
    `select attname as name, attidentity::text as identity, attgenerated::text as generated from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped order by attnum`,
    [qualified(table)],
  );
  return {
    names: columns.filter((column) => column.generated === '').map((column) => column.name),
    overriding: columns.some((column) => column.identity === 'a'),
  };
}

export interface SequenceState {
  name: string;
  /** bigint as text: JSON numbers would lose digits past 2^53. */
  lastValue: string;
  isCalled: boolean;
}

export async function sequences(session: SqlSession): Promise<SequenceState[]> {
  const names = await session.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  const states: SequenceState[] = [];
  for (const { name } of names) {
    const [row] = await session.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text as last_value, is_called from ${qualified(name)}`,
    );
    if (row) states.push({ name, lastValue: row.last_value, isCalled: row.is_called });
  }
  return states;
}

export interface MigrationLevel {
  /** The journal's tag of the last migration applied, e.g. `0019_backups`. */
  tag: string;
  /** Its SQL's SHA-256 as drizzle records it. */
  hash: string;
  /** The journal's `when` (drizzle's `created_at`). */
  when: number;
}

export interface Migration extends MigrationMeta {
  tag: string;
}

/** This build's migrations in order, each with its journal tag. */
export function buildMigrations(): Migration[] {
  const folder = migrationsFolder();
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const metas = readMigrationFiles({ migrationsFolder: folder });
  return metas.map((meta, index) => ({ ...meta, tag: journal.entries[index]?.tag ?? `#${index}` }));
}

/** The last migration applied to the database, or null when none is. */
export async function migrationLevel(session: SqlSession): Promise<MigrationLevel | null> {
  const [exists] = await session.query<{ found: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!exists?.found) return null;
  const [last] = await session.query<{ hash: string; created_at: string }>(
    'select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  if (!last) return null;
  const known = buildMigrations().find((migration) => String(migration.folderMillis) === last.created_at);
  if (!known) {
    throw new Error(
      `The database is at a migration this version of the portal does not know (created_at ${last.created_at}): ` +
        'back it up with the version that migrated it.',
    );
  }
  return { tag: known.tag, hash: last.hash, when: known.folderMillis };
}

/** The application's version (apps/server/package.json, beside the migrations folder in a build and in the sources). */
export function appVersion(): string {
  try {
    const file = path.join(migrationsFolder(), '..', 'package.json');
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
