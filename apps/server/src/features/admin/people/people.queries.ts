// The statements of the people and courses screens, reads and writes. Lists are paginated in SQL, ordered by an index
// (courses: courses_status_idx or the primary key; accounts: users_type_idx (user_type, id); enrolments:
// enrolments_course_roll_uq (course_id, course_roll)), and their counts come from SQL in the same statement.
import { type AdminCourseBody, PAGE_SIZE, USER_TYPE } from '@portal/contract';
import { and, asc, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { now } from '#server/core/clock.ts';
import type { Db, Tx } from '#server/core/db/client.ts';
import { containsPattern } from '#server/core/db/contains-pattern.ts';
import { countRows, pageOffset } from '#server/core/db/paging.ts';
import { personName } from '#server/core/db/person-name.ts';
import { scalarSubquery } from '#server/core/db/scalar-subquery.ts';
import {
  assignments,
  contentSends,
  coordinatorProfiles,
  courseCoordinators,
  courses,
  enrolments,
  forumPosts,
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

/** Whether an account has this e-mail (stored in lower case). */
export async function emailTaken(tx: Tx, email: string) {
  const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return Boolean(taken);
}

export function setAccountActive(tx: Tx, id: number, active: boolean) {
  return tx.update(users).set({ isActive: active, updatedAt: now() }).where(eq(users.id, id));
}

/** A coordinator's designation as stored (null without a profile row). */
export async function coordinatorOccupation(tx: Tx, id: number) {
  const [profile] = await tx
    .select({ occupation: coordinatorProfiles.occupation })
    .from(coordinatorProfiles)
    .where(eq(coordinatorProfiles.userId, id));
  return profile?.occupation ?? null;
}

export function updateCoordinatorAccount(
  tx: Tx,
  id: number,
  values: { email: string; firstName: string; lastName: string; mobileNo: string | null },
) {
  return tx
    .update(users)
    .set({ ...values, updatedAt: now() })
    .where(eq(users.id, id));
}

export function saveCoordinatorOccupation(tx: Tx, id: number, occupation: string) {
  return tx
    .insert(coordinatorProfiles)
    .values({ userId: id, occupation })
    .onConflictDoUpdate({ target: coordinatorProfiles.userId, set: { occupation } });
}

// ------------------------------------------------------------------------------------------ course writes

/** The stored values of a course body: empty texts are none. */
export const courseValues = (body: AdminCourseBody) => ({
  name: body.name,
  shortName: body.short_name,
  programId: body.program_id,
  intakeName: body.intake_name || null,
  batch: body.batch,
  sessionName: body.session_name || null,
  year: body.year,
  status: body.status,
});
export type CourseValues = ReturnType<typeof courseValues>;

/** Whether another course (not `exceptId`) has this short name, without regard to case. */
export async function courseShortNameTaken(tx: Tx, shortName: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        sql`lower(${courses.shortName}) = lower(${shortName})`,
        exceptId === undefined ? undefined : ne(courses.id, exceptId),
      ),
    )
    .limit(1);
  return Boolean(taken);
}

export async function programExists(tx: Tx, programId: number) {
  const [found] = await tx.select({ id: programs.id }).from(programs).where(eq(programs.id, programId)).limit(1);
  return Boolean(found);
}

export async function courseExists(db: Reader, id: number) {
  const [found] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, id)).limit(1);
  return Boolean(found);
}

/** A course's stored values, locked for the change that follows. */
export async function courseForUpdate(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      name: courses.name,
      shortName: courses.shortName,
      programId: courses.programId,
      intakeName: courses.intakeName,
      batch: courses.batch,
      sessionName: courses.sessionName,
      year: courses.year,
      status: courses.status,
    })
    .from(courses)
    .where(eq(courses.id, id))
    .for('update');
  return row;
}

export async function insertCourse(tx: Tx, values: CourseValues) {
  const [row] = await tx.insert(courses).values(values).returning({ id: courses.id });
  return row?.id;
}

export function updateCourse(tx: Tx, id: number, values: CourseValues) {
  return tx.update(courses).set(values).where(eq(courses.id, id));
}

export function deleteCourse(tx: Tx, id: number) {
  return tx.delete(courses).where(eq(courses.id, id));
}

/** What keeps a course from being deleted: its enrolments, and whether it has forum posts, assignments or contents. */
export async function courseDependents(tx: Tx, id: number) {
  const [counts] = await tx
    .select({
      enrolled: scalarSubquery<number>(
        sql`select count(*)::int from ${enrolments} where ${enrolments.courseId} = ${courses.id}`,
      ),
      work: sql<boolean>`(${sql`
            exists (select 1 from ${forumPosts} where ${forumPosts.courseId} = ${courses.id})
            or exists (select 1 from ${assignments} where ${assignments.courseId} = ${courses.id})
            or exists (select 1 from ${contentSends} where ${contentSends.courseId} = ${courses.id})`})`,
    })
    .from(courses)
    .where(eq(courses.id, id));
  return { enrolled: counts?.enrolled ?? 0, work: Boolean(counts?.work) };
}

/** Adds a coordinator to a course; false when they are on it already. */
export async function insertCourseCoordinator(tx: Tx, courseId: number, coordinatorId: number) {
  const [added] = await tx
    .insert(courseCoordinators)
    .values({ courseId, coordinatorId })
    .onConflictDoNothing()
    .returning({ courseId: courseCoordinators.courseId });
  return Boolean(added);
}

/** Removes a coordinator from a course; false when they were not on it. */
export async function deleteCourseCoordinator(tx: Tx, courseId: number, coordinatorId: number) {
  const [removed] = await tx
    .delete(courseCoordinators)
    .where(and(eq(courseCoordinators.courseId, courseId), eq(courseCoordinators.coordinatorId, coordinatorId)))
    .returning({ coordinatorId: courseCoordinators.coordinatorId });
  return Boolean(removed);
}

/** Removes an enrolment of the course; what it was, or undefined when the course has no such enrolment. */
export async function deleteEnrolment(tx: Tx, courseId: number, enrolmentId: number) {
  const [removed] = await tx
    .delete(enrolments)
    .where(and(eq(enrolments.id, enrolmentId), eq(enrolments.courseId, courseId)))
    .returning({ participantId: enrolments.participantId, courseRoll: enrolments.courseRoll });
  return removed;
}
