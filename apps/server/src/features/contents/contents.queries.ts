// The contents' reads and writes. A coordinator sees their own contents and "shared" ones: other coordinators'
// contents categorised in or sent to one of the caller's courses. A participant sees the contents sent to the
// courses they attend, one row per (content, course). Lists are one page plus one count, both in SQL.
import { PAGE_SIZE, UNCATEGORIZED, USER_TYPE } from '@portal/contract';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '#server/core/db/client.ts';
import { type Member, type MemberRef, memberCourseIds } from '#server/core/db/course-membership.ts';
import { newestFirst, pageOffset } from '#server/core/db/paging.ts';
import { personName } from '#server/core/db/person-name.ts';
import { bound, preparedOnce } from '#server/core/db/prepared.ts';
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
const sentCourse = alias(courses, 'sent_course');

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

/**
 * The listed contents' ids and times, as the union of the two ways a content belongs to the list, each read on
 * its own index: filed in the course (`contents_course_idx`) or sent to it (`content_sends_course_sent_idx`); for
 * the uncategorised list (0), the caller's own (`contents_owner_created_idx`) or sent to one of their courses.
 * A course's list is a few hundred rows at most, so the union is sorted whole. The visibility test (and the
 * ownership filter) is then checked on those rows only, not on every content.
 */
function listedContents(coordinator: Member, { courseId, filter }: ContentFilter): SQL {
  const ownership =
    filter === 1
      ? eq(contents.ownerId, coordinator.id)
      : filter === 2
        ? sql`${contents.ownerId} <> ${coordinator.id}`
        : undefined;
  const shown = and(visibleTo(coordinator), ownership);
  const columns = sql`${contents.id} as id, ${contents.createdAt} as created_at`;
  const sentTo = courseId === 0 ? sql`in (${memberCourseIds(coordinator)})` : sql`= ${courseId}`;
  const filed =
    courseId === 0
      ? and(eq(contents.ownerId, coordinator.id), isNull(contents.courseId), shown)
      : and(eq(contents.courseId, courseId), shown);
  const sentPlace = courseId === 0 ? and(isNull(contents.courseId), shown) : shown;
  return sql`select ${columns} from ${contents} where ${filed}
    union
    select ${columns} from ${contentSends} join ${contents} on ${contents.id} = ${contentSends.contentId}
    where ${contentSends.courseId} ${sentTo} and ${sentPlace}`;
}

/**
 * One page of the coordinator's content list and its number, in one statement, or null when the course is not one
 * of theirs (0, uncategorised, always is). The access check and the count are the statement's one row (`head`); the
 * page is a lateral subquery joined to it, run only when the course is the caller's: its ids first, then the file,
 * owner and the three counts for those ten rows only.
 */
