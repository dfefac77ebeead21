// Which courses a signed-in user belongs to: a participant through enrolments, a coordinator through
// course_coordinators. Every work-area query scopes its rows with these, so that a row of another course is
// never read, listed or counted (it answers 404 instead: no existence oracle).
import { USER_TYPE } from '@portal/contract';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import type { Bound } from './prepared.ts';
import { courseCoordinators, courses, enrolments } from './schema/index.ts';

/** The caller as the membership rules need it. */
export interface Member {
  id: number;
  userType: number;
}

/** A member in a statement built once (core/db/prepared.ts): the id bound when it runs, the role fixed. */
export interface MemberRef {
  id: Bound<number>;
  userType: number;
}

/** A subquery of the ids of the member's courses (none for an admin), for `course_id in (…)`. */
export function memberCourseIds(member: MemberRef): SQL {
  if (member.userType === USER_TYPE.participant) {
    return sql`select ${enrolments.courseId} from ${enrolments} where ${enrolments.participantId} = ${member.id}`;
  }
  if (member.userType === USER_TYPE.coordinator) {
    return sql`select ${courseCoordinators.courseId} from ${courseCoordinators} where ${courseCoordinators.coordinatorId} = ${member.id}`;
  }
  return sql`select null::int where false`;
}

/** Whether the member belongs to the course (a participant enrolled, a coordinator coordinating it). */
export async function isCourseMember(db: Db, member: Member, courseId: number): Promise<boolean> {
  const rows =
    member.userType === USER_TYPE.participant
      ? await db
          .select({ id: enrolments.courseId })
          .from(enrolments)
          .where(and(eq(enrolments.participantId, member.id), eq(enrolments.courseId, courseId)))
          .limit(1)
      : member.userType === USER_TYPE.coordinator
        ? await db
            .select({ id: courseCoordinators.courseId })
            .from(courseCoordinators)
            .where(and(eq(courseCoordinators.coordinatorId, member.id), eq(courseCoordinators.courseId, courseId)))
            .limit(1)
        : [];
  return rows.length > 0;
}

/**
 * The member's courses as select options with their short names (two runs of one programme share a name), by
 * name, the running run of a name first; `status` keeps only running (1) or expired (0) ones.
 */
export function memberCourseOptions(db: Db, member: Member, status?: 0 | 1) {
  return db
    .select({ value: courses.id, label: courses.name, short_name: courses.shortName })
    .from(courses)
    .where(
      and(
        sql`${courses.id} in (${memberCourseIds(member)})`,
        status === undefined ? undefined : eq(courses.status, status),
      ),
    )
    .orderBy(courses.name, desc(courses.status), courses.shortName, courses.id);
}

/**
 * One of the member's courses, or null for any other id (another course is as unknown as a missing one);
 * `status` also requires it to be running (1) or expired (0).
 */
export async function findMemberCourse(db: Db, member: Member, courseId: number, status?: 0 | 1) {
  const [row] = await db
    .select({ id: courses.id, name: courses.name, shortName: courses.shortName, status: courses.status })
    .from(courses)
    .where(
      and(
        eq(courses.id, courseId),
        sql`${courses.id} in (${memberCourseIds(member)})`,
        status === undefined ? undefined : eq(courses.status, status),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * The ids of each member's courses (none for an admin), ascending, by member id: the courses every work-area read of
 * theirs is scoped to, which the answers kept per caller record (core/http/kept-answers.ts). Two statements at most
 * for any number of members (participants through enrolments, coordinators through course_coordinators).
 */
export async function memberCourseIdLists(db: Db, members: readonly Member[]): Promise<Map<number, number[]>> {
  const lists = new Map<number, number[]>(members.map((member) => [member.id, []]));
  const ofType = (type: number) => members.filter((member) => member.userType === type).map((member) => member.id);
  const participants = ofType(USER_TYPE.participant);
  const coordinators = ofType(USER_TYPE.coordinator);
  const rows = [
    ...(participants.length
      ? await db
          .select({ member: enrolments.participantId, course: enrolments.courseId })
          .from(enrolments)
          .where(inArray(enrolments.participantId, participants))
          .orderBy(enrolments.participantId, enrolments.courseId)
      : []),
    ...(coordinators.length
      ? await db
          .select({ member: courseCoordinators.coordinatorId, course: courseCoordinators.courseId })
          .from(courseCoordinators)
          .where(inArray(courseCoordinators.coordinatorId, coordinators))
          .orderBy(courseCoordinators.coordinatorId, courseCoordinators.courseId)
      : []),
  ];
  for (const row of rows) lists.get(row.member)?.push(row.course);
  return lists;
}
