// The dashboard counts (docs/decisions/009-dashboards-courses-participants.md). Each card set is ONE statement:
// a scalar subquery per card, anchored on the caller's own users row, each scoped to the caller's courses
// (memberCourseIds) and served by an index; no row is loaded to be counted. The coordinator's chart (their newest
// running courses) is a JSON array of the same statement: one round trip a dashboard.
import { DASHBOARD_CHART_COURSES, DUE_SOON_DAYS, DUE_SOON_MAX, USER_TYPE } from '@portal/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import { now } from '#server/core/clock.ts';
import { deadlineOf, graceFrom, isDeadlinePassed } from '#server/core/db/assignment-deadline.ts';
import type { Db } from '#server/core/db/client.ts';
import { type Member, type MemberRef, memberCourseIds } from '#server/core/db/course-membership.ts';
import { type Bound, bound, preparedOnce } from '#server/core/db/prepared.ts';
import { scalarSubquery } from '#server/core/db/scalar-subquery.ts';
import {
  assignmentSubmissions,
  assignments,
  contentSends,
  contents,
  courseCoordinators,
  courses,
  enrolments,
  evaluationComponents,
  marks,
  releasedFinalResults,
  resultReleases,
  users,
} from '#server/core/db/schema/index.ts';
import { ownForumTotal } from '#server/features/forum/index.ts';

const count = (query: SQL) => scalarSubquery<number>(query);

/**
 * The participant's cards, one statement built once (core/db/prepared.ts): the caller, the institute's zone and
 * "now" are bound when it runs. Another role has no participant dashboard: its courses would be another subquery.
 */
export async function participantCounts(db: Db, participant: Member, timeZone: string) {
  if (participant.userType !== USER_TYPE.participant) throw new Error('The participant dashboard of a non-participant');
  const [row] = await participantCards(db).execute({
    memberId: participant.id,
    timeZone,
    now: now().toISOString(),
  });
  return row ?? null;
}
export type ParticipantCounts = NonNullable<Awaited<ReturnType<typeof participantCounts>>>;

const participantCards = preparedOnce((db) => {
  const participant: MemberRef = { id: bound('memberId'), userType: USER_TYPE.participant };
  const timeZone = bound('timeZone');
  const at = bound('now');
  const mine = memberCourseIds(participant);
  return db
    .select({
      totalCourses: count(
        sql`select count(*)::int from ${enrolments} where ${enrolments.participantId} = ${participant.id}`,
      ),
      activeCourses: count(sql`select count(*)::int from ${enrolments}
        join ${courses} on ${courses.id} = ${enrolments.courseId}
        where ${enrolments.participantId} = ${participant.id} and ${courses.status} = 1`),
      totalAssignments: count(sql`select count(*)::int from ${assignments} where ${assignments.courseId} in (${mine})`),
      totalSubmits: count(sql`select count(*)::int from ${assignmentSubmissions}
        join ${assignments} on ${assignments.id} = ${assignmentSubmissions.assignmentId}
        where ${assignmentSubmissions.participantId} = ${participant.id} and ${assignments.courseId} in (${mine})`),
      missedAssignments: count(sql`select count(*)::int from ${assignments}
        where ${assignments.courseId} in (${mine})
          and ${isDeadlinePassed(timeZone, at)}
          and not exists (select 1 from ${assignmentSubmissions}
            where ${assignmentSubmissions.assignmentId} = ${assignments.id}
              and ${assignmentSubmissions.participantId} = ${participant.id})`),
      totalContents: count(sql`select count(*)::int from ${contentSends} where ${contentSends.courseId} in (${mine})`),
      totalPosts: count(ownForumTotal(participant, 'posts')),
      totalReplies: count(ownForumTotal(participant, 'replies')),
      // Results: read through the release gate (released_final_results) only, as every participant read.
      passedCourses: count(sql`select count(*)::int from ${releasedFinalResults}
        where ${releasedFinalResults.participantId} = ${participant.id}
          and ${releasedFinalResults.courseId} in (${mine}) and ${releasedFinalResults.status} = 'Pass'`),
      pendingCourses: count(sql`select count(*)::int from ${enrolments}
        where ${enrolments.participantId} = ${participant.id}
          and not exists (select 1 from ${releasedFinalResults}
            where ${releasedFinalResults.courseId} = ${enrolments.courseId}
              and ${releasedFinalResults.participantId} = ${participant.id})`),
      dueSoonTotal: count(
        sql`select count(*)::int from ${assignments} where ${dueSoonWhere(participant, timeZone, at)}`,
      ),
      dueSoon: dueSoon(participant, timeZone, at),
    })
    .from(users)
    .where(eq(users.id, participant.id))
    .prepare('hot_participant_dashboard');
});

