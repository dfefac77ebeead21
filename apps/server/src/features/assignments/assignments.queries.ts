// The assignments' reads and writes. Every read is scoped to the caller's courses (memberCourseIds); the
// deadline is computed by the database in the institute's zone (core/db/assignment-deadline.ts): the last date at
// 00:00 there ("grace from"), plus 24 hours ("deadline"). Lists are one page of rows plus one count, both in SQL.
import { PAGE_SIZE, USER_TYPE } from '@portal/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { deadlineOf, graceFrom } from '#server/core/db/assignment-deadline.ts';
import type { Db, Tx } from '#server/core/db/client.ts';
import { type Member, type MemberRef, memberCourseIds } from '#server/core/db/course-membership.ts';
import { headAndPage, newestFirst, pageOffset } from '#server/core/db/paging.ts';
import { personName } from '#server/core/db/person-name.ts';
import { bound, preparedOnce } from '#server/core/db/prepared.ts';
import {
  assignmentSubmissions,
  assignmentSubmissionVersions,
  assignments,
  assignmentViews,
  courses,
  enrolments,
  evaluationComponents,
  marks,
  resultReleases,
  storedFiles,
  users,
} from '#server/core/db/schema/index.ts';

const inCourses = (member: MemberRef) => sql`${assignments.courseId} in (${memberCourseIds(member)})`;

const attachment = alias(storedFiles, 'attachment');
const submitted = alias(storedFiles, 'submitted');
const creator = alias(users, 'creator');

// ---------------------------------------------------------------- participant

/**
 * The newest assignments of the participant's courses with their own submission, and their number, in one
 * statement: the count is its one row (`head`), the page a lateral subquery joined to it (an empty page still
 * answers the total). Times computed in SQL (grace, deadline) are read back as the timestamps they are.
 */
export async function participantAssignmentPage(db: Db, participant: Member, tz: string, page: number) {
  if (participant.userType !== USER_TYPE.participant)
    throw new Error('The participant assignments of a non-participant');
  return headAndPage(
    await participantAssignmentStatement(db).execute({ memberId: participant.id, tz, offset: pageOffset(page) }),
  );
}

/** The statement of participantAssignmentPage, built once (core/db/prepared.ts). */
const participantAssignmentStatement = preparedOnce((db) => {
  const participant: MemberRef = { id: bound('memberId'), userType: USER_TYPE.participant };
  const tz = bound('tz');
  return db
    .select({
      total: sql<number>`head.total`,
      id: sql<number | null>`page.id`,
      title: sql<string>`page.title`,
      courseName: sql<string>`page.course_name`,
      courseShortName: sql<string>`page.course_short_name`,
      facultyName: sql<string>`page.faculty_name`,
      fileExtension: sql<string>`page.file_extension`,
      fileName: sql<string>`page.file_name`,
      createdAt: sql`page.created_at`.mapWith(assignments.createdAt),
      lastSubmitDate: sql`page.last_submit_date`.mapWith(assignments.lastSubmitDate),
      graceFrom: sql`page.grace_from`.mapWith(assignments.createdAt),
      deadline: sql`page.deadline`.mapWith(assignments.createdAt),
      submittedExtension: sql<string | null>`page.submitted_extension`,
      submittedName: sql<string | null>`page.submitted_name`,
      submittedAt: sql`page.submitted_at`.mapWith(assignmentSubmissions.submittedAt) as SQL<Date | null>,
    })
    .from(sql`(select count(*)::int as total from ${assignments} where ${inCourses(participant)}) as head
      left join lateral (
        select ${assignments.id} as id, ${assignments.title} as title, ${courses.name} as course_name,
          ${courses.shortName} as course_short_name, ${personName(creator)} as faculty_name, ${attachment.extension} as file_extension,
          ${attachment.originalName} as file_name, ${assignments.createdAt} as created_at,
          ${assignments.lastSubmitDate} as last_submit_date, ${graceFrom(tz)} as grace_from,
          ${deadlineOf(tz)} as deadline, ${submitted.extension} as submitted_extension,
          ${submitted.originalName} as submitted_name, ${assignmentSubmissions.submittedAt} as submitted_at
        from ${assignments}
          join ${courses} on ${courses.id} = ${assignments.courseId}
          join ${users} ${creator} on ${creator.id} = ${assignments.createdById}
          join ${storedFiles} ${attachment} on ${attachment.id} = ${assignments.fileId}
          left join ${assignmentSubmissions} on ${assignmentSubmissions.assignmentId} = ${assignments.id}
            and ${assignmentSubmissions.participantId} = ${participant.id}
          left join ${storedFiles} ${submitted} on ${submitted.id} = ${assignmentSubmissions.fileId}
        where ${inCourses(participant)}
        order by ${sql.join(newestFirst(assignments.createdAt, assignments.id), sql`, `)}
        limit ${PAGE_SIZE} offset ${bound('offset')}
      ) as page on true`)
    .orderBy(sql`page.created_at desc nulls last, page.id desc nulls last`)
    .prepare('hot_participant_assignments');
});
export type ParticipantAssignmentRow = Awaited<ReturnType<typeof participantAssignmentPage>>['rows'][number];

