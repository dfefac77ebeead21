// The backup archive (docs/decisions/029-backup-and-restore.md): one gzip'd tar holding, in this order,
//   tables/<table>/<00001>.jsonl   every row of every table of `public`, one JSON object a line (PostgreSQL's own
//                                  row_to_json, loaded back by json_populate_recordset: the types round-trip on
//                                  PGlite and PostgreSQL alike), in parts of at most PART_BYTES, tables in load order;
//   files/<store key>              every stored file a row names (private files and public media), each run of at
//                                  most KEYSET_ROWS files followed by
//   file-lists/<00001>.jsonl       the name, size and SHA-256 of each file of the run before it;
//   manifest.json                  last: versions, migration level, rows per table, sequences, files, and the size
//                                  and SHA-256 of every table part and file list (format 1: of every file too).
// Everything streams: a table is read KEYSET_ROWS rows at a time and written a part at a time, a file is piped from
// the store into the archive, the files' hashes go into a list per run of files instead of the manifest, so memory
// stays flat whatever the size of the data (docs/decisions/038-backup-file-lists.md).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { z } from 'zod';
import type { Db } from '#server/core/db/client.ts';
import { type FileStore, isSafeKey } from '#server/core/files/store.ts';
import {
  appVersion,
  buildMigrations,
  type KeyColumn,
  type LoadColumns,
  loadColumns,
  migrationLevel,
  primaryKey,
  sequences,
  tablesInLoadOrder,
} from './catalog.ts';
import { inTransaction, qualified, quoteIdent, type SqlSession } from './sql-session.ts';

export const ARCHIVE_FORMAT = 'certification-portal-backup';
/** 2: the files' hashes are in file lists (decision 038); 1 listed every file in the manifest, still restored. */
export const ARCHIVE_FORMAT_VERSION = 2;
export const MANIFEST_NAME = 'manifest.json';
/** The folder of the file lists in an archive: `file-lists/00001.jsonl`, … */
export const FILE_LISTS = 'file-lists/';
/** Rows read per statement of a table's keyset walk. */
export const KEYSET_ROWS = 1_000;
/** A table part is cut once it holds this many bytes (the most a backup holds of a table at once). */
export const PART_BYTES = 4 * 1024 * 1024;
/** Rows inserted per statement by a restore, and the most bytes of JSON in one. */
const LOAD_ROWS = 1_000;
const LOAD_BYTES = 2 * 1024 * 1024;
/** A backup whose files changed under it (a file deleted after the snapshot) is taken again, this many times in all. */
const BACKUP_ATTEMPTS = 3;

const partSchema = z.object({
  name: z.string(),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.union([z.literal(1), z.literal(ARCHIVE_FORMAT_VERSION)]),
  appVersion: z.string(),
  createdAt: z.string(),
  database: z.enum(['pglite', 'postgres']),
  migration: z.object({ tag: z.string(), hash: z.string(), when: z.number() }),
  tables: z.array(z.object({ name: z.string(), rows: z.number().int().min(0), parts: z.array(z.string()) })),
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() })),
  files: z.object({ count: z.number().int().min(0), bytes: z.number().int().min(0), missing: z.array(z.string()) }),
  parts: z.array(partSchema),
});
export type Manifest = z.infer<typeof manifestSchema>;
type Part = z.infer<typeof partSchema>;

/** An archive that is damaged, truncated, inconsistent or not one of ours: nothing was written. */
export class ArchiveError extends Error {
  override name = 'ArchiveError';
}

/** A restore that would replace data, refused without --force: nothing was written. */
export class NotEmptyError extends Error {
  override name = 'NotEmptyError';
}

/** A file a snapshot's row names went missing while the backup ran (deleted after the snapshot): take it again. */
class FileRaceError extends Error {}

/** Every store key the rows name: the private files' rows and the public images' columns (under `media/`). */
const NAMED = `(
    select store_key as k from stored_files
    union all select 'media/' || image_key from programs where image_key is not null
    union all select 'media/' || image_key from gallery_images
    union all select 'media/' || avatar_key from director_messages where avatar_key is not null
    union all select 'media/' || avatar_key from users where avatar_key is not null
  ) f`;
const NAMED_FILES = `select k from ${NAMED} where k > $1 group by k order by k limit ${KEYSET_ROWS}`;

