// The course lists of both roles. A participant's rows come from their enrolments, a coordinator's from the
// courses they coordinate (memberCourseIds); one page of rows plus one count, both in SQL, with the coordinators'
// names and the participant count of each course in the same statement as the rows.
import { PAGE_SIZE } from '@portal/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/core/db/client.ts';
import { type Member, memberCourseIds } from '#server/core/db/course-membership.ts';
import { countRows, pageOffset } from '#server/core/db/paging.ts';
import { personName } from '#server/core/db/person-name.ts';
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

/** The participant's courses: running first, then the newest year, then by name. */
export async function listParticipantCourses(db: Db, participantId: number, page: number) {
  const mine = eq(enrolments.participantId, participantId);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: courses.id,
        name: courses.name,
        shortName: courses.shortName,
        roll: enrolments.courseRoll,
        status: courses.status,
        year: courses.year,
        faculties: facultyNames,
      })
      .from(enrolments)
      .innerJoin(courses, eq(courses.id, enrolments.courseId))
      .where(mine)
      .orderBy(desc(courses.status), desc(courses.year), asc(courses.name), asc(courses.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(page)),
    db.select({ total: countRows }).from(enrolments).where(mine),
  ]);
  return { rows, total: count?.total ?? 0 };
}
export type ParticipantCourseRow = Awaited<ReturnType<typeof listParticipantCourses>>['rows'][number];

/** The coordinator's courses of one status: the newest year first, then by name. */
export async function listCoordinatorCourses(db: Db, coordinator: Member, status: 0 | 1, page: number) {
  const where = and(sql`${courses.id} in (${memberCourseIds(coordinator)})`, eq(courses.status, status));
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: courses.id,
        name: courses.name,
        shortName: courses.shortName,
        status: courses.status,
        year: courses.year,
        batch: courses.batch,
        intakeName: courses.intakeName,
        sessionName: courses.sessionName,
        totalParticipants: participantCount,
        faculties: facultyNames,
      })
      .from(courses)
      .where(where)
      .orderBy(desc(courses.year), asc(courses.name), asc(courses.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(page)),
    db.select({ total: countRows }).from(courses).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}
export type CoordinatorCourseRow = Awaited<ReturnType<typeof listCoordinatorCourses>>['rows'][number];