/** An assignment of the caller's courses with its file and timing, or null. */
export async function findAssignment(db: Db, member: Member, tz: string, assignmentId: number) {
  const [row] = await db
    .select({
      id: assignments.id,
      courseId: assignments.courseId,
      createdById: assignments.createdById,
      title: assignments.title,
      courseName: courses.name,
      fileId: assignments.fileId,
      graceFrom: graceFrom(tz),
      deadline: deadlineOf(tz),
    })
    .from(assignments)
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    .where(and(eq(assignments.id, assignmentId), inCourses(member)))
    .limit(1);
  return row ?? null;
}

/** An assignment by id alone, for a signed link whose permission was checked when it was made. */
export async function findAssignmentById(db: Db, tz: string, assignmentId: number) {
  const [row] = await db
    .select({ id: assignments.id, title: assignments.title, graceFrom: graceFrom(tz) })
    .from(assignments)
    .where(eq(assignments.id, assignmentId))
    .limit(1);
  return row ?? null;
}

/** Counts one view of the assignment's file by the participant. */
export async function countAssignmentView(db: Db, assignmentId: number, participantId: number, at: Date) {
  await db
    .insert(assignmentViews)
    .values({ assignmentId, participantId, viewCount: 1, firstViewedAt: at, lastViewedAt: at })
    .onConflictDoUpdate({
      target: [assignmentViews.assignmentId, assignmentViews.participantId],
      set: { viewCount: sql`${assignmentViews.viewCount} + 1`, lastViewedAt: at },
    });
}