export interface BackupSummary {
  file: string;
  bytes: number;
  rows: number;
  tables: number;
  files: number;
  missingFiles: string[];
}

export interface BackupOptions {
  db: Db;
  kind: 'pglite' | 'postgres';
  store: FileStore;
  /** The archive's path; written as `<out>.<pid>.part` and renamed when complete. */
  out: string;
  now?: () => Date;
}

/** Writes one archive of the whole portal; a failed backup leaves nothing under `out`. */
export async function writeBackup(options: BackupOptions): Promise<BackupSummary> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await writeBackupOnce(options);
    } catch (error) {
      if (!(error instanceof FileRaceError) || attempt >= BACKUP_ATTEMPTS) throw error;
    }
  }
}

async function writeBackupOnce(options: BackupOptions): Promise<BackupSummary> {
  const out = path.resolve(options.out);
  await fsp.mkdir(path.dirname(out), { recursive: true });
  const temporary = `${out}.${process.pid}.part`;
  const pack = tar.pack();
  const written = pipeline(pack, zlib.createGzip(), fs.createWriteStream(temporary, { mode: 0o600 }));
  // A failed write ends the backup below; the rejection is read there, not left unhandled.
  written.catch(() => {});
  const parts: Part[] = [];
  try {
    const manifest = await inTransaction(options.db, 'snapshot', async (session) => {
      const level = await migrationLevel(session);
      if (!level) throw new Error('The database has no migrations applied: there is nothing to back up.');
      const tables: Manifest['tables'] = [];
      for (const table of await tablesInLoadOrder(session)) {
        tables.push(await packTable(session, pack, table, parts));
      }
      const files = await packFiles(session, options, pack, parts);
      const states = await sequences(session);
      return {
        format: ARCHIVE_FORMAT,
        formatVersion: ARCHIVE_FORMAT_VERSION,
        appVersion: appVersion(),
        createdAt: (options.now?.() ?? new Date()).toISOString(),
        database: options.kind,
        migration: level,
        tables,
        sequences: states,
        files,
        parts,
      } satisfies Manifest;
    });
    await addEntry(pack, MANIFEST_NAME, Buffer.from(`${JSON.stringify(manifest, null, 1)}\n`));
    pack.finalize();
    await written;
    await fsp.rename(temporary, out);
    const { size } = await fsp.stat(out);
    return {
      file: out,
      bytes: size,
      rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
      tables: manifest.tables.length,
      files: manifest.files.count,
      missingFiles: manifest.files.missing,
    };
  } catch (error) {
    pack.destroy();
    await written.catch(() => {});
    await fsp.rm(temporary, { force: true });
    throw error;
  }
}

/** Adds one entry of known size from a buffer or a stream; answers its part (size and SHA-256). */
async function addEntry(pack: tar.Pack, name: string, body: Buffer | Readable, size?: number): Promise<Part> {
  const bytes = Buffer.isBuffer(body) ? body.length : size;
  if (bytes === undefined) throw new Error(`The size of ${name} is unknown`);
  const hash = createHash('sha256');
  let seen = 0;
  let entry: ReturnType<tar.Pack['entry']> | undefined;
  const added = new Promise<void>((resolve, reject) => {
    entry = pack.entry({ name, size: bytes, mode: 0o600, mtime: new Date(0) }, (error) =>
      error ? reject(error) : resolve(),
    );
  });
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      seen += chunk.length;
      callback(null, chunk);
    },
  });
  if (!entry) throw new Error('tar entry not opened');
  await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, counted, entry);
  await added;
  if (seen !== bytes) throw new Error(`${name}: ${seen} bytes read, ${bytes} expected`);
  return { name, bytes, sha256: hash.digest('hex') };
}

/** Walks a table by its primary key (keyset pages), cutting parts of at most PART_BYTES. */
async function packTable(
  session: SqlSession,
  pack: tar.Pack,
  table: string,
  parts: Part[],
): Promise<Manifest['tables'][number]> {
  const key = await primaryKey(session, table);
  const names: string[] = [];
  let rows = 0;
  let lines: Buffer[] = [];
  let size = 0;
  const flush = async () => {
    if (lines.length === 0) return;
    const name = `tables/${table}/${String(names.length + 1).padStart(5, '0')}.jsonl`;
    parts.push(await addEntry(pack, name, Buffer.concat(lines, size)));
    names.push(name);
    lines = [];
    size = 0;
  };
  for await (const page of keysetPages(session, table, key)) {
    for (const json of page) {
      const line = Buffer.from(`${json}\n`);
      lines.push(line);
      size += line.length;
      rows += 1;
    }
    if (size >= PART_BYTES) await flush();
  }
  await flush();
  return { name: table, rows, parts: names };
}

