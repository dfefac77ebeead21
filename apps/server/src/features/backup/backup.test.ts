// Backup → restore gives the same data and files and a portal that serves (PGlite → PGlite here; the PostgreSQL
// cases in backup.postgres.test.ts), and a damaged, truncated or inconsistent archive, or a non-empty target without
// --force, is refused with nothing written.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { count, desc, sql } from 'drizzle-orm';
import pino from 'pino';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupRuns } from '#server/core/db/schema/index.ts';
import { createLocalStore } from '#server/core/files/store.ts';
import { JOBS } from '#server/jobs.ts';
import { sessionHeader } from '#server/testing/identities.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { ArchiveError, NotEmptyError, restoreArchive, verifyArchive, writeBackup } from './archive.ts';
import { nightlyBackupJob, nightlyName, runNightlyBackup } from './backup.jobs.ts';
import {
  type EmptyTarget,
  emptyTarget,
  expectServing,
  filesFingerprint,
  indexesFingerprint,
  tablesFingerprint,
} from './backup-testing.ts';

const execFileAsync = promisify(execFile);

let t: TestApp;
let dir: string;
let archive: string;

beforeAll(async () => {
  t = await buildTestApp({ workers: false });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-test-'));
  archive = path.join(dir, 'portal.tar.gz');
  await writeBackup({ db: t.db, kind: t.database.kind, store: t.store, out: archive });
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The archive's entries, each as bytes (the archive is small: a test only). */
async function entriesOf(file: string): Promise<{ name: string; data: Buffer }[]> {
  const extract = tar.extract();
  const entries: { name: string; data: Buffer }[] = [];
  const reading = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.push({ name: entry.header.name, data: Buffer.concat(chunks) });
  }
  await reading;
  return entries;
}

async function packed(file: string, entries: { name: string; data: Buffer }[]): Promise<string> {
  const pack = tar.pack();
  const writing = pipeline(pack, zlib.createGzip(), fs.createWriteStream(file));
  for (const entry of entries) pack.entry({ name: entry.name }, entry.data);
  pack.finalize();
  await writing;
  return file;
}

describe('backup and restore on the embedded database', () => {
  it('restores identical tables and files into an empty database and store, and the copy serves', async () => {
    const target = await emptyTarget();
    await restoreArchive({
      db: target.database.db,
      store: createLocalStore(target.storeDir),
      storeDir: target.storeDir,
      from: archive,
      force: false,
      migrate: () => target.database.migrate(),
    });
    expect(await tablesFingerprint(target.database.db)).toEqual(await tablesFingerprint(t.db));
    const indexes = await indexesFingerprint(t.db);
    expect(Object.keys(indexes).length).toBeGreaterThan(20);
    expect(await indexesFingerprint(target.database.db)).toEqual(indexes);
    const sourceFiles = filesFingerprint(t.storeDir);
    expect(Object.keys(sourceFiles).length).toBeGreaterThan(0);
    expect(filesFingerprint(target.storeDir)).toEqual(sourceFiles);
    const copy = await buildTestApp({
      existing: { database: target.database, databaseUrl: null, storeDir: target.storeDir },
    });
    try {
      await expectServing(copy.app, sourceFiles);
    } finally {
      await copy.close();
    }
  }, 120_000);

  it('writes nothing under the archive name when the backup fails', async () => {
    const failing = path.join(dir, 'failed.tar.gz');
    const broken = { ...t.store, get: async () => Promise.reject(new Error('store down')) };
    await expect(writeBackup({ db: t.db, kind: t.database.kind, store: broken, out: failing })).rejects.toThrow(
      'store down',
    );
    expect(fs.readdirSync(dir).filter((name) => name.startsWith('failed'))).toEqual([]);
  });

  describe('refuses a damaged archive with nothing written', () => {
    const damaged = async (name: string, change: (entries: { name: string; data: Buffer }[]) => void) => {
      const entries = await entriesOf(archive);
      change(entries);
      return packed(path.join(dir, name), entries);
    };
    const flip = (data: Buffer) => {
      const copy = Buffer.from(data);
      copy[Math.floor(copy.length / 2)] = (copy[Math.floor(copy.length / 2)] ?? 0) ^ 1;
      return copy;
    };
    const cases: [string, () => Promise<string>, RegExp][] = [
      [
        'a truncated archive',
        async () => {
          const bytes = fs.readFileSync(archive);
          const file = path.join(dir, 'truncated.tar.gz');
          fs.writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length * 0.8)));
          return file;
        },
        /damaged or truncated/,
      ],
      [
        'a changed byte in a table part',
        () =>
          damaged('table-byte.tar.gz', (entries) => {
            const part = entries.find((entry) => entry.name.startsWith('tables/users/'));
            if (part) part.data = flip(part.data);
          }),
        /SHA-256 of "tables\/users\//,
      ],
      [
        'a changed byte in a file',
        () =>
          damaged('file-byte.tar.gz', (entries) => {
            const part = entries.find((entry) => entry.name.startsWith('files/'));
            if (part) part.data = flip(part.data);
          }),
        /SHA-256 of "files\//,
      ],
      [
        'a changed byte in a file list',
        () =>
          damaged('file-list-byte.tar.gz', (entries) => {
            const part = entries.find((entry) => entry.name.startsWith('file-lists/'));
            if (part) part.data = flip(part.data);
          }),
        /SHA-256 of "file-lists\//,
      ],
      [
        'a manifest whose row count is wrong',
        () =>
          damaged('manifest.tar.gz', (entries) => {
            const manifest = entries.find((entry) => entry.name === 'manifest.json');
            if (!manifest) return;
            const parsed = JSON.parse(manifest.data.toString()) as { tables: { name: string; rows: number }[] };
            const users = parsed.tables.find((table) => table.name === 'users');
            if (users) users.rows += 1;
            manifest.data = Buffer.from(JSON.stringify(parsed));
          }),
        /table users holds \d+ rows, the manifest says/,
      ],
      [
        'a manifest that is not one',
        () =>
          damaged('not-manifest.tar.gz', (entries) => {
            const manifest = entries.find((entry) => entry.name === 'manifest.json');
            if (manifest) manifest.data = Buffer.from('{"format":"something else"}');
          }),
        /not a backup manifest/,
      ],
      [
        'an archive without its manifest',
        () => damaged('no-manifest.tar.gz', (entries) => entries.splice(entries.length - 1, 1)),
        /has no manifest/,
      ],
    ];
    // One empty target for every case: each must leave it empty.
    let target: EmptyTarget;
    beforeAll(async () => {
      target = await emptyTarget();
    });
    afterAll(async () => {
      await target?.database.close();
      if (target) fs.rmSync(target.storeDir, { recursive: true, force: true });
    });
    for (const [label, make, message] of cases) {
      it(label, async () => {
        {
          const from = await make();
          await expect(
            restoreArchive({
              db: target.database.db,
              store: createLocalStore(target.storeDir),
              storeDir: target.storeDir,
              from,
              force: false,
              migrate: () => target.database.migrate(),
            }),
          ).rejects.toThrow(ArchiveError);
          await expect(
            restoreArchive({
              db: target.database.db,
              store: createLocalStore(target.storeDir),
              storeDir: target.storeDir,
              from,
              force: true,
              migrate: () => target.database.migrate(),
            }),
          ).rejects.toThrow(message);
          expect(await tablesFingerprint(target.database.db)).toEqual({});
          expect(filesFingerprint(target.storeDir)).toEqual({});
        }
      });
    }
  });

  it('refuses a database that holds data without --force, saying what it would replace, and changes nothing', async () => {
    const before = await tablesFingerprint(t.db);
    const files = filesFingerprint(t.storeDir);
    const refusal = restoreArchive({
      db: t.db,
      store: t.store,
      storeDir: t.storeDir,
      from: archive,
      force: false,
      migrate: () => t.database.migrate(),
    });
    await expect(refusal).rejects.toThrow(NotEmptyError);
    await expect(refusal).rejects.toThrow(/holds \d+ accounts and \d+ rows in \d+ tables, the file store \d+ files/);
    expect(await tablesFingerprint(t.db)).toEqual(before);
    expect(filesFingerprint(t.storeDir)).toEqual(files);
  });

  it('replaces a database that holds data with --force', async () => {
    const target = await emptyTarget();
    const store = createLocalStore(target.storeDir);
    await target.database.migrate();
    await store.put('media/stale/left-over.png', Readable.from([Buffer.from('old')]), 'image/png');
    await restoreArchive({
      db: target.database.db,
      store,
      storeDir: target.storeDir,
      from: archive,
      force: true,
      migrate: () => target.database.migrate(),
    });
    expect(await tablesFingerprint(target.database.db)).toEqual(await tablesFingerprint(t.db));
    expect(filesFingerprint(target.storeDir)).toEqual(filesFingerprint(t.storeDir));
    await target.database.close();
    fs.rmSync(target.storeDir, { recursive: true, force: true });
  }, 120_000);

  it('restores an archive of format 1, whose manifest lists every file', async () => {
    type Part = { name: string; bytes: number; sha256: string };
    const entries = await entriesOf(archive);
    const lists = entries.filter((entry) => entry.name.startsWith('file-lists/'));
    const fileParts = lists.flatMap((list) =>
      list.data
        .toString()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Part),
    );
    const manifestEntry = entries.find((entry) => entry.name === 'manifest.json');
    if (!manifestEntry) throw new Error('no manifest');
    const manifest = JSON.parse(manifestEntry.data.toString()) as { formatVersion: number; parts: Part[] };
    manifest.formatVersion = 1;
    manifest.parts = [...manifest.parts.filter((part) => !part.name.startsWith('file-lists/')), ...fileParts];
    manifestEntry.data = Buffer.from(JSON.stringify(manifest));
    const old = await packed(
      path.join(dir, 'format-1.tar.gz'),
      entries.filter((entry) => !entry.name.startsWith('file-lists/')),
    );
    expect(fileParts.length).toBeGreaterThan(0);
    const target = await emptyTarget();
    try {
      await restoreArchive({
        db: target.database.db,
        store: createLocalStore(target.storeDir),
        storeDir: target.storeDir,
        from: old,
        force: false,
        migrate: () => target.database.migrate(),
      });
      expect(await tablesFingerprint(target.database.db)).toEqual(await tablesFingerprint(t.db));
      expect(filesFingerprint(target.storeDir)).toEqual(filesFingerprint(t.storeDir));
    } finally {
      await target.database.close();
      fs.rmSync(target.storeDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('the nightly backup', () => {
  const log = pino({ level: 'silent' });

  it('is a kind of the queue scheduled at 02:00 (in TZ_INSTITUTE)', () => {
    expect(JOBS).toContain(nightlyBackupJob);
    expect(nightlyBackupJob.schedule?.cron).toBe('0 2 * * *');
  });

  it('does nothing without BACKUP_DIR', async () => {
    const [before] = await t.db.select({ n: count() }).from(backupRuns);
    await runNightlyBackup({ db: t.db, config: { BACKUP_DIR: undefined, BACKUP_KEEP: 7 }, log }, t.store);
    const [after] = await t.db.select({ n: count() }).from(backupRuns);
    expect(after?.n).toBe(before?.n);
  });

  it('writes one archive, keeps the newest BACKUP_KEEP of its own, records the run, and the console shows it', async () => {
    const nightly = path.join(dir, 'nightly');
    fs.mkdirSync(nightly);
    const older = ['2026-11-25T020000Z', '2026-11-26T020000Z', '2026-11-27T020000Z'].map((at) => `portal-${at}.tar.gz`);
    for (const name of older) fs.writeFileSync(path.join(nightly, name), 'old');
    fs.writeFileSync(path.join(nightly, 'keep-me.tar.gz'), 'not a nightly archive');
    const at = new Date('2026-11-28T02:00:00Z');
    await runNightlyBackup({ db: t.db, config: { BACKUP_DIR: nightly, BACKUP_KEEP: 2 }, log }, t.store, at);
    expect(fs.readdirSync(nightly).sort()).toEqual(['keep-me.tar.gz', older[2], nightlyName(at)].sort());
    const manifest = await verifyArchive(path.join(nightly, nightlyName(at)));
    expect(manifest.files.count).toBeGreaterThan(0);
    const [run] = await t.db.select().from(backupRuns).orderBy(desc(backupRuns.id)).limit(1);
    expect(run).toMatchObject({ result: 'ok', fileName: nightlyName(at) });
    expect(run?.bytes).toBe(fs.statSync(path.join(nightly, nightlyName(at))).size);
    expect(run?.finishedAt).not.toBeNull();
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/backups/last',
      headers: await sessionHeader(t.db, 'ADM'),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ last: { result: 'ok', bytes: run?.bytes, started_at: at.toISOString() } });
  });

  it('records a failed night with its reason and leaves no archive', async () => {
    const nightly = path.join(dir, 'nightly-failing');
    fs.mkdirSync(nightly);
    const broken = { ...t.store, get: async () => Promise.reject(new Error('the store is unreachable')) };
    const at = new Date('2026-11-29T02:00:00Z');
    await runNightlyBackup({ db: t.db, config: { BACKUP_DIR: nightly, BACKUP_KEEP: 2 }, log }, broken, at);
    expect(fs.readdirSync(nightly)).toEqual([]);
    const [run] = await t.db.select().from(backupRuns).orderBy(desc(backupRuns.id)).limit(1);
    expect(run).toMatchObject({ result: 'failed', message: 'the store is unreachable', bytes: null });
  });
});

describe('memory flat in the number of files', () => {
  /** The manifest's bytes in an archive. */
  async function manifestBytes(file: string): Promise<number> {
    const manifest = (await entriesOf(file)).find((entry) => entry.name === 'manifest.json');
    return manifest?.data.length ?? 0;
  }

  it('keeps the files’ hashes out of the manifest: 2,500 more files add a few lines, not a line each', async () => {
    const more = 2_500;
    await t.db.execute(
      sql.raw(`insert into stored_files (store_key, original_name, extension, mime_type, size_bytes, sha256, owner_id)
       select 'flat/' || lpad(n::text, 5, '0') || '.txt', 'Flat ' || n || '.txt', 'txt', 'text/plain', 2, null,
              (select min(id) from users)
       from generate_series(1, ${more}) n`),
    );
    for (let n = 1; n <= more; n += 1) {
      await t.store.put(`flat/${String(n).padStart(5, '0')}.txt`, Buffer.from(String(n % 97)), 'text/plain');
    }
    const larger = path.join(dir, 'more-files.tar.gz');
    await writeBackup({ db: t.db, kind: t.database.kind, store: t.store, out: larger });
    const manifest = await verifyArchive(larger);
    expect(manifest.files.count).toBe((await verifyArchive(archive)).files.count + more);
    // A manifest listing each file grows by ~140 bytes a file (347 kB here); three file lists are three lines.
    expect((await manifestBytes(larger)) - (await manifestBytes(archive))).toBeLessThan(2_000);
  }, 120_000);

  it('holds nothing per file: the heap in use after a GC does not grow from the 5,000th to the 25,000th file', async () => {
    // A child with a stand-in database and store (heap-probe.ts): 20,000 more files, each a tar entry, a stream, a
    // hash and a list line. 50 bytes a file held would be 1 MB; the heap's own noise is a few kB.
    const probe = path.join(path.dirname(fileURLToPath(import.meta.url)), 'heap-probe.ts');
    const { stdout } = await execFileAsync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', probe, path.join(dir, 'probe.tar.gz'), '25000', '5000', '25000'],
      { maxBuffer: 1024 * 1024 },
    );
    const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as {
      files: number;
      first: number;
      second: number;
    };
    expect(result.files).toBe(25_000);
    expect(result.second - result.first).toBeLessThan(1024 * 1024);
  }, 120_000);
});