/** The participant's current submission of an assignment, or null. */
export async function ownSubmission(db: Db, assignmentId: number, participantId: number) {
  const [row] = await db
    .select({ id: assignmentSubmissions.id, fileId: assignmentSubmissions.fileId })
    .from(assignmentSubmissions)
    .where(
      and(eq(assignmentSubmissions.assignmentId, assignmentId), eq(assignmentSubmissions.participantId, participantId)),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Records a submitted file as the participant's current submission (a new one, or replacing the file of the
 * earlier one) and as a version; the earlier file stays as an older version.
 */
export async function recordSubmission(
  tx: Tx,
  input: { assignmentId: number; participantId: number; fileId: number; at: Date },
): Promise<number> {
  const [row] = await tx
    .insert(assignmentSubmissions)
    .values({
      assignmentId: input.assignmentId,
      participantId: input.participantId,
      fileId: input.fileId,
      submittedAt: input.at,
    })
    .onConflictDoUpdate({
      target: [assignmentSubmissions.assignmentId, assignmentSubmissions.participantId],
      set: { fileId: input.fileId, submittedAt: input.at },
    })
    .returning({ id: assignmentSubmissions.id });
  if (!row) throw new Error('submission not recorded');
  await tx
    .insert(assignmentSubmissionVersions)
    .values({ submissionId: row.id, fileId: input.fileId, submittedAt: input.at });
  return row.id;
}

// ---------------------------------------------------------------- coordinator

/** The condition of the coordinator's list: their courses of a status, all (0) or one. */
function coordinatorFilter(coordinator: Member, status: 0 | 1, courseId: number): SQL | undefined {
  return and(
    inCourses(coordinator),
    eq(courses.status, status),
    courseId === 0 ? undefined : eq(assignments.courseId, courseId),
  );
}

/**
 * One page of the coordinator's assignment list and its number, in one statement, or null when the course asked
 * for is not one of theirs (0, all their courses, always is). The access check and the count are the statement's
 * one row (`head`); the page is a lateral subquery joined to it, run only when the course is the caller's.
 */
export async function coordinatorAssignmentPage(
  db: Db,
  coordinator: Member,
  filter: { status: 0 | 1; courseId: number; page: number; tz: string },
) {
  const where = coordinatorFilter(coordinator, filter.status, filter.courseId);
  const allowed = filter.courseId === 0 ? sql`true` : sql`${filter.courseId} in (${memberCourseIds(coordinator)})`;
  const found = await db
    .select({
      allowed: sql<boolean>`head.allowed`,
      total: sql<number>`head.total`,
      id: sql<number | null>`page.id`,
      title: sql<string>`page.title`,
      courseId: sql<number>`page.course_id`,
      courseName: sql<string>`page.course_name`,
      courseShortName: sql<string>`page.course_short_name`,
      fileExtension: sql<string>`page.file_extension`,
      fileName: sql<string>`page.file_name`,
      totalSend: sql<number>`page.total_send`,
      totalSubmit: sql<number>`page.total_submit`,
      lastSubmitDate: sql`page.last_submit_date`.mapWith(assignments.lastSubmitDate),
      deadline: sql`page.deadline`.mapWith(assignments.createdAt),
      facultyName: sql<string>`page.faculty_name`,
      createdAt: sql`page.created_at`.mapWith(assignments.createdAt),
      isMine: sql<boolean>`page.is_mine`,
    })
    // offset 0 keeps the head's derived table from being pulled up into the join.
    .from(sql`(
        select access.allowed, case when access.allowed then (select count(*)::int from ${assignments}
            join ${courses} on ${courses.id} = ${assignments.courseId}
            where ${where}) else 0 end as total
        from (select ${allowed} as allowed) as access
        offset 0
      ) as head
      left join lateral (
        select ${assignments.id} as id, ${assignments.title} as title, ${assignments.courseId} as course_id,
          ${courses.name} as course_name, ${courses.shortName} as course_short_name,
          ${attachment.extension} as file_extension,
          ${attachment.originalName} as file_name,
          ${courses.participantCount} as total_send, ${assignments.submissionCount} as total_submit,
          ${assignments.lastSubmitDate} as last_submit_date, ${deadlineOf(filter.tz)} as deadline,
          ${personName(creator)} as faculty_name, ${assignments.createdAt} as created_at,
          ${assignments.createdById} = ${coordinator.id} as is_mine
        from ${assignments}
          join ${courses} on ${courses.id} = ${assignments.courseId}
          join ${users} ${creator} on ${creator.id} = ${assignments.createdById}
          join ${storedFiles} ${attachment} on ${attachment.id} = ${assignments.fileId}
        where head.allowed and ${where}
        order by ${sql.join(newestFirst(assignments.createdAt, assignments.id), sql`, `)}
        limit ${PAGE_SIZE} offset ${pageOffset(filter.page)}
      ) as page on true`)
    .orderBy(sql`page.created_at desc nulls last, page.id desc nulls last`);
  const [head] = found;
  if (!head?.allowed) return null;
  const rows = found.flatMap(({ allowed: _a, total: _t, id, ...row }) => (id === null ? [] : [{ id, ...row }]));
  return { rows, total: head.total };
}
export type CoordinatorAssignmentRow = NonNullable<
  Awaited<ReturnType<typeof coordinatorAssignmentPage>>
>['rows'][number];

/**
 * An assignment of the caller's courses with one page of its course's participants (by roll, with views, current
 * submission and their mark in the evaluation component tied to the assignment, if one is) and their number, in one
 * statement; null when the assignment is not in the caller's courses. The
 * assignment is the statement's one row (`head`, with the course's participant counter, kept by triggers, as the
 * total); the page is a lateral subquery joined to it, so that an empty page still answers the assignment: ten
 * enrolments from the course's roll index first, then names, submissions and views read by key for those rows.
 */
export async function submitDetailPage(db: Db, coordinator: Member, tz: string, assignmentId: number, page: number) {
  const found = await db
    .select({
      title: sql<string>`head.title`,
      courseName: sql<string>`head.course_name`,
      courseShortName: sql<string>`head.course_short_name`,
      graceFrom: sql`head.grace_from`.mapWith(assignments.createdAt),
      total: sql<number>`head.total`,
      componentId: sql<number | null>`head.component_id`,
      componentName: sql<string | null>`head.component_name`,
      componentMax: sql<string | null>`head.component_max`,
      componentFrozen: sql<boolean>`head.component_frozen`,
      enrolmentId: sql<number | null>`page.enrolment_id`,
      submitId: sql<number | null>`page.submit_id`,
      participantId: sql<number>`page.participant_id`,
      participantName: sql<string>`page.participant_name`,
      courseRoll: sql<string>`page.course_roll`,
      viewCount: sql<number>`page.view_count`,
      submittedAt: sql`page.submitted_at`.mapWith(assignmentSubmissions.submittedAt) as SQL<Date | null>,
      fileExtension: sql<string | null>`page.file_extension`,
      fileName: sql<string | null>`page.file_name`,
      versions: sql<number>`page.versions`,
      marks: sql<string | null>`page.marks`,
      isAbsent: sql<boolean | null>`page.is_absent`,
      feedback: sql<string | null>`page.feedback`,
      markRevision: sql`page.mark_revision`.mapWith(marks.revision) as SQL<number | null>,
    })
    .from(sql`(
        select ${assignments.id} as id, ${assignments.courseId} as course_id, ${assignments.title} as title,
          ${courses.name} as course_name, ${courses.shortName} as course_short_name, ${graceFrom(tz)} as grace_from,
          ${courses.participantCount} as total, ${evaluationComponents.id} as component_id,
          ${evaluationComponents.name} as component_name, ${evaluationComponents.maxMarks} as component_max,
          exists (select 1 from ${resultReleases} where ${resultReleases.courseId} = ${assignments.courseId}
            and ${resultReleases.componentId} is null and ${resultReleases.unreleasedAt} is null) as component_frozen
        from ${assignments} join ${courses} on ${courses.id} = ${assignments.courseId}
          left join ${evaluationComponents} on ${evaluationComponents.assignmentId} = ${assignments.id}
        where ${assignments.id} = ${assignmentId} and ${inCourses(coordinator)}
      ) as head
      left join lateral (
        select roll.id as enrolment_id, ${assignmentSubmissions.id} as submit_id,
          roll.participant_id, ${personName(users)} as participant_name, roll.course_roll,
          coalesce(${assignmentViews.viewCount}, 0) as view_count,
          ${assignmentSubmissions.submittedAt} as submitted_at, ${submitted.extension} as file_extension,
          ${submitted.originalName} as file_name,
          (select count(*)::int from ${assignmentSubmissionVersions}
            where ${assignmentSubmissionVersions.submissionId} = ${assignmentSubmissions.id}) as versions,
          ${marks.marks} as marks, ${marks.isAbsent} as is_absent, ${marks.feedback} as feedback,
          ${marks.revision} as mark_revision
        from (
          select ${enrolments.id} as id, ${enrolments.participantId} as participant_id,
            ${enrolments.courseRoll} as course_roll
          from ${enrolments}
          where ${enrolments.courseId} = head.course_id
          order by ${enrolments.courseRoll} asc, ${enrolments.id} asc
          limit ${PAGE_SIZE} offset ${pageOffset(page)}
        ) as roll
          join ${users} on ${users.id} = roll.participant_id
          left join ${assignmentSubmissions} on ${assignmentSubmissions.assignmentId} = ${assignmentId}
            and ${assignmentSubmissions.participantId} = roll.participant_id
          left join ${storedFiles} ${submitted} on ${submitted.id} = ${assignmentSubmissions.fileId}
          left join ${assignmentViews} on ${assignmentViews.assignmentId} = ${assignmentId}
            and ${assignmentViews.participantId} = roll.participant_id
          left join ${marks} on ${marks.componentId} = head.component_id
            and ${marks.participantId} = roll.participant_id
      ) as page on true`)
    .orderBy(sql`page.course_roll asc, page.enrolment_id asc`);
  const [head] = found;
  if (!head) return null;
  const rows = found.flatMap(
    ({
      title: _t,
      courseName: _c,
      courseShortName: _s,
      graceFrom: _g,
      total: _n,
      componentId: _ci,
      componentName: _cn,
      componentMax: _cm,
      componentFrozen: _cf,
      enrolmentId,
      ...row
    }) => (enrolmentId === null ? [] : [row]),
  );
  const component =
    head.componentId === null
      ? null
      : {
          id: head.componentId,
          name: head.componentName ?? '',
          maxMarks: head.componentMax ?? '0',
          frozen: head.componentFrozen,
        };
  return {
    title: head.title,
    courseName: head.courseName,
    courseShortName: head.courseShortName,
    graceFrom: head.graceFrom,
    total: head.total,
    component,
    rows,
  };
}
export type SubmitDetailRow = NonNullable<Awaited<ReturnType<typeof submitDetailPage>>>['rows'][number];

/** A submission of that assignment (the pair is bound: another assignment's submission is not found). */
export async function findSubmission(db: Db, assignmentId: number, submitId: number) {
  const [row] = await db
    .select({ id: assignmentSubmissions.id, fileId: assignmentSubmissions.fileId })
    .from(assignmentSubmissions)
    .where(and(eq(assignmentSubmissions.id, submitId), eq(assignmentSubmissions.assignmentId, assignmentId)))
    .limit(1);
  return row ?? null;
}

export function submissionVersions(db: Db, submissionId: number) {
  return db
    .select({
      id: assignmentSubmissionVersions.id,
      fileId: assignmentSubmissionVersions.fileId,
      fileName: storedFiles.originalName,
      extension: storedFiles.extension,
      sizeBytes: storedFiles.sizeBytes,
      sha256: storedFiles.sha256,
      submittedAt: assignmentSubmissionVersions.submittedAt,
    })
    .from(assignmentSubmissionVersions)
    .innerJoin(storedFiles, eq(storedFiles.id, assignmentSubmissionVersions.fileId))
    .where(eq(assignmentSubmissionVersions.submissionId, submissionId))
    .orderBy(...newestFirst(assignmentSubmissionVersions.submittedAt, assignmentSubmissionVersions.id))
    .limit(200);
}

export async function insertAssignment(
  tx: Tx,
  values: { courseId: number; createdById: number; title: string; lastSubmitDate: string; fileId: number; at: Date },
): Promise<number> {
  const { at, ...rest } = values;
  const [row] = await tx
    .insert(assignments)
    .values({ ...rest, createdAt: at, updatedAt: at })
    .returning({ id: assignments.id });
  if (!row) throw new Error('assignment not inserted');
  return row.id;
}

export async function updateAssignment(
  tx: Tx,
  id: number,
  change: { title: string; lastSubmitDate: string; fileId?: number; at: Date },
): Promise<void> {
  const { at, ...rest } = change;
  await tx
    .update(assignments)
    .set({ ...rest, updatedAt: at })
    .where(eq(assignments.id, id));
}

/** Every stored file an assignment holds: its own and every submitted version. */
export async function filesOfAssignment(db: Db | Tx, assignmentId: number): Promise<number[]> {
  const rows = await db
    .select({ fileId: assignmentSubmissionVersions.fileId })
    .from(assignmentSubmissionVersions)
    .innerJoin(assignmentSubmissions, eq(assignmentSubmissions.id, assignmentSubmissionVersions.submissionId))
    .where(eq(assignmentSubmissions.assignmentId, assignmentId));
  const current = await db
    .select({ fileId: assignmentSubmissions.fileId })
    .from(assignmentSubmissions)
    .where(eq(assignmentSubmissions.assignmentId, assignmentId));
  return [...new Set([...rows, ...current].map((row) => row.fileId))];
}

export async function deleteAssignmentRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(assignments).where(eq(assignments.id, id));
}

/** The current submissions of an assignment for its ZIP: by roll, with each file's store key and checksum. */
export function submissionsForArchive(db: Db, assignmentId: number) {
  return db
    .select({
      courseRoll: enrolments.courseRoll,
      participantName: personName(users),
      storeKey: storedFiles.storeKey,
      fileName: storedFiles.originalName,
      extension: storedFiles.extension,
      sha256: storedFiles.sha256,
      submittedAt: assignmentSubmissions.submittedAt,
    })
    .from(assignmentSubmissions)
    .innerJoin(assignments, eq(assignments.id, assignmentSubmissions.assignmentId))
    .innerJoin(
      enrolments,
      and(
        eq(enrolments.courseId, assignments.courseId),
        eq(enrolments.participantId, assignmentSubmissions.participantId),
      ),
    )
    .innerJoin(users, eq(users.id, assignmentSubmissions.participantId))
    .innerJoin(storedFiles, eq(storedFiles.id, assignmentSubmissions.fileId))
    .where(eq(assignmentSubmissions.assignmentId, assignmentId))
    .orderBy(asc(enrolments.courseRoll), asc(enrolments.id))
    .limit(10_000);
}
