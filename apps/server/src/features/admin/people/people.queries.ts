// The statements of the people and courses screens. Lists are paginated in SQL, ordered by an index
// (courses: courses_status_idx or the primary key; accounts: users_type_idx (user_type, id); enrolments:
// enrolments_course_roll_uq (course_id, course_roll)), and their counts come from SQL in the same statement.
import { PAGE_SIZE, USER_TYPE } from '@portal/contract';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/core/db/client.ts';
import { containsPattern } from '#server/core/db/contains-pattern.ts';
import { countRows, pageOffset } from '#server/core/db/paging.ts';
import { personName } from '#server/core/db/person-name.ts';
import { scalarSubquery } from '#server/core/db/scalar-subquery.ts';
import {
  coordinatorProfiles,
  courseCoordinators,
  courses,
  enrolments,
  participantSearchText,
  programs,
  users,
} from '#server/core/db/schema/index.ts';

type Reader = Db | Tx;

// ------------------------------------------------------------------------------------------------- options

/** Every course as a select option "name (short name)", running first, newest first within a status. */
export function courseOptions(db: Reader, status?: number) {
  return db
    .select({ value: courses.id, label: sql<string>`${courses.name} || ' (' || ${courses.shortName} || ')'` })
    .from(courses)
    .where(status === undefined ? undefined : eq(courses.status, status))
    .orderBy(desc(courses.status), desc(courses.id));
}

/** The programmes in their public order (programs_order_idx), "name (short name)". */
export function programOptions(db: Reader) {
  return db
    .select({ value: programs.id, label: sql<string>`${programs.name} || ' (' || ${programs.shortName} || ')'` })
    .from(programs)
    .orderBy(asc(programs.sortOrder), asc(programs.id));
}

/** The active coordinators, "name (e-mail)", by name. */
export function coordinatorOptions(db: Reader) {
  return db
    .select({ value: users.id, label: sql<string>`${personName(users)} || ' (' || ${users.email} || ')'` })
    .from(users)
    .where(and(eq(users.userType, USER_TYPE.coordinator), eq(users.isActive, true)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

// ------------------------------------------------------------------------------------------------- courses

const participantCount = scalarSubquery<number>(
  sql`select count(*)::int from ${enrolments} where ${enrolments.courseId} = ${courses.id}`,
);
const coordinatorCount = scalarSubquery<number>(
  sql`select count(*)::int from ${courseCoordinators} where ${courseCoordinators.courseId} = ${courses.id}`,
);

const courseColumns = {
  id: courses.id,
  name: courses.name,
  shortName: courses.shortName,
  programId: courses.programId,
  programName: programs.name,
  intakeName: courses.intakeName,
  batch: courses.batch,
  sessionName: courses.sessionName,
  year: courses.year,
  status: courses.status,
  participantCount,
  coordinatorCount,
};
export type CourseRow = Awaited<ReturnType<typeof findCourse>>;

function courseCondition(search: string, status?: number): SQL | undefined {
  const pattern = search ? containsPattern(search) : null;
  return and(
    status === undefined ? undefined : eq(courses.status, status),
    pattern ? or(ilike(courses.name, pattern), ilike(courses.shortName, pattern)) : undefined,
  );
}

/** One page of courses, newest first, with their participant and coordinator counts. */
export async function coursePage(db: Db, query: { page: number; search: string; status?: number }) {
  const where = courseCondition(query.search, query.status);
  const [rows, [count]] = await Promise.all([
    db
      .select(courseColumns)
      .from(courses)
      .leftJoin(programs, eq(programs.id, courses.programId))
      .where(where)
      .orderBy(desc(courses.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db.select({ total: countRows }).from(courses).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findCourse(db: Reader, id: number) {
  const [row] = await db
    .select(courseColumns)
    .from(courses)
    .leftJoin(programs, eq(programs.id, courses.programId))
    .where(eq(courses.id, id))
    .limit(1);
  return row;
}

/** A course's coordinators (a handful), by name. */
export function courseCoordinatorList(db: Reader, courseId: number) {
  return db
    .select({ id: users.id, name: personName(users), email: users.email, isActive: users.isActive })
    .from(courseCoordinators)
    .innerJoin(users, eq(users.id, courseCoordinators.coordinatorId))
    .where(eq(courseCoordinators.courseId, courseId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** A course's enrolments by course-wise roll (enrolments_course_roll_uq), with the participant's name and e-mail. */
export async function enrolmentPage(db: Db, courseId: number, page: number) {
  const inCourse = eq(enrolments.courseId, courseId);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: enrolments.id,
        participantId: enrolments.participantId,
        courseRoll: enrolments.courseRoll,
        name: personName(users),
        email: users.email,
        isActive: users.isActive,
      })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.participantId))
      .where(inCourse)
      .orderBy(asc(enrolments.courseRoll))
      .limit(PAGE_SIZE)
      .offset(pageOffset(page)),
    db.select({ total: countRows }).from(enrolments).where(inCourse),
  ]);
  return { rows, total: count?.total ?? 0 };
}

// ------------------------------------------------------------------------------------------------ accounts

/**
 * Accounts of one type, newest first (users_type_idx read backwards), searched in name, e-mail and mobile
 * number: participantSearchText is the expression of the participants' trigram index
 * (users_participant_search_trgm_idx, partial on user_type 2), so the participants' search can use it.
 */
function accountCondition(userType: number, search: string): SQL | undefined {
  return and(
    eq(users.userType, userType),
    search ? sql`${participantSearchText(users)} ilike ${containsPattern(search)}` : undefined,
  );
}

const coordinatorCourseCount = scalarSubquery<number>(
  sql`select count(*)::int from ${courseCoordinators} where ${courseCoordinators.coordinatorId} = ${users.id}`,
);
const participantCourseCount = scalarSubquery<number>(
  sql`select count(*)::int from ${enrolments} where ${enrolments.participantId} = ${users.id}`,
);

export async function coordinatorPage(db: Db, page: number, search: string) {
  const where = accountCondition(USER_TYPE.coordinator, search);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        mobileNo: users.mobileNo,
        designation: sql<string>`coalesce(${coordinatorProfiles.occupation}, '')`,
        isActive: users.isActive,
        courseCount: coordinatorCourseCount,
      })
      .from(users)
      .leftJoin(coordinatorProfiles, eq(coordinatorProfiles.userId, users.id))
      .where(where)
      .orderBy(desc(users.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(page)),
    db.select({ total: countRows }).from(users).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function participantPage(db: Db, page: number, search: string) {
  const where = accountCondition(USER_TYPE.participant, search);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: personName(users),
        email: users.email,
        mobileNo: users.mobileNo,
        isActive: users.isActive,
        courseCount: participantCourseCount,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(page)),
    db.select({ total: countRows }).from(users).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** An account of the given type, locked for the change that follows. */
export async function lockAccount(tx: Tx, id: number, userType: number) {
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      userType: users.userType,
      mobileNo: users.mobileNo,
      isActive: users.isActive,
    })
    .from(users)
    .where(and(eq(users.id, id), eq(users.userType, userType)))
    .for('update');
  return row;
}
