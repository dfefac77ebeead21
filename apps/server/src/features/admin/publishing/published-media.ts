// The public images that publishing writes (programme images, gallery images, director pictures): stored under a
// new random key below `media/<folder>` (served at /media/<folder>/<key>, cached for a year, so a replaced image
// always gets a new address), the database rows written in the same step, and the replaced file removed once
// no row shows it any more.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '#server/core/db/client.ts';
import { directorMessages, galleryImages, programs, users } from '#server/core/db/schema/index.ts';
import { MEDIA_FOLDER, mediaKeyOf, mediaStoreKey } from '#server/core/files/media.ts';
import type { FileStore } from '#server/core/files/store.ts';
import { keepUpload, type ReceivedFile } from '#server/core/files/upload.ts';

export type MediaFolder = 'programs' | 'gallery' | 'directors';

/** Whether any row still shows a media key (the demo data may share one image between rows). */
export async function mediaInUse(db: Db, key: string): Promise<boolean> {
  const found = await Promise.all([
    db.select({ id: programs.id }).from(programs).where(eq(programs.imageKey, key)).limit(1),
    db.select({ id: galleryImages.id }).from(galleryImages).where(eq(galleryImages.imageKey, key)).limit(1),
    db.select({ id: directorMessages.id }).from(directorMessages).where(eq(directorMessages.avatarKey, key)).limit(1),
    db.select({ id: users.id }).from(users).where(eq(users.avatarKey, key)).limit(1),
  ]);
  return found.some((rows) => rows.length > 0);
}

/**
 * Stores a checked image under a new key of `folder` and runs `write(tx, mediaKey)` in a transaction; a failure
 * of either removes the new file again. Answers what `write` answered.
 */
export function keepMedia<T>(
  db: Db,
  store: FileStore,
  file: ReceivedFile,
  folder: MediaFolder,
  write: (tx: Tx, mediaKey: string) => Promise<T>,
): Promise<T> {
  return keepUpload(store, file, `${MEDIA_FOLDER}/${folder}`, (storeKey) =>
    db.transaction((tx) => write(tx, mediaKeyOf(storeKey))),
  );
}

/** Removes the file of a media key that a change replaced or deleted, unless some row still shows it. */
export async function forgetMedia(
  db: Db,
  store: FileStore,
  key: string | null | undefined,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!key || (await mediaInUse(db, key))) return;
  await store
    .delete(mediaStoreKey(key))
    .catch((error: unknown) => log.warn({ err: error, key }, 'replaced public image not removed'));
}
