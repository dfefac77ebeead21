// The rows of private files (assignments, submissions, contents) in `stored_files`, and the download link of
// one: the features that keep files share these, so a file is recorded, linked and removed one way.
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { storedFiles } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { signedFileUrl } from './signed-links.ts';
import type { FileStore } from './store.ts';

export const FILE_NOT_FOUND = 'File not found!';

export async function insertStoredFile(tx: Tx, values: typeof storedFiles.$inferInsert): Promise<number> {
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
