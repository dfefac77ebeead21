// The contents' reads and writes. A coordinator sees their own contents and "shared" ones: other coordinators'
// contents categorised in or sent to one of the caller's courses. A participant sees the contents sent to the
// courses they attend, one row per (content, course). Lists are one page plus one count, both in SQL.
import { PAGE_SIZE } from '@portal/contract';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '#server/core/db/client.ts';
import { type Member, memberCourseIds } from '#server/core/db/course-membership.ts';
import { countRows, newestFirst, pageOffset } from '#server/core/db/paging.ts';
import { personName } from '#server/core/db/person-name.ts';
import {
  contentSends,
  contents,
  contentViews,
  courses,
  enrolments,
  storedFiles,
  users,
} from '#server/core/db/schema/index.ts';

const owner = alias(users, 'owner');
const sender = alias(users, 'sender');

/** Contents the coordinator may see: their own, or categorised in / sent to one of their courses. */
export function visibleTo(coordinator: Member): SQL {
  const mine = memberCourseIds(coordinator);
  return sql`(${contents.ownerId} = ${coordinator.id}
    or ${contents.courseId} in (${mine})
    or exists (select 1 from ${contentSends} where ${contentSends.contentId} = ${contents.id} and ${contentSends.courseId} in (${mine})))`;
}

// ---------------------------------------------------------------- coordinator

export interface ContentFilter {
  /** A course of the caller (categorised in or sent to it), or 0 for uncategorised contents. */
  courseId: number;
  /** 0 all, 1 own, 2 shared. */
  filter: 0 | 1 | 2;
  page: number;
}

function listCondition(coordinator: Member, { courseId, filter }: ContentFilter): SQL | undefined {
  const ownership =
    filter === 1
      ? eq(contents.ownerId, coordinator.id)
      : filter === 2
        ? sql`${contents.ownerId} <> ${coordinator.id}`
        : undefined;
  const place =
    courseId === 0
      ? isNull(contents.courseId)
      : or(
          eq(contents.courseId, courseId),
          sql`exists (select 1 from ${contentSends} where ${contentSends.contentId} = ${contents.id} and ${contentSends.courseId} = ${courseId})`,
        );
  return and(visibleTo(coordinator), place, ownership);
}

export async function coordinatorContentPage(db: Db, coordinator: Member, filter: ContentFilter) {
  const where = listCondition(coordinator, filter);
  // The page's ids first; the file, owner and the three counts are then fetched for those ten rows only.
  const pageIds = db
    .select({ id: contents.id })
    .from(contents)
    .where(where)
    .orderBy(...newestFirst(contents.createdAt, contents.id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(filter.page));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: contents.id,
        title: contents.title,
        courseId: contents.courseId,
        courseName: courses.name,
        ownerName: personName(owner),
        isMine: sql<boolean>`${contents.ownerId} = ${coordinator.id}`,
        fileExtension: storedFiles.extension,
        fileName: storedFiles.originalName,
        totalSentCourses: sql<number>`(select count(*)::int from ${contentSends} where ${contentSends.contentId} = ${contents.id})`,
        totalSent: sql<number>`(select count(*)::int from ${contentSends} join ${enrolments} on ${enrolments.courseId} = ${contentSends.courseId} where ${contentSends.contentId} = ${contents.id})`,
        totalViewed: sql<number>`(select count(*)::int from ${contentViews} where ${contentViews.contentId} = ${contents.id} and ${contentViews.viewCount} > 0)`,
        createdAt: contents.createdAt,
      })
      .from(contents)
      .innerJoin(owner, eq(owner.id, contents.ownerId))
      .innerJoin(storedFiles, eq(storedFiles.id, contents.fileId))
      .leftJoin(courses, eq(courses.id, contents.courseId))
      .where(inArray(contents.id, pageIds))
      .orderBy(...newestFirst(contents.createdAt, contents.id)),
    db.select({ total: countRows }).from(contents).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
export type CoordinatorContentRow = Awaited<ReturnType<typeof coordinatorContentPage>>['rows'][number];

