// Contents of both roles (docs/features.md, Contents). A coordinator uploads contents (in one of their courses'
// category, or uncategorised), sends the ones they may see to courses they coordinate, and sees who received and viewed
// them; only the owner edits, deletes or reminds (403 otherwise). A participant downloads the contents sent to their
// courses, a view counted per course. Anything the caller may not see answers 404.
import { CONTENT_TEXT, coordinatorContents, DELETED_TEXT, participantContents, UNCATEGORIZED } from '@portal/contract';
import type { SessionUser } from '#server/core/auth/sessions.ts';
import { now } from '#server/core/clock.ts';
import { isCourseMember, memberCourseOptions } from '#server/core/db/course-membership.ts';
import { badRequest, conflict, deleteDenied, notFound } from '#server/core/errors.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { deleteStoredFiles, downloadLink, insertStoredFile, removeFromStore } from '#server/core/files/stored-files.ts';
import { keepUpload, readUpload, storedFileValues } from '#server/core/files/upload.ts';
import { queueNotifications } from '#server/features/notifications/index.ts';
import { contentReminderMailJob } from './contents.mails.ts';
import { toCoordinatorContent, toParticipantContent, toRecipient } from './contents.presenters.ts';
import {
  claimReminder,
  contentSentToParticipant,
  coordinatorContentPage,
  countContentView,
  deleteContentRow,
  findVisibleContent,
  insertContent,
  participantContentPage,
  recipientPage,
  recipientsWithoutView,
  sendContents,
  updateContent,
  visibleContentIds,
} from './contents.queries.ts';

const NOT_FOUND = 'Content not found';
const COURSE_NOT_FOUND = 'Course not found';
const CONTENT_FOLDER = 'contents';
const REMINDED_TODAY = 'A reminder was already sent in the last 24 hours';

/** The file's name without its extension: the title of a content uploaded without one. */
const titleFromFile = (name: string) => name.replace(/\.[^.]+$/, '') || name;

