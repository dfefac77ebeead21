// Backup → restore gives the same data and files and a portal that serves (PGlite → PGlite here; the PostgreSQL
// cases in backup.postgres.test.ts), and a damaged, truncated or inconsistent archive, or a non-empty target without
// --force, is refused with nothing written.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStore } from '#server/core/files/store.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { ArchiveError, NotEmptyError, restoreArchive, writeBackup } from './archive.ts';
import { type EmptyTarget, emptyTarget, expectServing, filesFingerprint, tablesFingerprint } from './backup-testing.ts';

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
});