/** A table's rows as JSON texts, KEYSET_ROWS at a time, in primary-key order (physical order without a key). */
async function* keysetPages(session: SqlSession, table: string, key: KeyColumn[]): AsyncGenerator<string[]> {
  const keyNames = key.map((column) => `t.${quoteIdent(column.name)}`);
  const order = key.length > 0 ? keyNames.join(', ') : 't.ctid';
  const keyTexts =
    key.length > 0 ? keyNames.map((name, index) => `${name}::text as k${index}`) : ['t.ctid::text as k0'];
  const casts = key.length > 0 ? key.map((column) => column.type) : ['tid'];
  let after: (string | null)[] | null = null;
  for (;;) {
    const where: string = after
      ? `where (${key.length > 0 ? keyNames.join(', ') : 't.ctid'}) > (${casts.map((type, index) => `$${index + 1}::${type}`).join(', ')})`
      : '';
    const rows: Record<string, string>[] = await session.query<Record<string, string>>(
      `select row_to_json(t)::text as j, ${keyTexts.join(', ')} from ${qualified(table)} t ${where}
        order by ${order} limit ${KEYSET_ROWS}`,
      after ?? [],
    );
    if (rows.length === 0) return;
    yield rows.map((row) => row.j as string);
    const last = rows[rows.length - 1] as Record<string, string>;
    after = casts.map((_type, index) => last[`k${index}`] ?? null);
    if (rows.length < KEYSET_ROWS) return;
  }
}

/**
 * Every file the snapshot's rows name, piped from the store into the archive; after each run of them (one keyset
 * page, at most KEYSET_ROWS) a file list with their names, sizes and SHA-256s, which alone goes into the manifest.
 */
async function packFiles(
  session: SqlSession,
  options: BackupOptions,
  pack: tar.Pack,
  parts: Part[],
): Promise<Manifest['files']> {
  let count = 0;
  let bytes = 0;
  const missing: string[] = [];
  let after = '';
  let lists = 0;
  for (;;) {
    const keys = await session.query<{ k: string }>(NAMED_FILES, [after]);
    const run: Part[] = [];
    for (const { k } of keys) {
      const object = isSafeKey(k) ? await options.store.get(k) : null;
      if (!object || object.size === undefined) {
        object?.body.destroy();
        // Deleted after the snapshot (its row is gone now too): the snapshot is stale for files, take another.
        if (!(await stillNamed(options.db, k))) throw new FileRaceError(k);
        missing.push(k);
        continue;
      }
      run.push(await addEntry(pack, `files/${k}`, object.body, object.size));
      count += 1;
      bytes += object.size;
    }
    if (run.length > 0) {
      lists += 1;
      const list = run.map((part) => `${JSON.stringify(part)}\n`).join('');
      parts.push(await addEntry(pack, `${FILE_LISTS}${String(lists).padStart(5, '0')}.jsonl`, Buffer.from(list)));
    }
    const last = keys[keys.length - 1];
    if (!last || keys.length < KEYSET_ROWS) break;
    after = last.k;
  }
  return { count, bytes, missing };
}

/** Whether a row names the key now (outside the backup's snapshot). */
async function stillNamed(db: Db, key: string): Promise<boolean> {
  return inTransaction(db, 'write', async (session) => {
    const [row] = await session.query<{ found: boolean }>(
      `select exists (select 1 from ${NAMED} where k = $1) as found`,
      [key],
    );
    return row?.found === true;
  });
}

// ------------------------------------------------------------------------------------------------ reading

interface SeenPart extends Part {
  /** Lines of a table part or a file list. */
  lines: number;
}