/**
 * "Due soon" (docs/decisions/026-deadlines-and-calendar.md): the assignments of the participant's courses whose last
 * date is today or one of the next DUE_SOON_DAYS - 1 days in the institute's zone (so the deadline, the end of that
 * date, has not passed) and that they have not submitted. Days, not hours: what it lists changes only at midnight
 * in the institute's zone, as a kept answer requires; the time left is counted by the browser. Served by
 * assignments_course_last_date_idx (course, last date).
 */
function dueSoonWhere(participant: MemberRef, timeZone: Bound<string>, at: Bound<string>): SQL {
  const today = sql`(${at}::timestamptz at time zone ${timeZone})::date`;
  return sql`${assignments.courseId} in (${memberCourseIds(participant)})
    and ${assignments.lastSubmitDate} >= ${today}
    and ${assignments.lastSubmitDate} < ${today} + ${DUE_SOON_DAYS}::int
    and not exists (select 1 from ${assignmentSubmissions}
      where ${assignmentSubmissions.assignmentId} = ${assignments.id}
        and ${assignmentSubmissions.participantId} = ${participant.id})`;
}

/** The first DUE_SOON_MAX of them, soonest first, as a JSON array (one value of the cards' statement). */
function dueSoon(participant: MemberRef, timeZone: Bound<string>, at: Bound<string>): SQL<DueSoonRow[]> {
  const soonest = sql`select ${assignments.id}, ${assignments.courseId}, ${assignments.title},
      ${assignments.lastSubmitDate}, ${graceFrom(timeZone)} as grace_from, ${deadlineOf(timeZone)} as deadline
    from ${assignments}
    where ${dueSoonWhere(participant, timeZone, at)}
    order by ${assignments.lastSubmitDate}, ${assignments.id}
    limit ${DUE_SOON_MAX}`;
  return scalarSubquery<DueSoonRow[]>(sql`select coalesce(json_agg(json_build_object(
      'id', due.id,
      'title', due.title,
      'lastSubmitDate', due.last_submit_date,
      'graceFrom', due.grace_from,
      'deadline', due.deadline,
      'courseName', ${courses.name},
      'courseShortName', ${courses.shortName}
    ) order by due.last_submit_date, due.id), '[]'::json)
    from (${soonest}) as due join ${courses} on ${courses.id} = due.course_id`);
}

export interface DueSoonRow {
  id: number;
  title: string;
  lastSubmitDate: string;
  /** As json_build_object writes a timestamptz (ISO 8601 with an offset). */
  graceFrom: string;
  deadline: string;
  courseName: string;
  courseShortName: string;
}

/**
 * The coordinator's chart: their newest running courses with what happened in each, as a JSON array (one value of
 * the cards' statement). The numbers are counters kept by triggers with the writes (migration 0008): the course's
 * participants, its assignments' submissions and its sends' viewers (one per participant and content with a
 * view), so each course costs a few index entries whatever its size.
 */