export function contentRoutes({ route, db, store, config, filesSecret, jobs }: FeatureContext) {
  const limit = config.uploadLimits.document;
  const linkTo = (fileId: number) => downloadLink(db, filesSecret, fileId);

  async function visibleContent(user: SessionUser, id: number) {
    const content = await findVisibleContent(db, user, id);
    if (!content) throw notFound(NOT_FOUND);
    return content;
  }

  async function ownContent(user: SessionUser, id: number) {
    const content = await visibleContent(user, id);
    if (content.ownerId !== user.id) throw deleteDenied();
    return content;
  }

  /** A course the content is filed under: one the caller coordinates, or none (0). */
  async function category(user: SessionUser, courseId: number): Promise<number | null> {
    if (courseId === UNCATEGORIZED) return null;
    if (!(await isCourseMember(db, user, courseId))) throw notFound(COURSE_NOT_FOUND);
    return courseId;
  }

  // ------------------------------------------------------------ participant

  route(participantContents.list, async ({ user, params }) => {
    const { rows, total } = await participantContentPage(db, user, params.page);
    return { total_data: total, contents: rows.map(toParticipantContent) };
  });

  route(participantContents.download, async ({ user, params, touches }) => {
    const content = await contentSentToParticipant(db, user, params.contentId, params.courseId);
    if (!content) throw notFound(NOT_FOUND);
    touches(params.courseId);
    const link = await linkTo(content.fileId);
    await countContentView(db, { ...params, participantId: user.id, at: now() });
    return link;
  });

  // ------------------------------------------------------------ coordinator

  route(coordinatorContents.courses, async ({ user, params }) => ({
    courses: await memberCourseOptions(db, user, params.status),
  }));

  route(coordinatorContents.sendCourses, async ({ user }) => ({ courses: await memberCourseOptions(db, user) }));

  route(coordinatorContents.list, async ({ user, params }) => {
    const list = await coordinatorContentPage(db, user, params);
    if (!list) throw notFound(COURSE_NOT_FOUND);
    return { total_data: list.total, contents: list.rows.map(toCoordinatorContent) };
  });

  route(coordinatorContents.upload, async ({ user, req, reply }) => {
    const { json, file } = await readUpload({ req, reply }, coordinatorContents.upload.multipart, limit);
    if (!file) throw badRequest('content_file: The file is required');
    const courseId = await category(user, json.course_id);
    const at = now();
    const id = await keepUpload(store, file, CONTENT_FOLDER, (storeKey) =>
      db.transaction(async (tx) => {
        const fileId = await insertStoredFile(tx, storedFileValues(file, storeKey, user.id), config.uploadQuota);
        const title = json.content_title || titleFromFile(file.originalName);
        return insertContent(tx, { ownerId: user.id, courseId, title, fileId, at });
      }),
    );
    req.log.info({ event: 'content_uploaded', contentId: id }, 'content uploaded');
    return { success: CONTENT_TEXT.uploaded, id };
  });

  route(coordinatorContents.edit, async ({ user, params, req, reply }) => {
    const content = await ownContent(user, params.id);
    const { json, file } = await readUpload({ req, reply }, coordinatorContents.edit.multipart, limit);
    const courseId = await category(user, json.course_id);
    const at = now();
    if (!file) {
      const title = json.content_title || content.title;
      await db.transaction((tx) => updateContent(tx, content.id, { title, courseId, at }));
      return { success: CONTENT_TEXT.edited };
    }
    const replaced = await keepUpload(store, file, CONTENT_FOLDER, (storeKey) =>
      db.transaction(async (tx) => {
        const fileId = await insertStoredFile(tx, storedFileValues(file, storeKey, user.id), config.uploadQuota);
        const title = json.content_title || titleFromFile(file.originalName);
        await updateContent(tx, content.id, { title, courseId, fileId, at });
        return deleteStoredFiles(tx, [content.fileId]);
      }),
    );
    await removeFromStore(store, replaced, req.log);
    return { success: CONTENT_TEXT.edited };
  });

  route(coordinatorContents.send, async ({ user, params, body, req, touches }) => {
    if (!(await isCourseMember(db, user, params.courseId))) throw notFound(COURSE_NOT_FOUND);
    touches(params.courseId);
    const wanted = [...new Set(body.contents)];
    const visible = await visibleContentIds(db, user, wanted);
    if (visible.length !== wanted.length) throw notFound(NOT_FOUND);
    // The sends and one fan-out job per new send commit together: the course's participants are notified on the
    // queue, so the answer does not wait for them.
    const added = await db.transaction(async (tx) => {
      const sendIds = await sendContents(tx, {
        contentIds: wanted,
        courseId: params.courseId,
        sentById: user.id,
        at: now(),
      });
      await queueNotifications(jobs, tx, 'content-sent', sendIds);
      return sendIds.length;
    });
    req.log.info({ event: 'contents_sent', courseId: params.courseId, added }, 'contents sent');
    return { success: CONTENT_TEXT.sent };
  });

  route(coordinatorContents.download, async ({ user, params }) => {
    const content = await visibleContent(user, params.id);
    return linkTo(content.fileId);
  });

  route(coordinatorContents.delete, async ({ user, params, req }) => {
    const content = await ownContent(user, params.id);
    const storeKeys = await db.transaction(async (tx) => {
      await deleteContentRow(tx, content.id);
      return deleteStoredFiles(tx, [content.fileId]);
    });
    await removeFromStore(store, storeKeys, req.log);
    req.log.info({ event: 'content_deleted', contentId: content.id }, 'content deleted');
    return { success: DELETED_TEXT };
  });

  route(coordinatorContents.details, async ({ user, params, query }) => {
    const details = await recipientPage(db, user, {
      contentId: params.contentId,
      page: params.page,
      notViewed: query.viewed === 'no',
    });
    if (!details) throw notFound(NOT_FOUND);
    return {
      total_data: details.total,
      total_viewed: details.viewed,
      content_title: details.title,
      last_reminded_at: details.lastRemindedAt?.toISOString() ?? null,
      is_mine: details.ownerId === user.id,
      details: details.rows.map((row) => toRecipient(row, details.title)),
    };
  });

  route(coordinatorContents.remind, async ({ user, params, req }) => {
    const content = await ownContent(user, params.contentId);
    const recipients = await recipientsWithoutView(db, user, content.id);
    // The claim of today's reminder and its mail jobs (one per recipient) commit together.
    const claimed = await db.transaction(async (tx) => {
      if (!(await claimReminder(tx, content.id, now()))) return false;
      await jobs.enqueueMany(
        tx,
        contentReminderMailJob,
        recipients.map((recipient) => ({ contentId: content.id, participantId: recipient.userId })),
      );
      return true;
    });
    if (!claimed) throw conflict(REMINDED_TODAY);
    const mailed = recipients.length;
    req.log.info({ event: 'content_reminder', contentId: content.id, mailed }, 'content reminder queued');
    return { success: `${CONTENT_TEXT.reminded} to ${mailed} participant(s)`, mailed };
  });
}