/** What one pass through an archive found: the parts the manifest must list, the files' totals, the first keys. */
interface Reading {
  /** Table parts and file lists (format 1: every file too, as that manifest lists them). */
  seen: SeenPart[];
  /** Files since the last file list: at most one run of them in a format 2 archive. */
  unlisted: SeenPart[];
  files: number;
  fileBytes: number;
  /** The first file a file list does not match, and how (judged once the manifest says whether the list is whole). */
  mismatch: { list: string; why: string } | null;
  /** The first store keys of the archive (an S3 target is checked for them). */
  firstKeys: string[];
}

/** Streams through an archive once: every part's size, SHA-256 and lines, then the manifest, checked against them. */
export async function verifyArchive(file: string): Promise<Manifest> {
  return (await checkArchive(file)).manifest;
}

async function checkArchive(file: string): Promise<{ manifest: Manifest; firstKeys: string[] }> {
  const reading: Reading = { seen: [], unlisted: [], files: 0, fileBytes: 0, mismatch: null, firstKeys: [] };
  let manifestText: string | null = null;
  try {
    await forEachEntry(file, async (name, body) => {
      if (manifestText !== null)
        throw new ArchiveError(`"${name}" follows the manifest: the archive is not one backup.`);
      if (name === MANIFEST_NAME) {
        manifestText = (await readBody(body)).toString('utf8');
        return;
      }
      if (name.startsWith(FILE_LISTS)) {
        const data = await readBody(body);
        const list = { ...measure(name, data), lines: countLines(data) };
        reading.seen.push(list);
        reading.mismatch ??= matchList(name, data, reading.unlisted);
        reading.unlisted = [];
        return;
      }
      const hash = createHash('sha256');
      let bytes = 0;
      let lines = 0;
      for await (const chunk of body) {
        const buffer = chunk as Buffer;
        hash.update(buffer);
        bytes += buffer.length;
        lines += countLines(buffer);
      }
      const part = { name, bytes, sha256: hash.digest('hex'), lines };
      if (name.startsWith('files/')) {
        if (!isSafeKey(name.slice('files/'.length))) refuse(`"${name}" is not a store key`);
        reading.unlisted.push(part);
        reading.files += 1;
        reading.fileBytes += bytes;
        if (reading.firstKeys.length < 100) reading.firstKeys.push(name.slice('files/'.length));
      } else reading.seen.push(part);
    });
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    throw new ArchiveError(
      `The archive ${file} is damaged or truncated (${error instanceof Error ? error.message : String(error)}): nothing was restored.`,
    );
  }
  if (manifestText === null)
    throw new ArchiveError(`The archive ${file} has no manifest (truncated?): nothing was restored.`);
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(manifestText));
  } catch {
    throw new ArchiveError(`The manifest of ${file} is not a backup manifest of this portal: nothing was restored.`);
  }
  checkConsistency(manifest, reading);
  return { manifest, firstKeys: reading.firstKeys };
}