function courseActivity(coordinator: MemberRef): SQL<CourseActivityRow[]> {
  // The derived table is named after the table so that the column references below read its rows.
  const newest = sql`select * from ${courses}
    where ${courses.id} in (${memberCourseIds(coordinator)}) and ${courses.status} = 1
    order by ${courses.createdAt} desc, ${courses.id} desc
    limit ${DASHBOARD_CHART_COURSES}`;
  return scalarSubquery<CourseActivityRow[]>(sql`select coalesce(json_agg(json_build_object(
      'id', ${courses.id},
      'name', ${courses.name},
      'shortName', ${courses.shortName},
      'participants', ${courses.participantCount},
      'assignments', (select count(*)::int from ${assignments} where ${assignments.courseId} = ${courses.id}),
      'submissions', (select coalesce(sum(${assignments.submissionCount}), 0)::int from ${assignments}
        where ${assignments.courseId} = ${courses.id}),
      'sentContents', (select count(*)::int from ${contentSends} where ${contentSends.courseId} = ${courses.id}),
      'contentViews', (select coalesce(sum(${contentSends.viewerCount}), 0)::int from ${contentSends}
        where ${contentSends.courseId} = ${courses.id})
    ) order by ${courses.createdAt} desc, ${courses.id} desc), '[]'::json)
    from (${newest}) as ${courses}`);
}

export interface CourseActivityRow {
  id: number;
  name: string;
  shortName: string;
  participants: number;
  assignments: number;
  submissions: number;
  sentContents: number;
  contentViews: number;
}

/** The coordinator's six cards and their chart: one statement, built once (core/db/prepared.ts). */
export async function coordinatorCounts(db: Db, coordinator: Member) {
  if (coordinator.userType !== USER_TYPE.coordinator) throw new Error('The coordinator dashboard of a non-coordinator');
  const [row] = await coordinatorCards(db).execute({ memberId: coordinator.id });
  return row ?? null;
}
export type CoordinatorCounts = NonNullable<Awaited<ReturnType<typeof coordinatorCounts>>>;

const coordinatorCards = preparedOnce((db) => {
  const coordinator: MemberRef = { id: bound('memberId'), userType: USER_TYPE.coordinator };
  const mine = memberCourseIds(coordinator);
  return db
    .select({
      totalCourses: count(
        sql`select count(*)::int from ${courseCoordinators} where ${courseCoordinators.coordinatorId} = ${coordinator.id}`,
      ),
      totalParticipants: count(
        sql`select count(distinct ${enrolments.participantId})::int from ${enrolments} where ${enrolments.courseId} in (${mine})`,
      ),
      totalAssignments: count(sql`select count(*)::int from ${assignments}
        where ${assignments.createdById} = ${coordinator.id} and ${assignments.courseId} in (${mine})`),
      totalContents: count(sql`select count(*)::int from ${contents} where ${contents.ownerId} = ${coordinator.id}`),
      totalSentContents: count(sql`select count(*)::int from ${contents}
        where ${contents.ownerId} = ${coordinator.id}
          and exists (select 1 from ${contentSends}
            where ${contentSends.contentId} = ${contents.id} and ${contentSends.courseId} in (${mine}))`),
      totalPosts: count(ownForumTotal(coordinator, 'posts')),
      courseActivity: courseActivity(coordinator),
      unreleasedCourses: count(sql`select count(*)::int from ${courses}
        where ${courses.id} in (${mine})
          and exists (select 1 from ${evaluationComponents}
            where ${evaluationComponents.courseId} = ${courses.id}
              and exists (select 1 from ${marks} where ${marks.componentId} = ${evaluationComponents.id})
              and not exists (select 1 from ${resultReleases}
                where ${resultReleases.componentId} = ${evaluationComponents.id}
                  and ${resultReleases.unreleasedAt} is null and ${resultReleases.effectiveAt} <= now()))`),
    })
    .from(users)
    .where(eq(users.id, coordinator.id))
    .prepare('hot_coordinator_dashboard');
});