/** A content the coordinator may see, or null. */
export async function findVisibleContent(db: Db, coordinator: Member, contentId: number) {
  const [row] = await db
    .select({
      id: contents.id,
      ownerId: contents.ownerId,
      title: contents.title,
      fileId: contents.fileId,
      lastRemindedAt: contents.lastRemindedAt,
    })
    .from(contents)
    .where(and(eq(contents.id, contentId), visibleTo(coordinator)))
    .limit(1);
  return row ?? null;
}

/** Of the given content ids, those the coordinator may see. */
export async function visibleContentIds(db: Db, coordinator: Member, ids: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: contents.id })
    .from(contents)
    .where(and(inArray(contents.id, ids), visibleTo(coordinator)));
  return rows.map((row) => row.id);
}

/** Sends contents to a course; a content already sent there is left as it was. Answers how many were new. */
export async function sendContents(
  db: Db,
  input: { contentIds: number[]; courseId: number; sentById: number; at: Date },
) {
  const rows = await db
    .insert(contentSends)
    .values(
      input.contentIds.map((contentId) => ({
        contentId,
        courseId: input.courseId,
        sentById: input.sentById,
        sentAt: input.at,
      })),
    )
    .onConflictDoNothing({ target: [contentSends.contentId, contentSends.courseId] })
    .returning({ id: contentSends.id });
  return rows.length;
}

/** A recipient's views: the view row of that content, course and participant (none: not viewed). */
const recipientsView = and(
  eq(contentViews.contentId, contentSends.contentId),
  eq(contentViews.courseId, contentSends.courseId),
  eq(contentViews.participantId, enrolments.participantId),
);

function recipientCondition(coordinator: Member, contentId: number, notViewed: boolean): SQL | undefined {
  return and(
    eq(contentSends.contentId, contentId),
    sql`${contentSends.courseId} in (${memberCourseIds(coordinator)})`,
    notViewed ? sql`coalesce(${contentViews.viewCount}, 0) = 0` : undefined,
  );
}

/** Every participant of every course of the caller's the content was sent to, with their views. */
export async function recipientPage(
  db: Db,
  coordinator: Member,
  input: { contentId: number; page: number; notViewed: boolean },
) {
  const where = recipientCondition(coordinator, input.contentId, input.notViewed);
  const base = () =>
    db
      .select({
        participantId: enrolments.participantId,
        participantName: personName(users),
        sentBy: personName(sender),
        courseRoll: enrolments.courseRoll,
        courseName: courses.name,
        viewCount: sql<number>`coalesce(${contentViews.viewCount}, 0)`,
        sentAt: contentSends.sentAt,
      })
      .from(contentSends)
      .innerJoin(enrolments, eq(enrolments.courseId, contentSends.courseId))
      .innerJoin(users, eq(users.id, enrolments.participantId))
      .innerJoin(sender, eq(sender.id, contentSends.sentById))
      .innerJoin(courses, eq(courses.id, contentSends.courseId))
      .leftJoin(contentViews, recipientsView);
  const countOf = (condition: SQL | undefined) =>
    db
      .select({ total: countRows })
      .from(contentSends)
      .innerJoin(enrolments, eq(enrolments.courseId, contentSends.courseId))
      .leftJoin(contentViews, recipientsView)
      .where(condition);
  const [rows, [total], [viewed]] = await Promise.all([
    base()
      .where(where)
      .orderBy(asc(courses.name), asc(contentSends.courseId), asc(enrolments.courseRoll), asc(enrolments.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(input.page)),
    countOf(where),
    countOf(and(recipientCondition(coordinator, input.contentId, false), sql`${contentViews.viewCount} > 0`)),
  ]);
  return { rows, total: total?.total ?? 0, viewed: viewed?.total ?? 0 };
}
export type RecipientRow = Awaited<ReturnType<typeof recipientPage>>['rows'][number];

/** E-mail addresses of the recipients (in the caller's courses) who have not viewed the content. */
export async function recipientsWithoutView(db: Db, coordinator: Member, contentId: number) {
  return db
    .selectDistinct({ email: users.email, firstName: users.firstName })
    .from(contentSends)
    .innerJoin(enrolments, eq(enrolments.courseId, contentSends.courseId))
    .innerJoin(users, eq(users.id, enrolments.participantId))
    .leftJoin(contentViews, recipientsView)
    .where(and(recipientCondition(coordinator, contentId, true), eq(users.isActive, true)))
    .limit(5000);
}

/** Claims today's reminder: sets last_reminded_at unless it was set less than a day ago. */
export async function claimReminder(db: Db, contentId: number, at: Date): Promise<boolean> {
  const dayAgo = new Date(at.getTime() - 86_400_000);
  const rows = await db
    .update(contents)
    .set({ lastRemindedAt: at })
    .where(
      and(
        eq(contents.id, contentId),
        or(isNull(contents.lastRemindedAt), sql`${contents.lastRemindedAt} <= ${dayAgo.toISOString()}`),
      ),
    )
    .returning({ id: contents.id });
  return rows.length > 0;
}

export async function insertContent(
  tx: Tx,
  values: { ownerId: number; courseId: number | null; title: string; fileId: number; at: Date },
): Promise<number> {
  const { at, ...rest } = values;
  const [row] = await tx
    .insert(contents)
    .values({ ...rest, createdAt: at, updatedAt: at })
    .returning({ id: contents.id });
  if (!row) throw new Error('content not inserted');
  return row.id;
}

export async function updateContent(
  tx: Tx,
  id: number,
  change: { title: string; courseId: number | null; fileId?: number; at: Date },
): Promise<void> {
  const { at, ...rest } = change;
  await tx
    .update(contents)
    .set({ ...rest, updatedAt: at })
    .where(eq(contents.id, id));
}

export async function deleteContentRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(contents).where(eq(contents.id, id));
}