export async function coordinatorContentPage(db: Db, coordinator: Member, filter: ContentFilter) {
  const listed = listedContents(coordinator, filter);
  const allowed =
    filter.courseId === UNCATEGORIZED ? sql`true` : sql`${filter.courseId} in (${memberCourseIds(coordinator)})`;
  // The participants of the courses each content was sent to, and its viewers, are counters kept by triggers (0008).
  // Read only for the caller's course: the head's flag is tested before the list is (a one-time filter).
  const pageIds = sql`select listed.id from (${listed}) as listed where head.allowed
    order by listed.created_at desc nulls last, listed.id desc nulls last
    limit ${PAGE_SIZE} offset ${pageOffset(filter.page)}`;
  const found = await db
    .select({
      allowed: sql<boolean>`head.allowed`,
      total: sql<number>`head.total`,
      id: sql<number | null>`page.id`,
      title: sql<string>`page.title`,
      courseId: sql<number | null>`page.course_id`,
      courseName: sql<string | null>`page.course_name`,
      courseShortName: sql<string | null>`page.course_short_name`,
      ownerName: sql<string>`page.owner_name`,
      isMine: sql<boolean>`page.is_mine`,
      fileExtension: sql<string>`page.file_extension`,
      fileName: sql<string>`page.file_name`,
      totalSentCourses: sql<number>`page.total_sent_courses`,
      totalSent: sql<number>`page.total_sent`,
      totalViewed: sql<number>`page.total_viewed`,
      createdAt: sql`page.created_at`.mapWith(contents.createdAt),
    })
    // offset 0 keeps the head's derived table from being pulled up into the join.
    .from(sql`(
        select access.allowed,
          case when access.allowed then (select count(*)::int from (${listed}) as listed) else 0 end as total
        from (select ${allowed} as allowed) as access
        offset 0
      ) as head
      left join lateral (
        select ${contents.id} as id, ${contents.title} as title, ${contents.courseId} as course_id,
          ${courses.name} as course_name, ${courses.shortName} as course_short_name,
          ${personName(owner)} as owner_name,
          ${contents.ownerId} = ${coordinator.id} as is_mine, ${storedFiles.extension} as file_extension,
          ${storedFiles.originalName} as file_name,
          (select count(*)::int from ${contentSends} where ${contentSends.contentId} = ${contents.id})
            as total_sent_courses,
          (select coalesce(sum(${sentCourse.participantCount}), 0)::int from ${contentSends}
            join ${courses} ${sentCourse} on ${sentCourse.id} = ${contentSends.courseId}
            where ${contentSends.contentId} = ${contents.id}) as total_sent,
          (select coalesce(sum(${contentSends.viewerCount}), 0)::int from ${contentSends}
            where ${contentSends.contentId} = ${contents.id}) as total_viewed,
          ${contents.createdAt} as created_at
        from (${pageIds}) as page_ids
          join ${contents} on ${contents.id} = page_ids.id
          join ${users} ${owner} on ${owner.id} = ${contents.ownerId}
          join ${storedFiles} on ${storedFiles.id} = ${contents.fileId}
          left join ${courses} on ${courses.id} = ${contents.courseId}
      ) as page on true`)
    .orderBy(sql`page.created_at desc nulls last, page.id desc nulls last`);
  const [head] = found;
  if (!head?.allowed) return null;
  const rows = found.flatMap(({ allowed: _a, total: _t, id, ...row }) => (id === null ? [] : [{ id, ...row }]));
  return { rows, total: head.total };
}
export type CoordinatorContentRow = NonNullable<Awaited<ReturnType<typeof coordinatorContentPage>>>['rows'][number];

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
/** Sends contents to a course; answers the ids of the new sends (a content already sent there is skipped). */
export async function sendContents(
  db: Db | Tx,
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
  return rows.map((row) => row.id);
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

/**
 * One page of recipients, by course name, course and roll. A content reaches a few courses (those of the caller
 * it was sent to): each gives its first `offset + 10` enrolments from its `(course_id, course_roll)` index, and
 * only those are merged, sorted and cut. `notViewed` skips, in that walk, the enrolments whose view row (read by
 * its primary key) counts a view.
 */
function recipientPageRows(coordinator: Member, contentId: number, page: number, notViewed: boolean): SQL {
  const offset = pageOffset(page);
  // A scalar subquery, run per enrolment by the view's primary key (an anti-join would be planned as a
  // nested loop over all the course's view rows for each enrolment).
  const unviewed = notViewed
    ? sql`and coalesce((select ${contentViews.viewCount} from ${contentViews}
        where ${contentViews.contentId} = ${contentId}
          and ${contentViews.courseId} = ${enrolments.courseId}
          and ${contentViews.participantId} = ${enrolments.participantId}), 0) = 0`
    : sql``;
  return sql`select sent.course_id, sent.course_name, sent.course_short_name, sent.sent_at, sent.sent_by_id,
      roll.id, roll.participant_id, roll.course_roll
    from (
      select ${contentSends.courseId} as course_id, ${courses.name} as course_name,
        ${courses.shortName} as course_short_name, ${contentSends.sentAt} as sent_at,
        ${contentSends.sentById} as sent_by_id
      from ${contentSends} join ${courses} on ${courses.id} = ${contentSends.courseId}
      where ${contentSends.contentId} = ${contentId}
        and ${contentSends.courseId} in (${memberCourseIds(coordinator)})
    ) as sent
    cross join lateral (
      select ${enrolments.id} as id, ${enrolments.participantId} as participant_id,
        ${enrolments.courseRoll} as course_roll
      from ${enrolments}
      where ${enrolments.courseId} = sent.course_id ${unviewed}
      order by ${enrolments.courseRoll}, ${enrolments.id}
      limit ${offset + PAGE_SIZE}
    ) as roll
    order by sent.course_name, sent.course_id, roll.course_roll, roll.id
    limit ${PAGE_SIZE} offset ${offset}`;
}

/**
 * A content the coordinator may see, with one page of its recipients (every participant of every course of the
 * caller's it was sent to, with their views), their number (of those without a view, with `notViewed`) and the
 * number of those who viewed it, in one statement; null when the content is not visible to the caller. The content
 * and the two counts are the statement's one row (`head`); the page is a lateral subquery joined to it, read from
 * the roll index first, the names and the views then read by key for those ten rows.
 */
export async function recipientPage(
  db: Db,
  coordinator: Member,
  input: { contentId: number; page: number; notViewed: boolean },
) {
  const { recipients, viewed } = recipientCounts(coordinator, input.contentId);
  const found = await db
    .select({
      title: sql<string>`head.title`,
      ownerId: sql<number>`head.owner_id`,
      lastRemindedAt: sql`head.last_reminded_at`.mapWith(contents.lastRemindedAt) as SQL<Date | null>,
      recipients: sql<number>`head.recipients`,
      viewed: sql<number>`head.viewed`,
      rollId: sql<number | null>`page.id`,
      participantId: sql<number>`page.participant_id`,
      participantName: sql<string>`page.participant_name`,
      sentBy: sql<string>`page.sent_by`,
      courseRoll: sql<string>`page.course_roll`,
      courseName: sql<string>`page.course_name`,
      courseShortName: sql<string>`page.course_short_name`,
      viewCount: sql<number>`page.view_count`,
      sentAt: sql`page.sent_at`.mapWith(contentSends.sentAt),
    })
    // offset 0 keeps the head's derived table from being pulled up into the join.
    .from(sql`(
        select ${contents.title} as title, ${contents.ownerId} as owner_id,
          ${contents.lastRemindedAt} as last_reminded_at, (${recipients}) as recipients, (${viewed}) as viewed
        from ${contents}
        where ${contents.id} = ${input.contentId} and ${visibleTo(coordinator)}
        offset 0
      ) as head
      left join lateral (
        select roll.id, roll.participant_id, ${personName(users)} as participant_name,
          ${personName(sender)} as sent_by, roll.course_roll, roll.course_id, roll.course_name,
          roll.course_short_name, coalesce(${contentViews.viewCount}, 0) as view_count, roll.sent_at
        from (${recipientPageRows(coordinator, input.contentId, input.page, input.notViewed)}) as roll
          join ${users} on ${users.id} = roll.participant_id
          join ${users} ${sender} on ${sender.id} = roll.sent_by_id
          left join ${contentViews} on ${contentViews.contentId} = ${input.contentId}
            and ${contentViews.courseId} = roll.course_id and ${contentViews.participantId} = roll.participant_id
      ) as page on true`)
    .orderBy(sql`page.course_name, page.course_id, page.course_roll, page.id`);
  const [head] = found;
  if (!head) return null;
  const rows = found.flatMap(
    ({ title: _t, ownerId: _o, lastRemindedAt: _l, recipients: _r, viewed: _v, rollId, ...row }) =>
      rollId === null ? [] : [row],
  );
  return {
    title: head.title,
    ownerId: head.ownerId,
    lastRemindedAt: head.lastRemindedAt,
    // Without a view: every recipient but those with one (each has one view row at most).
    total: input.notViewed ? head.recipients - head.viewed : head.recipients,
    viewed: head.viewed,
    rows,
  };
}

/**
 * The two counts of the view details, as scalar statements: the participants of the courses of the caller's the
 * content was sent to (each course's `participant_count`, kept by triggers), and the content's view rows of those
 * courses (by their primary key), each probed in the course's enrolments, as a participant who left the course is no
 * longer a recipient (their view row stays).
 */
function recipientCounts(coordinator: Member, contentId: number) {
  const sent = sql`select ${contentSends.courseId} from ${contentSends}
    where ${contentSends.contentId} = ${contentId} and ${contentSends.courseId} in (${memberCourseIds(coordinator)})`;
  return {
    recipients: sql`select coalesce(sum(${courses.participantCount}), 0)::int from ${courses} where ${courses.id} in (${sent})`,
    viewed: sql`select count(*)::int from ${contentViews}
      where ${contentViews.contentId} = ${contentId} and ${contentViews.courseId} in (${sent})
        and ${contentViews.viewCount} > 0
        and exists (select 1 from ${enrolments}
          where ${enrolments.courseId} = ${contentViews.courseId}
            and ${enrolments.participantId} = ${contentViews.participantId})`,
  };
}

export type RecipientRow = NonNullable<Awaited<ReturnType<typeof recipientPage>>>['rows'][number];

/** E-mail addresses of the recipients (in the caller's courses) who have not viewed the content. */
export async function recipientsWithoutView(db: Db, coordinator: Member, contentId: number) {
  return db
    .selectDistinct({ userId: users.id })
    .from(contentSends)
    .innerJoin(enrolments, eq(enrolments.courseId, contentSends.courseId))
    .innerJoin(users, eq(users.id, enrolments.participantId))
    .leftJoin(contentViews, recipientsView)
    .where(and(recipientCondition(coordinator, contentId, true), eq(users.isActive, true)))
    .limit(5000);
}

/** Claims today's reminder: sets last_reminded_at unless it was set less than a day ago. */
export async function claimReminder(db: Db | Tx, contentId: number, at: Date): Promise<boolean> {
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

const sentToParticipant = (participant: MemberRef) =>
  sql`${contentSends.courseId} in (${memberCourseIds(participant)})`;

/**
 * The newest contents sent to the participant's courses, one row per (content, course), and their number, in one
 * statement: the count is its one row (`head`), the page a lateral subquery joined to it (an empty page still
 * answers the total).
 */
export async function participantContentPage(db: Db, participant: Member, page: number) {
  if (participant.userType !== USER_TYPE.participant) throw new Error('The participant contents of a non-participant');
  const found = await participantContentStatement(db).execute({ memberId: participant.id, offset: pageOffset(page) });
  const rows = found.flatMap(({ total: _, contentId, ...row }) => (contentId === null ? [] : [{ contentId, ...row }]));
  return { rows, total: found[0]?.total ?? 0 };
}

/** The statement of participantContentPage, built once (core/db/prepared.ts). */
const participantContentStatement = preparedOnce((db) => {
  const where = sentToParticipant({ id: bound('memberId'), userType: USER_TYPE.participant });
  return db
    .select({
      total: sql<number>`head.total`,
      contentId: sql<number | null>`page.content_id`,
      title: sql<string>`page.title`,
      courseId: sql<number>`page.course_id`,
      courseName: sql<string>`page.course_name`,
      courseShortName: sql<string>`page.course_short_name`,
      senderName: sql<string>`page.sender_name`,
      fileExtension: sql<string>`page.file_extension`,
      fileName: sql<string>`page.file_name`,
      sentAt: sql`page.sent_at`.mapWith(contentSends.sentAt),
    })
    .from(sql`(select count(*)::int as total from ${contentSends} where ${where}) as head
      left join lateral (
        select ${contents.id} as content_id, ${contents.title} as title, ${contentSends.courseId} as course_id,
          ${courses.name} as course_name, ${courses.shortName} as course_short_name,
          ${personName(sender)} as sender_name,
          ${storedFiles.extension} as file_extension, ${storedFiles.originalName} as file_name,
          ${contentSends.sentAt} as sent_at, ${contentSends.id} as send_id
        from ${contentSends}
          join ${contents} on ${contents.id} = ${contentSends.contentId}
          join ${courses} on ${courses.id} = ${contentSends.courseId}
          join ${users} ${sender} on ${sender.id} = ${contentSends.sentById}
          join ${storedFiles} on ${storedFiles.id} = ${contents.fileId}
        where ${where}
        order by ${sql.join(newestFirst(contentSends.sentAt, contentSends.id), sql`, `)}
        limit ${PAGE_SIZE} offset ${bound('offset')}
      ) as page on true`)
    .orderBy(sql`page.sent_at desc nulls last, page.send_id desc nulls last`)
    .prepare('hot_participant_contents');
});
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
