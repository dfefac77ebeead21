// The marks feature's reads: one page of a course's participants with their mark in a component (by roll, in one
// statement with its total), the component tied to an assignment of the caller's courses, and the enrolments of
// the participants a save names.
import { RESULTS } from '@portal/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/core/db/client.ts';
import { type Member, memberCourseIds } from '#server/core/db/course-membership.ts';
import { personName } from '#server/core/db/person-name.ts';
import {
  assignments,
  courses,
  enrolments,
  evaluationComponents,
  marks,
  organizations,
  participantProfiles,
  users,
} from '#server/core/db/schema/index.ts';

/**
 * One page of the course's participants (RESULTS.marksPageSize, by course roll on the roll index) with their mark
 * in the component, and the course's participant count (kept by triggers) as the total: the count is the one-row
 * head, the page a lateral subquery joined to it, so that a page past the end still answers the total.
 */
export async function componentMarksPage(db: Db, courseId: number, componentId: number, page: number) {
  const found = await db
    .select({
      total: sql<number>`head.total`,
      participantId: sql<number | null>`page.participant_id`,
      courseRoll: sql<string>`page.course_roll`,
      name: sql<string>`page.name`,
      organization: sql<string | null>`page.organization`,
      marks: sql<string | null>`page.marks`,
      isAbsent: sql<boolean | null>`page.is_absent`,
      feedback: sql<string | null>`page.feedback`,
      revision: sql`page.revision`.mapWith(marks.revision),
    })
    .from(sql`(select ${courses.participantCount} as total from ${courses} where ${courses.id} = ${courseId}) as head
      left join lateral (
        select roll.id as enrolment_id, roll.participant_id, roll.course_roll, ${personName(users)} as name,
          coalesce(${organizations.name}, nullif(${participantProfiles.otherOrgName}, '')) as organization,
          ${marks.marks} as marks, ${marks.isAbsent} as is_absent, ${marks.feedback} as feedback,
          ${marks.revision} as revision
        from (
          select ${enrolments.id} as id, ${enrolments.participantId} as participant_id,
            ${enrolments.courseRoll} as course_roll
          from ${enrolments}
          where ${enrolments.courseId} = ${courseId}
          order by ${enrolments.courseRoll} asc, ${enrolments.id} asc
          limit ${RESULTS.marksPageSize} offset ${(page - 1) * RESULTS.marksPageSize}
        ) as roll
          join ${users} on ${users.id} = roll.participant_id
          left join ${participantProfiles} on ${participantProfiles.userId} = roll.participant_id
          left join ${organizations} on ${organizations.id} = ${participantProfiles.organizationId}
          left join ${marks} on ${marks.componentId} = ${componentId} and ${marks.participantId} = roll.participant_id
      ) as page on true`)
    .orderBy(sql`page.course_roll asc nulls last, page.enrolment_id asc nulls last`);
  const rows = found.flatMap(({ total: _t, participantId, ...row }) =>
    participantId === null ? [] : [{ participantId, ...row }],
  );
  return { rows, total: found[0]?.total ?? 0 };
}
export type ComponentMarkRow = Awaited<ReturnType<typeof componentMarksPage>>['rows'][number];

/**
 * The assignment of the caller's courses with the evaluation component tied to it (null when none is), or null when
 * the assignment is not one of their courses'.
 */
export async function findTiedComponent(db: Db, member: Member, assignmentId: number) {
  const [row] = await db
    .select({
      courseId: assignments.courseId,
      componentId: evaluationComponents.id,
      maxMarks: evaluationComponents.maxMarks,
    })
    .from(assignments)
    .leftJoin(evaluationComponents, eq(evaluationComponents.assignmentId, assignments.id))
    .where(and(eq(assignments.id, assignmentId), sql`${assignments.courseId} in (${memberCourseIds(member)})`))
    .limit(1);
  if (!row) return null;
  return {
    courseId: row.courseId,
    component: row.componentId === null ? null : { id: row.componentId, maxMarks: row.maxMarks ?? '0' },
  };
}

/** The enrolments (participant → course roll) of those participants in the course; others are not in it. */
export async function enrolledRolls(db: Db | Tx, courseId: number, participantIds: number[]) {
  if (participantIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ participantId: enrolments.participantId, courseRoll: enrolments.courseRoll })
    .from(enrolments)
    .where(and(eq(enrolments.courseId, courseId), inArray(enrolments.participantId, participantIds)));
  return new Map(rows.map((row) => [row.participantId, row.courseRoll]));
}