async function readBody(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function measure(name: string, data: Buffer): Part {
  return { name, bytes: data.length, sha256: createHash('sha256').update(data).digest('hex') };
}

function countLines(buffer: Buffer): number {
  let lines = 0;
  for (let at = buffer.indexOf(10); at !== -1; at = buffer.indexOf(10, at + 1)) lines += 1;
  return lines;
}

function refuse(why: string): never {
  throw new ArchiveError(`The archive does not match its manifest: ${why}. Nothing was restored.`);
}

/** Whether a file list names exactly the files read since the one before, with their sizes and SHA-256s. */
function matchList(list: string, data: Buffer, files: SeenPart[]): { list: string; why: string } | null {
  const lines = data.toString('utf8').split('\n');
  if (lines.pop() !== '' || lines.length !== files.length) {
    return { list, why: `"${list}" lists ${lines.length} files, ${files.length} come before it` };
  }
  for (const [index, file] of files.entries()) {
    const listed = partSchema.safeParse(safeJson(lines[index] ?? ''));
    if (!listed.success || listed.data.name !== file.name) {
      return { list, why: `"${list}" does not list "${file.name}", which comes before it` };
    }
    if (listed.data.bytes !== file.bytes) {
      return { list, why: `"${file.name}" holds ${file.bytes} bytes, its file list says ${listed.data.bytes}` };
    }
    if (listed.data.sha256 !== file.sha256)
      return { list, why: `the SHA-256 of "${file.name}" differs (a changed byte)` };
  }
  return null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function checkConsistency(manifest: Manifest, reading: Reading): void {
  // Format 1 lists every file in the manifest: they are checked there, as every other part.
  const seen = manifest.formatVersion === 1 ? [...reading.seen, ...reading.unlisted] : reading.seen;
  if (manifest.formatVersion !== 1 && reading.unlisted.length > 0) {
    refuse(`"${reading.unlisted[0]?.name}" is in no file list`);
  }
  const listed = new Map(manifest.parts.map((part) => [part.name, part]));
  if (listed.size !== manifest.parts.length) refuse('the manifest lists a part twice');
  const byName = new Map(seen.map((part) => [part.name, part]));
  if (byName.size !== seen.length) refuse('a part is stored twice');
  for (const part of seen) {
    const expected = listed.get(part.name);
    if (!expected) refuse(`"${part.name}" is not in the manifest`);
    else if (expected.bytes !== part.bytes)
      refuse(`"${part.name}" holds ${part.bytes} bytes, the manifest says ${expected.bytes}`);
    else if (expected.sha256 !== part.sha256) refuse(`the SHA-256 of "${part.name}" differs (a changed byte)`);
  }
  for (const name of listed.keys()) if (!byName.has(name)) refuse(`"${name}" is missing`);
  // Every file list is the manifest's own: a file it does not match was changed, dropped or added.
  if (reading.mismatch) refuse(reading.mismatch.why);
  const tableParts = new Set<string>();
  for (const table of manifest.tables) {
    let lines = 0;
    for (const name of table.parts) {
      if (!name.startsWith(`tables/${table.name}/`)) refuse(`"${name}" is not a part of table ${table.name}`);
      lines += byName.get(name)?.lines ?? 0;
      tableParts.add(name);
    }
    if (lines !== table.rows) refuse(`table ${table.name} holds ${lines} rows, the manifest says ${table.rows}`);
  }
  for (const part of seen) {
    const fileList = manifest.formatVersion !== 1 && part.name.startsWith(FILE_LISTS);
    if (!part.name.startsWith('files/') && !fileList && !tableParts.has(part.name)) {
      refuse(`"${part.name}" belongs to no table`);
    }
  }
  if (reading.files !== manifest.files.count) {
    refuse(`it holds ${reading.files} files, the manifest says ${manifest.files.count}`);
  }
  if (reading.fileBytes !== manifest.files.bytes)
    refuse(`its files hold ${reading.fileBytes} bytes, the manifest says ${manifest.files.bytes}`);
  const migrations = buildMigrations();
  const known = migrations.find((migration) => migration.tag === manifest.migration.tag);
  if (!known) {
    refuse(
      `it was made at migration ${manifest.migration.tag}, which this version of the portal does not have (restore it with version ${manifest.appVersion} or newer)`,
    );
  } else if (known.hash !== manifest.migration.hash) {
    refuse(`its migration ${manifest.migration.tag} differs from this version's`);
  }
}

/** Calls `onEntry` for each entry of the gzip'd tar in order; the body must be read to its end. */
async function forEachEntry(file: string, onEntry: (name: string, body: Readable) => Promise<void>): Promise<void> {
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  reading.catch(() => {});
  try {
    for await (const entry of extract) {
      if (entry.header.type !== 'file') throw new ArchiveError(`"${entry.header.name}" is not a file entry`);
      await onEntry(entry.header.name, entry as unknown as Readable);
    }
  } finally {
    extract.destroy();
  }
  await reading;
}

// ------------------------------------------------------------------------------------------------ restoring

export interface RestoreOptions {
  db: Db;
  store: FileStore;
  /** The local store's folder (FILE_STORE=local): counted before, emptied by --force. Unset for S3. */
  storeDir?: string | undefined;
  from: string;
  force: boolean;
  /** Migrates to this version's level once the archive is in (the database's own `migrate`). */
  migrate: () => Promise<void>;
}

export interface RestoreSummary {
  manifest: Manifest;
  rows: number;
  files: number;
}

/**
 * Checks the whole archive first, refuses a non-empty target without `force`, then in ONE transaction drops what is
 * there, recreates the schema at the archive's migration level, drops the secondary indexes, loads every table
 * (triggers off: the counters are in the rows), builds the indexes again, sets the sequences; the files go to the
 * store during the same pass. Then migrates to this version.
 */
export async function restoreArchive(options: RestoreOptions): Promise<RestoreSummary> {
  const { manifest, firstKeys } = await checkArchive(options.from);
  const present = await whatIsThere(options, firstKeys);
  if (!options.force && (present.users > 0 || present.files > 0)) {
    throw new NotEmptyError(
      `The target is not empty: the database holds ${present.users} accounts and ${present.rows} rows in ${present.tables} tables, ` +
        `the file store ${present.files} files. A restore replaces all of it with the archive's ` +
        `(${manifest.tables.reduce((sum, table) => sum + table.rows, 0)} rows, ${manifest.files.count} files of ${manifest.createdAt}). ` +
        'Run it again with --force to replace them. Nothing was changed.',
    );
  }
  const migrations = buildMigrations();
  const levelIndex = migrations.findIndex((migration) => migration.tag === manifest.migration.tag);
  let rows = 0;
  await inTransaction(options.db, 'write', async (session) => {
    await session.exec('drop schema if exists drizzle cascade; drop schema if exists pgboss cascade');
    await session.exec('drop schema if exists public cascade; create schema public');
    await session.exec(
      'create schema if not exists drizzle; create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
    );
    for (const migration of migrations.slice(0, levelIndex + 1)) {
      for (const statement of migration.sql) if (statement.trim()) await session.exec(statement);
      await session.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
        migration.hash,
        migration.folderMillis,
      ]);
    }
    const tables = new Map(manifest.tables.map((table) => [table.name, table]));
    // Rows a migration writes itself (e.g. the maintenance switch's one row) give way to the archive's.
    if (tables.size > 0) await session.exec(`truncate ${[...tables.keys()].map(qualified).join(', ')}`);
    for (const table of tables.keys()) await session.exec(`alter table ${qualified(table)} disable trigger user`);
    // A bulk load: the secondary indexes are built once at the end instead of kept up to date row by row.
    const indexes = await dropSecondaryIndexes(session);
    const columns = new Map<string, LoadColumns>();
    await forEachEntry(options.from, async (name, body) => {
      if (name.startsWith('tables/')) {
        const table = name.split('/')[1] ?? '';
        if (!tables.has(table)) throw new ArchiveError(`"${name}" names no table of the archive`);
        let load = columns.get(table);
        if (!load) {
          load = await loadColumns(session, table);
          columns.set(table, load);
        }
        rows += await loadPart(session, table, load, body);
      } else if (name.startsWith('files/')) {
        await options.store.put(name.slice(6), body, 'application/octet-stream');
      } else {
        body.resume();
      }
    });
    // Deferred foreign keys are checked now: a table with pending checks can be neither altered nor indexed.
    await session.exec('set constraints all immediate');
    for (const index of indexes) await session.exec(index.definition);
    for (const table of tables.keys()) await session.exec(`alter table ${qualified(table)} enable trigger user`);
    for (const state of manifest.sequences) {
      await session.query('select setval($1::regclass, $2::bigint, $3)', [
        qualified(state.name),
        state.lastValue,
        state.isCalled,
      ]);
    }
  });
  // Only once the database holds the archive's rows: a failed restore leaves the old files beside the old rows.
  if (options.force && options.storeDir) await removeOtherFiles(options, options.storeDir, manifest.files.missing);
  await options.migrate();
  return { manifest, rows, files: manifest.files.count };
}

