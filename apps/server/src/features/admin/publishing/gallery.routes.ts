// The home page's gallery: images in display order with a title (their alternative text) and an optional link
// (an http(s) address or a path of this site). Creation needs the image; an edit may replace it.
import { adminPublishing, PUBLISHING_TEXT } from '@portal/contract';
import type { Tx } from '#server/core/db/client.ts';
import { badRequest, notFound } from '#server/core/errors.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { readUpload } from '#server/core/files/upload.ts';
import { auditActor, recordAudit } from '../audit/audit-log.ts';
import { forgetMedia, keepMedia } from './published-media.ts';
import { galleryAudit, toGalleryImage } from './publishing.presenters.ts';
import {
  deleteGalleryImage,
  galleryImageExists,
  galleryImageForUpdate,
  galleryPage,
  galleryValues,
  insertGalleryImage,
  updateGalleryImage,
} from './publishing.queries.ts';

const T = PUBLISHING_TEXT;

export function galleryRoutes({ route, db, store, config, changes }: FeatureContext) {
  const limit = config.uploadLimits.avatar;

  route(adminPublishing.gallery, async ({ query }) => {
    const { rows, total } = await galleryPage(db, query.page ?? 1);
    return { total_data: total, data: rows.map(toGalleryImage) };
  });

  route(adminPublishing.createGalleryImage, async ({ user, req, reply }) => {
    const { json, file } = await readUpload({ req, reply }, adminPublishing.createGalleryImage.multipart, limit);
    if (!file) throw badRequest('image: The file is required');
    const values = galleryValues(json);
    const id = await keepMedia(db, store, file, 'gallery', async (tx, imageKey) => {
      const id = await insertGalleryImage(tx, { ...values, imageKey });
      if (id === undefined) throw new Error('gallery image not inserted');
      await changes.announce(tx, 'public');
      await recordAudit(tx, auditActor(user), {
        action: 'create',
        entity: 'gallery_image',
        entityId: id,
        after: galleryAudit({ ...values, imageKey }),
      });
      return id;
    });
    return { success: T.galleryCreated, id };
  });

  route(adminPublishing.updateGalleryImage, async ({ user, params, req, reply }) => {
    if (!(await galleryImageExists(db, params.id))) throw notFound(T.galleryNotFound);
    const { json, file } = await readUpload({ req, reply }, adminPublishing.updateGalleryImage.multipart, limit);
    const values = galleryValues(json);
    const write = async (tx: Tx, imageKey?: string) => {
      const before = await galleryImageForUpdate(tx, params.id);
      if (!before) throw notFound(T.galleryNotFound);
      const after = { ...values, imageKey: imageKey ?? before.imageKey };
      await updateGalleryImage(tx, params.id, after);
      await changes.announce(tx, 'public');
      await recordAudit(tx, auditActor(user), {
        action: 'update',
        entity: 'gallery_image',
        entityId: params.id,
        before: galleryAudit(before),
        after: galleryAudit(after),
      });
      return before.imageKey;
    };
    if (!file) {
      await db.transaction((tx) => write(tx));
      return { success: T.galleryUpdated };
    }
    const replaced = await keepMedia(db, store, file, 'gallery', write);
    await forgetMedia(db, store, replaced, req.log);
    return { success: T.galleryUpdated };
  });

  route(adminPublishing.deleteGalleryImage, async ({ user, params, req }) => {
    const before = await db.transaction(async (tx) => {
      const row = await galleryImageForUpdate(tx, params.id);
      if (!row) return null;
      await deleteGalleryImage(tx, params.id);
      await changes.announce(tx, 'public');
      await recordAudit(tx, auditActor(user), {
        action: 'delete',
        entity: 'gallery_image',
        entityId: params.id,
        before: galleryAudit(row),
      });
      return row;
    });
    if (!before) throw notFound(T.galleryNotFound);
    await forgetMedia(db, store, before.imageKey, req.log);
    return { success: T.galleryDeleted };
  });
}
