// What the backup tests share: a fingerprint of every table and file, an empty target (database and store), and
// the checks that a restored copy serves (sign-in, a download, a forum post).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildPath, participantContents, participantForum } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database, Db } from '#server/core/db/client.ts';
import { loginAs, openFreshDatabase } from '#server/testing/test-app.ts';
import { inTransaction, qualified } from './sql-session.ts';

/** Every table of `public`: an md5 of its rows in a fixed order, written in UTC (the same text on both databases). */
export async function tablesFingerprint(db: Db): Promise<Record<string, string>> {
  return inTransaction(db, 'write', async (session) => {
    await session.exec(`set local timezone = 'UTC'; set local extra_float_digits = 3`);
    const tables = await session.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    );
    const digests: Record<string, string> = {};
    for (const { name } of tables) {
      const [row] = await session.query<{ digest: string; n: number }>(
        `select md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest, count(*)::int as n
           from ${qualified(name)} t`,
      );
      digests[name] = `${row?.n}:${row?.digest}`;
    }
    return digests;
  });
}

/** Every index of `public`'s tables, by name, as PostgreSQL writes it (a restore drops some and builds them again). */
export async function indexesFingerprint(db: Db): Promise<Record<string, string>> {
  return inTransaction(db, 'write', async (session) => {
    const rows = await session.query<{ name: string; definition: string }>(
      `select indexname as name, indexdef as definition from pg_indexes where schemaname = 'public' order by 1`,
    );
    return Object.fromEntries(rows.map((row) => [row.name, row.definition]));
  });
}

/** Every file of a local store folder by key, with its SHA-256 (the mail outbox is not the store's). */
export function filesFingerprint(storeDir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(storeDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const key = path.relative(storeDir, full).split(path.sep).join('/');
    if (key.startsWith('outbox/')) continue;
    files[key] = createHash('sha256').update(fs.readFileSync(full)).digest('hex');
  }
  return files;
}

export interface EmptyTarget {
  database: Database;
  url: string | null;
  storeDir: string;
  /** Closes and drops what close() of an app on it does not. */
  drop(): Promise<void>;
}

/** A database with nothing in it (not even migrated) and an empty store folder: PGlite, or PostgreSQL on `adminUrl`. */
export async function emptyTarget(adminUrl?: string): Promise<EmptyTarget> {
  const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restore-'));
  return { ...(await openFreshDatabase(adminUrl)), storeDir };
}

/** A participant signs in, downloads a content's file (the bytes the source has) and posts in the forum. */
export async function expectServing(app: FastifyInstance, sourceFiles: Record<string, string>): Promise<void> {
  const auth = await loginAs(app, 'participant@demo.test');
  const list = await app.inject({
    method: 'GET',
    url: buildPath(participantContents.list.path, { page: 1 }),
    headers: auth,
  });
  expect(list.statusCode).toBe(200);
  const content = list.json<{ contents: { content_id: number; course_id: number }[] }>().contents[0];
  if (!content) throw new Error('the demo participant sees no content');
  const link = await app.inject({
    method: 'POST',
    url: buildPath(participantContents.download.path, { contentId: content.content_id, courseId: content.course_id }),
    headers: auth,
    payload: {},
  });
  expect(link.statusCode).toBe(200);
  const file = await app.inject({ method: 'GET', url: link.json<{ url: string }>().url });
  expect(file.statusCode).toBe(200);
  const sha = createHash('sha256').update(file.rawPayload).digest('hex');
  expect(Object.values(sourceFiles)).toContain(sha);
  const courses = await app.inject({ method: 'GET', url: participantForum.courses.path, headers: auth });
  const course = courses.json<{ courses: { value: number }[] }>().courses[0];
  if (!course) throw new Error('the demo participant has no running course');
  const post = await app.inject({
    method: 'POST',
    url: buildPath(participantForum.createPost.path, { courseId: course.value }),
    headers: auth,
    payload: { post_title: 'After the restore', post_body: 'The portal serves again.' },
  });
  expect(post.statusCode).toBe(201);
}
