// The course lists of both roles. A participant's rows come from their enrolments, a coordinator's from the
// courses they coordinate (memberCourseIds). A list is one statement: its count as the one row `head`, and the page
// as a lateral subquery joined to it (an empty page still answers the total), with the coordinators' names and the
// participant count of each course.
import { PAGE_SIZE } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/core/db/client.ts';
import { type Member, memberCourseIds } from '#server/core/db/course-membership.ts';
import { headAndPage, pageOffset } from '#server/core/db/paging.ts';
import { personName } from '#server/core/db/person-name.ts';
import { bound, preparedOnce } from '#server/core/db/prepared.ts';
import { scalarSubquery } from '#server/core/db/scalar-subquery.ts';
import { courseCoordinators, courses, enrolments, users } from '#server/core/db/schema/index.ts';

/** The coordinators of the row's course, by name ('Coordinators' / `faculties`). */
const facultyNames = sql<string[]>`coalesce(${scalarSubquery(sql`
  select array_agg(${personName(users)} order by ${users.firstName}, ${users.lastName}, ${users.id})
  from ${courseCoordinators} join ${users} on ${users.id} = ${courseCoordinators.coordinatorId}
  where ${courseCoordinators.courseId} = ${courses.id}`)}, '{}')`;

/** Participants enrolled in the row's course (an index-only count on enrolments (course_id, participant_id)). */
const participantCount = scalarSubquery<number>(
  sql`select count(*)::int from ${enrolments} where ${enrolments.courseId} = ${courses.id}`,
);

/**
 * The participant's courses, running first, then the newest year, then by name: one page and their number, in one
 * statement. The count is its one row (`head`), the page a lateral subquery joined to it, so that an empty page
 * still answers the total.
 */
export async function listParticipantCourses(db: Db, participantId: number, page: number) {
  return headAndPage(await participantCoursePage(db).execute({ participantId, offset: pageOffset(page) }));
}

/** The statement of listParticipantCourses, built once (core/db/prepared.ts). */
const participantCoursePage = preparedOnce((db) => {
  const participantId = bound('participantId');
  return db
    .select({
      total: sql<number>`head.total`,
      id: sql<number | null>`page.id`,
      name: sql<string>`page.name`,
      shortName: sql<string>`page.short_name`,
      roll: sql<string>`page.course_roll`,
      status: sql<number>`page.status`,
      year: sql<number>`page.year`,
      faculties: sql<string[]>`page.faculties`,
    })
    .from(sql`(select count(*)::int as total from ${enrolments} where ${enrolments.participantId} = ${participantId})
      as head
      left join lateral (
        select ${courses.id} as id, ${courses.name} as name, ${courses.shortName} as short_name,
          ${enrolments.courseRoll} as course_roll, ${courses.status} as status, ${courses.year} as year,
          ${facultyNames} as faculties
        from ${enrolments} join ${courses} on ${courses.id} = ${enrolments.courseId}
        where ${enrolments.participantId} = ${participantId}
        order by ${courses.status} desc, ${courses.year} desc, ${courses.name} asc, ${courses.id} asc
        limit ${PAGE_SIZE} offset ${bound('offset')}
      ) as page on true`)
    .orderBy(sql`page.status desc, page.year desc, page.name asc, page.id asc`)
    .prepare('hot_participant_courses');
});
export type ParticipantCourseRow = Awaited<ReturnType<typeof listParticipantCourses>>['rows'][number];

/** The coordinator's courses of one status, the newest year first, then by name: one page and their number. */
export async function listCoordinatorCourses(db: Db, coordinator: Member, status: 0 | 1, page: number) {
  const where = sql`${courses.id} in (${memberCourseIds(coordinator)}) and ${courses.status} = ${status}`;
  const found = await db
    .select({
      total: sql<number>`head.total`,
      id: sql<number | null>`page.id`,
      name: sql<string>`page.name`,
      shortName: sql<string>`page.short_name`,
      status: sql<number>`page.status`,
      year: sql<number>`page.year`,
      batch: sql<number | null>`page.batch`,
      intakeName: sql<string | null>`page.intake_name`,
      sessionName: sql<string | null>`page.session_name`,
      totalParticipants: sql<number>`page.total_participants`,
      faculties: sql<string[]>`page.faculties`,
    })
    .from(sql`(select count(*)::int as total from ${courses} where ${where}) as head
      left join lateral (
        select ${courses.id} as id, ${courses.name} as name, ${courses.shortName} as short_name,
          ${courses.status} as status, ${courses.year} as year, ${courses.batch} as batch,
          ${courses.intakeName} as intake_name, ${courses.sessionName} as session_name,
          ${participantCount} as total_participants, ${facultyNames} as faculties
        from ${courses}
        where ${where}
        order by ${courses.year} desc, ${courses.name} asc, ${courses.id} asc
        limit ${PAGE_SIZE} offset ${pageOffset(page)}
      ) as page on true`)
    .orderBy(sql`page.year desc, page.name asc, page.id asc`);
  return headAndPage(found);
}
export type CoordinatorCourseRow = Awaited<ReturnType<typeof listCoordinatorCourses>>['rows'][number];