interface SecondaryIndex {
  name: string;
  /** `CREATE INDEX …` exactly as the migrations made it (pg_get_indexdef). */
  definition: string;
}

/**
 * Drops every index of `public`'s tables that no constraint owns (a primary key, a unique or exclusion constraint, or
 * the unique index a foreign key points at stay: they keep checking the rows as they come) and answers their
 * definitions, to be created again once the rows are in: one sort per index instead of a tree updated row by row.
 */
async function dropSecondaryIndexes(session: SqlSession): Promise<SecondaryIndex[]> {
  const indexes = await session.query<SecondaryIndex>(
    `select ci.relname as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i join pg_class t on t.oid = i.indrelid join pg_class ci on ci.oid = i.indexrelid
       join pg_namespace ns on ns.oid = t.relnamespace
      where ns.nspname = 'public' and t.relkind = 'r' and ci.relkind = 'i' and not i.indisprimary
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
      order by t.relname, ci.relname`,
  );
  for (const index of indexes) await session.exec(`drop index ${qualified(index.name)}`);
  return indexes;
}

/** Inserts a part's lines, LOAD_ROWS (or LOAD_BYTES) at a time; answers the rows inserted. */
async function loadPart(session: SqlSession, table: string, load: LoadColumns, body: Readable): Promise<number> {
  const columns = load.names.map(quoteIdent).join(', ');
  const statement = `insert into ${qualified(table)} (${columns}) ${load.overriding ? 'overriding system value ' : ''}
    select ${columns} from json_populate_recordset(null::${qualified(table)}, $1::json)`;
  let batch: string[] = [];
  let batchBytes = 0;
  let rest = '';
  let rows = 0;
  const send = async () => {
    if (batch.length === 0) return;
    await session.query(statement, [`[${batch.join(',')}]`]);
    rows += batch.length;
    batch = [];
    batchBytes = 0;
  };
  const decoder = new TextDecoder();
  for await (const chunk of body) {
    const text = rest + decoder.decode(chunk as Buffer, { stream: true });
    const lines = text.split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      if (!line) continue;
      batch.push(line);
      batchBytes += line.length;
      if (batch.length >= LOAD_ROWS || batchBytes >= LOAD_BYTES) await send();
    }
  }
  if (rest) batch.push(rest);
  await send();
  return rows;
}

