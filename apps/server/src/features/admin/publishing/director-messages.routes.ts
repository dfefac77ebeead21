// The two director messages (1 general, 2 certification): name, designation, picture and the message as rich
// text, sanitised with the public site's sanitiser before it is stored. There are always exactly these two rows
// (a check constraint), so there is nothing to create or delete; any other id answers 404.
import { adminPublishing, PUBLISHING_MESSAGES, PUBLISHING_TEXT } from '@portal/contract';
import type { Tx } from '#server/core/db/client.ts';
import { badRequest, InvalidInputError, notFound } from '#server/core/errors.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { mediaUrl } from '#server/core/files/media.ts';
import { readUpload } from '#server/core/files/upload.ts';
import { storedRichText } from '#server/features/public/index.ts';
import { auditActor, recordAudit } from '../audit/audit-log.ts';
import { forgetMedia, keepMedia } from './published-media.ts';
import { directorAudit, toDirectorMessage } from './publishing.presenters.ts';
import { directorMessageForUpdate, directorMessageRows, updateDirectorMessage } from './publishing.queries.ts';

const T = PUBLISHING_TEXT;

export function directorMessageRoutes({ route, db, store, config, changes }: FeatureContext) {
  async function lockedMessage(tx: Tx, id: number) {
    const row = await directorMessageForUpdate(tx, id);
    if (!row) throw notFound(T.directorNotFound);
    return row;
  }

  route(adminPublishing.directorMessages, async () => ({
    data: (await directorMessageRows(db)).map(toDirectorMessage),
  }));

  route(adminPublishing.updateDirectorMessage, async ({ user, params, body }) => {
    if (params.id > 2) throw notFound(T.directorNotFound);
    const values = { name: body.name, designation: body.designation, message: storedRichText(body.message) };
    // Text that only script or other refused markup made look filled.
    if (values.message === '') {
      throw new InvalidInputError([{ path: 'body.message', message: PUBLISHING_MESSAGES.messageRequired }]);
    }
    await db.transaction(async (tx) => {
      const before = await lockedMessage(tx, params.id);
      await updateDirectorMessage(tx, params.id, values);
      await changes.announce(tx, 'public');
      await recordAudit(tx, auditActor(user), {
        action: 'update',
        entity: 'director_message',
        entityId: params.id,
        before: directorAudit(before),
        after: directorAudit({ ...values, avatarKey: before.avatarKey }),
      });
    });
    return { success: T.directorUpdated };
  });

  route(adminPublishing.directorAvatar, async ({ user, params, req, reply }) => {
    if (params.id > 2) throw notFound(T.directorNotFound);
    const { file } = await readUpload(
      { req, reply },
      adminPublishing.directorAvatar.multipart,
      config.uploadLimits.avatar,
    );
    if (!file) throw badRequest('image: The file is required');
    const { before, avatarKey } = await keepMedia(db, store, file, 'directors', async (tx, avatarKey) => {
      const row = await lockedMessage(tx, params.id);
      await updateDirectorMessage(tx, params.id, { avatarKey });
      await changes.announce(tx, 'public');
      await recordAudit(tx, auditActor(user), {
        action: 'update',
        entity: 'director_message',
        entityId: params.id,
        before: { avatar_key: row.avatarKey },
        after: { avatar_key: avatarKey },
      });
      return { before: row.avatarKey, avatarKey };
    });
    await forgetMedia(db, store, before, req.log);
    return { success: T.imageSaved, image_url: mediaUrl(avatarKey) ?? '' };
  });
}
