// The coordinator's participant list of one course, its search and its export (docs/decisions/009-…). The list's
// statement checks the course itself (one of the caller's courses, else no row); the export's course is checked by
// its route, and its statements read only that course's enrolments.
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
import { type Member, memberCourseIds } from '#server/core/db/course-membership.ts';
import { pageOffset } from '#server/core/db/paging.ts';
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
export type ParticipantRow = Awaited<ReturnType<typeof exportBatch>>[number];

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

/**
 * The columns of one page of participants, for the enrolment ids of `pageIds` (a statement of `id`s): names,
 * profiles and organisations are joined for those ten rows only.
 */
function pageDetails(pageIds: SQL): SQL {
  return sql`select ${enrolments.id} as enrolment_id, ${enrolments.courseRoll} as roll, ${personName(users)} as name,
      ${users.email} as email, ${users.mobileNo} as mobile_no, ${participantColumns.orgName} as org_name,
      ${participantColumns.designation} as designation
    from (${pageIds}) as page_ids
      join ${enrolments} on ${enrolments.id} = page_ids.id
      join ${users} on ${users.id} = ${enrolments.participantId}
      left join ${participantProfiles} on ${participantProfiles.userId} = ${users.id}
      left join ${organizations} on ${organizations.id} = ${participantProfiles.organizationId}`;
}

/** The course as the list's head: one of the caller's courses of that status, or no row. */
function ownCourse(coordinator: Member, courseId: number, status: 0 | 1, total: SQL): SQL {
  return sql`select ${courses.id} as id, ${courses.name} as course_name, ${courses.shortName} as course_short_name,
      (${total}) as total
    from ${courses}
    where ${courses.id} = ${courseId} and ${courses.id} in (${memberCourseIds(coordinator)})
      and ${courses.status} = ${status}`;
}

/**
 * The unsearched list: the course (head) with its participant counter (kept by triggers, migration 0008) as the
 * total, and the page from the course's roll index, ten entries.
 */
function unsearchedList(coordinator: Member, courseId: number, status: 0 | 1, page: number): SQL {
  const pageIds = sql`select ${enrolments.id} as id from ${enrolments}
    where ${enrolments.courseId} = head.id
    order by ${enrolments.courseRoll} asc, ${enrolments.id} asc
    limit ${PAGE_SIZE} offset ${pageOffset(page)}`;
  return sql`select head.course_name, head.course_short_name, head.total, page.*
    from (${ownCourse(coordinator, courseId, status, sql`${courses.participantCount}`)}) as head
      left join lateral (${pageDetails(pageIds)}) as page on true`;
}

/**
 * A searched list: the matches (the union above) are found once, materialised, and both the total and the page
 * read them. They are read only when the course is the caller's (the head's row).
 */
function searchedList(db: Db, coordinator: Member, courseId: number, status: 0 | 1, search: string, page: number) {
  const matched = sql`select ${enrolments.id} as id, ${enrolments.courseRoll} as course_roll from ${enrolments}
    where ${listCondition(db, courseId, search)}`;
  const pageIds = sql`select matched.id from matched
    order by matched.course_roll, matched.id
    limit ${PAGE_SIZE} offset ${pageOffset(page)}`;
  return sql`with matched as materialized (${matched})
    select head.course_name, head.course_short_name, head.total, page.*
    from (${ownCourse(coordinator, courseId, status, sql`select count(*)::int from matched`)}) as head
      left join lateral (${pageDetails(pageIds)}) as page on true`;
}

/**
 * One page of a course's participants (by course-wise id, all or those matching `search`), the course's names and
 * how many the whole list holds, in one statement; null when the course is not one of the caller's of that status.
 */
export async function listCourseParticipants(
  db: Db,
  coordinator: Member,
  course: { courseId: number; status: 0 | 1 },
  search: string,
  page: number,
) {
  const list = search
    ? searchedList(db, coordinator, course.courseId, course.status, search, page)
    : unsearchedList(coordinator, course.courseId, course.status, page);
  const found = await db
    .select({
      courseName: sql<string>`list.course_name`,
      courseShortName: sql<string>`list.course_short_name`,
      total: sql<number>`list.total`,
      enrolmentId: sql<number | null>`list.enrolment_id`,
      roll: sql<string>`list.roll`,
      name: sql<string>`list.name`,
      email: sql<string>`list.email`,
      mobileNo: sql<string | null>`list.mobile_no`,
      orgName: sql<string | null>`list.org_name`,
      designation: sql<string | null>`list.designation`,
    })
    .from(sql`(${list}) as list`)
    .orderBy(sql`list.roll, list.enrolment_id`);
  const [head] = found;
  if (!head) return null;
  const rows = found.flatMap(({ courseName: _n, courseShortName: _s, total: _t, enrolmentId, ...row }) =>
    enrolmentId === null ? [] : [{ enrolmentId, ...row }],
  );
  return { courseName: head.courseName, courseShortName: head.courseShortName, total: head.total, rows };
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
