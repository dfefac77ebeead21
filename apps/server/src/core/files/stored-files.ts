// The rows of private files (assignments, submissions, contents) in `stored_files`, and the download link of
// one: the features that keep files share these, so a file is recorded, linked and removed one way.
import { eq, inArray, sql } from 'drizzle-orm';
import type { UploadQuota } from '../../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { storedFiles, users } from '../db/schema/index.ts';
import { notFound, payloadTooLarge } from '../errors.ts';
import { signedFileUrl } from './signed-links.ts';
import type { FileStore } from './store.ts';

export const FILE_NOT_FOUND = 'File not found!';

export const quotaReached = (quota: UploadQuota) =>
  `Your storage is full: each user may keep at most ${quota.files} files and ${Math.round(quota.bytes / 1024 / 1024)} MB`;

/**
 * Records a kept file, within its owner's quota (docs/security.md FI2): the owner's row is locked, so that two uploads
 * at once cannot both pass, then their files are counted and summed (stored_files_owner_idx). Over it: 413, and the
 * caller's transaction (and keepUpload, the file) is undone.
 */
export async function insertStoredFile(
  tx: Tx,
  values: typeof storedFiles.$inferInsert,
  quota: UploadQuota,
): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, values.ownerId)).for('update');
  const [used] = await tx
    .select({
      files: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(${storedFiles.sizeBytes}), 0)::bigint`.mapWith(Number),
    })
    .from(storedFiles)
    .where(eq(storedFiles.ownerId, values.ownerId));
  if ((used?.files ?? 0) + 1 > quota.files || (used?.bytes ?? 0) + values.sizeBytes > quota.bytes) {
    throw payloadTooLarge(quotaReached(quota));
  }
  const [row] = await tx.insert(storedFiles).values(values).returning({ id: storedFiles.id });
  if (!row) throw new Error('file not recorded');
  return row.id;
}

/** Deletes the rows of stored files and answers their store keys, to delete from the store after the commit. */
export async function deleteStoredFiles(tx: Tx, fileIds: number[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const rows = await tx
    .delete(storedFiles)
    .where(inArray(storedFiles.id, fileIds))
    .returning({ storeKey: storedFiles.storeKey });
  return rows.map((row) => row.storeKey);
}

/** Removes files from the store after their rows are gone; a failure is logged, never thrown (the rows decide). */
export async function removeFromStore(
  store: FileStore,
  storeKeys: string[],
  log: { warn: (object: object, message: string) => void },
): Promise<void> {
  for (const key of storeKeys) {
    await store.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'stored file not removed'));
  }
}

/** The `{ url }` answer of every `POST …/download`: a ten-minute signed link to the stored file. */
export async function downloadLink(db: Db, filesSecret: string, fileId: number): Promise<{ url: string }> {
  const [row] = await db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.id, fileId)).limit(1);
  if (!row) throw notFound(FILE_NOT_FOUND);
  return { url: signedFileUrl(filesSecret, row.id) };
}