// ---------------------------------------------------------------- participant

const sentToParticipant = (participant: Member) => sql`${contentSends.courseId} in (${memberCourseIds(participant)})`;

export async function participantContentPage(db: Db, participant: Member, page: number) {
  const where = sentToParticipant(participant);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        contentId: contents.id,
        title: contents.title,
        courseId: contentSends.courseId,
        courseName: courses.name,
        senderName: personName(sender),
        fileExtension: storedFiles.extension,
        fileName: storedFiles.originalName,
        sentAt: contentSends.sentAt,
      })
      .from(contentSends)
      .innerJoin(contents, eq(contents.id, contentSends.contentId))
      .innerJoin(courses, eq(courses.id, contentSends.courseId))
      .innerJoin(sender, eq(sender.id, contentSends.sentById))
      .innerJoin(storedFiles, eq(storedFiles.id, contents.fileId))
      .where(where)
      .orderBy(...newestFirst(contentSends.sentAt, contentSends.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(page)),
    db.select({ total: countRows }).from(contentSends).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
export type ParticipantContentRow = Awaited<ReturnType<typeof participantContentPage>>['rows'][number];

/** The file of a content sent to that course, when the participant attends it (the pair is bound). */
export async function contentSentToParticipant(db: Db, participant: Member, contentId: number, courseId: number) {
  const [row] = await db
    .select({ fileId: contents.fileId })
    .from(contentSends)
    .innerJoin(contents, eq(contents.id, contentSends.contentId))
    .where(
      and(eq(contentSends.contentId, contentId), eq(contentSends.courseId, courseId), sentToParticipant(participant)),
    )
    .limit(1);
  return row ?? null;
}

export async function countContentView(
  db: Db,
  view: { contentId: number; courseId: number; participantId: number; at: Date },
) {
  const { at, ...key } = view;
  await db
    .insert(contentViews)
    .values({ ...key, viewCount: 1, firstViewedAt: at, lastViewedAt: at })
    .onConflictDoUpdate({
      target: [contentViews.contentId, contentViews.courseId, contentViews.participantId],
      set: { viewCount: sql`${contentViews.viewCount} + 1`, lastViewedAt: at },
    });
}