interface Present {
  users: number;
  rows: number;
  tables: number;
  files: number;
}

/** What the target holds now: accounts and rows of the database, files of the store. */
async function whatIsThere(options: RestoreOptions, archiveKeys: string[]): Promise<Present> {
  const present: Present = { users: 0, rows: 0, tables: 0, files: 0 };
  await inTransaction(options.db, 'write', async (session) => {
    const tables = await session.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')`,
    );
    for (const { name } of tables) {
      const [row] = await session.query<{ n: string }>(`select count(*)::text as n from ${qualified(name)}`);
      const count = Number(row?.n ?? 0);
      if (count > 0) present.tables += 1;
      present.rows += count;
      if (name === 'users') present.users = count;
    }
  });
  if (options.storeDir) present.files = await countFiles(options.storeDir);
  else {
    // An S3 bucket is not listed: it counts as holding files when keys of the archive are there already.
    for (const key of archiveKeys) {
      const object = await options.store.get(key);
      if (object) {
        object.body.destroy();
        present.files += 1;
      }
    }
  }
  return present;
}

/** The files of a local store's folder, one at a time (a folder of any size is never listed whole). */
async function* filesIn(folder: string): AsyncGenerator<{ full: string; key: string }> {
  const directory = await fsp.opendir(folder, { recursive: true }).catch(() => null);
  if (!directory) return;
  for await (const entry of directory) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    yield { full, key: path.relative(folder, full).split(path.sep).join('/') };
  }
}

async function countFiles(folder: string): Promise<number> {
  let count = 0;
  for await (const { key } of filesIn(folder)) if (!key.endsWith('.part')) count += 1;
  return count;
}

/**
 * --force on the local store: removes every file the archive does not hold (the replaced portal's). The archive holds
 * exactly the files the restored rows name but the ones it lists as missing; the folder is walked in runs of
 * KEYSET_ROWS files, each looked up in the restored database (never a set of every key in memory).
 */
async function removeOtherFiles(options: RestoreOptions, folder: string, missing: string[]): Promise<void> {
  const absent = new Set(missing);
  let run: { full: string; key: string }[] = [];
  const sweep = async () => {
    const keys = run.map((file) => file.key);
    const named = await inTransaction(options.db, 'write', (session) =>
      session.query<{ k: string }>(
        `select u.k from unnest($1::text[]) as u(k) where exists (select 1 from ${NAMED} where f.k = u.k)`,
        [keys],
      ),
    );
    const keep = new Set(named.map((row) => row.k).filter((key) => !absent.has(key)));
    for (const file of run) if (!keep.has(file.key)) await fsp.rm(file.full, { force: true });
    run = [];
  };
  for await (const file of filesIn(folder)) {
    run.push(file);
    if (run.length >= KEYSET_ROWS) await sweep();
  }
  if (run.length > 0) await sweep();
}
