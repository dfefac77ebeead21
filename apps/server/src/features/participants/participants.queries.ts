// The coordinator's participant list of one course, its search and its export (docs/decisions/009-…). The
// course is checked by the routes (one of the caller's courses); these statements read only its enrolments.
//
// The search keeps participants whose name, e-mail or mobile (participantSearchText, served by the trigram index
// users_participant_search_trgm_idx) or whose course-wise id contains the text. The two conditions sit on two
// tables, so the list asks for the union of two sets of enrolment ids: the planner can then read the first one
// from the trigram index when the text is rare, or from the course's enrolments when the course is small or the
// text common (the extended statistics users_participant_search_stx tell it which).
import { PAGE_SIZE, USER_TYPE } from '@portal/contract';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '#server/core/db/client.ts';
import { containsPattern } from '#server/core/db/contains-pattern.ts';
import { countRows, pageOffset } from '#server/core/db/paging.ts';
import { personName } from '#server/core/db/person-name.ts';
import {
  courses,
  enrolments,
  organizations,
  participantProfiles,
  participantSearchText,
  users,
} from '#server/core/db/schema/index.ts';

const participantColumns = {
  enrolmentId: enrolments.id,
  roll: enrolments.courseRoll,
  name: personName(users),
  email: users.email,
  mobileNo: users.mobileNo,
  /** The organisation of the list, or the name typed for "others". */
  orgName: sql<string | null>`coalesce(${organizations.name}, nullif(${participantProfiles.otherOrgName}, ''))`,
  designation: sql<string | null>`nullif(${participantProfiles.designation}, '')`,
};
export type ParticipantRow = Awaited<ReturnType<typeof participantPage>>[number];

/** The text matched against a participant's name, e-mail and mobile (the index's expression). */
const matchesPerson = (pattern: string) =>
  and(eq(users.userType, USER_TYPE.participant), sql`${participantSearchText(users)} ilike ${pattern}`);

/** The enrolments of the course that the list shows: all of them, or those matching the search. */
function listCondition(db: Db, courseId: number, search: string): SQL | undefined {
  const inCourse = eq(enrolments.courseId, courseId);
  if (!search) return inCourse;
  const pattern = containsPattern(search);
  const byPerson = db
    .select({ id: enrolments.id })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.participantId))
    .where(and(inCourse, matchesPerson(pattern)));
  const byRoll = db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(inCourse, ilike(enrolments.courseRoll, pattern)));
  return and(inCourse, inArray(enrolments.id, union(byPerson, byRoll)));
}

/** A page of the unsearched list: the course's roll index, ten entries. */
function participantPage(db: Db, courseId: number, page: number) {
  const byCourseWiseId = [asc(enrolments.courseRoll), asc(enrolments.id)];
  // The page's enrolment ids first; names, profiles and organisations are then joined for those ten rows only.
  const pageIds = db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(eq(enrolments.courseId, courseId))
    .orderBy(...byCourseWiseId)
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
  return db
    .select(participantColumns)
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.participantId))
    .leftJoin(participantProfiles, eq(participantProfiles.userId, users.id))
    .leftJoin(organizations, eq(organizations.id, participantProfiles.organizationId))
    .where(inArray(enrolments.id, pageIds))
    .orderBy(...byCourseWiseId);
}

/**
 * A searched page and the number of matches from one statement: the matches (the union above) are found once,
 * materialised, and both the page and the total read them. The page's rows carry the total; a page with no row
 * (past the end, or nothing matched) takes it from a count of its own.
 */
async function searchedPage(db: Db, courseId: number, search: string, page: number) {
  const matched = sql`select ${enrolments.id} as id, ${enrolments.courseRoll} as course_roll from ${enrolments}
    where ${listCondition(db, courseId, search)}`;
  const rows = await db
    .select({ ...participantColumns, total: sql<number>`page.total` })
    .from(sql`(with matched as materialized (${matched})
      select matched.id, matched.course_roll, (select count(*)::int from matched) as total from matched
      order by matched.course_roll, matched.id
      limit ${PAGE_SIZE} offset ${pageOffset(page)}) as page`)
    .innerJoin(enrolments, sql`${enrolments.id} = page.id`)
    .innerJoin(users, eq(users.id, enrolments.participantId))
    .leftJoin(participantProfiles, eq(participantProfiles.userId, users.id))
    .leftJoin(organizations, eq(organizations.id, participantProfiles.organizationId))
    .orderBy(sql`page.course_roll`, sql`page.id`);
  if (rows.length) return { rows: rows.map(({ total: _, ...row }) => row), total: rows[0]?.total ?? 0 };
  const [count] = await db
    .select({ total: countRows })
    .from(enrolments)
    .where(listCondition(db, courseId, search));
  return { rows: [], total: count?.total ?? 0 };
}

/** One page of the course's participants (by course-wise id) and how many the whole list holds. */
export async function listCourseParticipants(db: Db, courseId: number, search: string, page: number) {
  if (search) return searchedPage(db, courseId, search, page);
  const [rows, [count]] = await Promise.all([
    participantPage(db, courseId, page),
    // Without a search the list is the course's enrolments: its counter (kept by triggers, migration 0008).
    db.select({ total: courses.participantCount }).from(courses).where(eq(courses.id, courseId)),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/**
 * One batch of the export, after the last row of the previous one (keyset on the course's (course_id,
 * course_roll) index): the whole export reads each enrolment of the course once, whatever its size.
 */
export function exportBatch(
  db: Db,
  courseId: number,
  search: string,
  after: { roll: string; id: number } | null,
  size: number,
) {
  const pattern = search ? containsPattern(search) : null;
  return db
    .select(participantColumns)
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.participantId))
    .leftJoin(participantProfiles, eq(participantProfiles.userId, users.id))
    .leftJoin(organizations, eq(organizations.id, participantProfiles.organizationId))
    .where(
      and(
        eq(enrolments.courseId, courseId),
        pattern ? or(ilike(enrolments.courseRoll, pattern), matchesPerson(pattern)) : undefined,
        after ? sql`(${enrolments.courseRoll}, ${enrolments.id}) > (${after.roll}, ${after.id})` : undefined,
      ),
    )
    .orderBy(asc(enrolments.courseRoll), asc(enrolments.id))
    .limit(size);
}
