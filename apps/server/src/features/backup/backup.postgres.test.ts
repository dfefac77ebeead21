// Backup and restore on PostgreSQL (run when TEST_DATABASE_URL is set, as the other PostgreSQL tests): PostgreSQL →
// PostgreSQL and PGlite → PostgreSQL give identical tables and files and a copy that serves, PostgreSQL → PGlite too,
// and a backup taken while writes run is one consistent snapshot (no reply without its post, no file row without its
// file).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStore } from '#server/core/files/store.ts';
import { buildTestApp, loginAs, type TestApp } from '#server/testing/test-app.ts';
import { restoreArchive, writeBackup } from './archive.ts';
import {
  type EmptyTarget,
  emptyTarget,
  expectServing,
  filesFingerprint,
  indexesFingerprint,
  tablesFingerprint,
} from './backup-testing.ts';
import { inTransaction } from './sql-session.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('backup and restore on PostgreSQL', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-pg-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** Backs `source` up, restores into a new empty target, and checks tables, files and a serving copy. */
  async function roundTrip(source: TestApp, into: 'postgres' | 'pglite'): Promise<void> {
    const archive = path.join(dir, `${source.database.kind}-to-${into}.tar.gz`);
    await writeBackup({ db: source.db, kind: source.database.kind, store: source.store, out: archive });
    const target: EmptyTarget = await emptyTarget(into === 'postgres' ? adminUrl : undefined);
    try {
      await restoreArchive({
        db: target.database.db,
        store: createLocalStore(target.storeDir),
        storeDir: target.storeDir,
        from: archive,
        force: false,
        migrate: () => target.database.migrate(),
      });
      expect(await tablesFingerprint(target.database.db)).toEqual(await tablesFingerprint(source.db));
      expect(await indexesFingerprint(target.database.db)).toEqual(await indexesFingerprint(source.db));
      const sourceFiles = filesFingerprint(source.storeDir);
      expect(filesFingerprint(target.storeDir)).toEqual(sourceFiles);
      const copy = await buildTestApp({
        existing: { database: target.database, databaseUrl: target.url, storeDir: target.storeDir },
      });
      try {
        await expectServing(copy.app, sourceFiles);
      } finally {
        await copy.close();
      }
    } finally {
      await target.drop();
    }
  }

  it('PostgreSQL → PostgreSQL and PostgreSQL → PGlite', async () => {
    const source = await buildTestApp({ workers: false });
    try {
      expect(source.database.kind).toBe('postgres');
      await roundTrip(source, 'postgres');
      await roundTrip(source, 'pglite');
    } finally {
      await source.close();
    }
  }, 240_000);

  it('PGlite → PostgreSQL (from trying the portal to production)', async () => {
    const saved = process.env.TEST_DATABASE_URL;
    delete process.env.TEST_DATABASE_URL;
    let source: TestApp;
    try {
      source = await buildTestApp({ workers: false });
    } finally {
      process.env.TEST_DATABASE_URL = saved;
    }
    try {
      expect(source.database.kind).toBe('pglite');
      await roundTrip(source, 'postgres');
    } finally {
      await source.close();
    }
  }, 240_000);

  it('a backup taken while posts, replies and files are written is one consistent snapshot', async () => {
    const source = await buildTestApp({ workers: false });
    const archive = path.join(dir, 'during-writes.tar.gz');
    const target = await emptyTarget(adminUrl);
    try {
      const auth = await loginAs(source.app, 'participant@demo.test');
      const courses = await source.app.inject({
        method: 'GET',
        url: '/api/participant/forum/user_courses',
        headers: auth,
      });
      const courseId = courses.json<{ courses: { value: number }[] }>().courses[0]?.value;
      if (!courseId) throw new Error('no course');
      let writing = true;
      let written = 0;
      // Each round: a post, then a reply to it, then a file kept and recorded (store first, row after: as uploads do).
      const writer = (async () => {
        while (writing) {
          const post = await source.app.inject({
            method: 'POST',
            url: `/api/participant/forum/create_post/${courseId}`,
            headers: auth,
            payload: { post_title: `During the backup ${written}`, post_body: 'A post written while the backup runs.' },
          });
          const postId = post.json<{ id: number }>().id;
          await source.app.inject({
            method: 'POST',
            url: `/api/participant/forum/post/${postId}/reply`,
            headers: auth,
            payload: { reply_body: 'A reply written while the backup runs.' },
          });
          const key = `during-backup/file-${written}.txt`;
          await source.store.put(key, Buffer.from(`file ${written}`), 'text/plain');
          await inTransaction(source.db, 'write', (session) =>
            session.query(
              `insert into stored_files (store_key, original_name, extension, mime_type, size_bytes, owner_id)
               select $1, 'f.txt', 'txt', 'text/plain', $2, id from users where email = 'participant@demo.test'`,
              [key, Buffer.byteLength(`file ${written}`)],
            ),
          );
          written += 1;
        }
      })();
      // Let some writes land before and during the backup.
      while (written < 3) await new Promise((resolve) => setImmediate(resolve));
      await writeBackup({ db: source.db, kind: 'postgres', store: source.store, out: archive });
      const before = written;
      while (written < before + 2) await new Promise((resolve) => setImmediate(resolve));
      writing = false;
      await writer;
      await restoreArchive({
        db: target.database.db,
        store: createLocalStore(target.storeDir),
        storeDir: target.storeDir,
        from: archive,
        force: false,
        migrate: () => target.database.migrate(),
      });
      const [orphans] = await inTransaction(target.database.db, 'write', (session) =>
        session.query<{ replies: number; posts: number; files: number }>(
          `select (select count(*)::int from forum_replies r where not exists (select 1 from forum_posts p where p.id = r.post_id)) as replies,
                  (select count(*)::int from forum_posts where title like 'During the backup %') as posts,
                  (select count(*)::int from stored_files where store_key like 'during-backup/%') as files`,
        ),
      );
      expect(orphans?.replies).toBe(0);
      expect(orphans?.posts).toBeGreaterThan(0);
      const restoredFiles = filesFingerprint(target.storeDir);
      const rows = await inTransaction(target.database.db, 'write', (session) =>
        session.query<{ store_key: string }>('select store_key from stored_files'),
      );
      for (const row of rows) expect(restoredFiles[row.store_key], row.store_key).toBeDefined();
      expect(orphans?.files).toBeGreaterThan(0);
    } finally {
      await target.drop();
      await source.close();
    }
  }, 240_000);
});
