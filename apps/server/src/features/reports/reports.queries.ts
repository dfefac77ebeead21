// The Report List's statements (docs/decisions/021-results.md, "Report List"). Coordinators read the marks and
// results tables themselves (they see results before release); participants never reach these queries. Each read is
// scoped to the caller's courses: the course list through memberCourseIds, a course's head returns no row for a
// course that is not theirs (404). Rows are read by the course's roll index (enrolments (course_id, course_roll)),
// marks by their primary key and final results by theirs (release, participant).
import { PAGE_SIZE } from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/core/db/client.ts';
import { type Member, memberCourseIds } from '#server/core/db/course-membership.ts';
import { headAndPage, pageOffset } from '#server/core/db/paging.ts';
import { personName } from '#server/core/db/person-name.ts';
import {
  courses,
  enrolments,
  evaluationComponents,
  evaluationRules,
  finalResults,
  marks,
  organizations,
  participantProfiles,
  resultReleases,
  users,
} from '#server/core/db/schema/index.ts';

/** The course's final release in effect or scheduled (at most one: a partial unique index). */
const liveFinalRelease = (course: SQL) => sql`${resultReleases.courseId} = ${course}
  and ${resultReleases.componentId} is null and ${resultReleases.unreleasedAt} is null`;

/**
 * The caller's courses, running first, then the newest year, then by name: one page and their number, in one
 * statement (the count as the head, the page a lateral subquery), each with its components (released of all), its
 * final release and, once that is in effect, its pass rate from the fixed results.
 */
export async function listReportCourses(db: Db, coordinator: Member, page: number) {
  const where = sql`${courses.id} in (${memberCourseIds(coordinator)})`;
  const found = await db
    .select({
      total: sql<number>`head.total`,
      id: sql<number | null>`page.id`,
      name: sql<string>`page.name`,
      shortName: sql<string>`page.short_name`,
      status: sql<number>`page.status`,
      participants: sql<number>`page.participants`,
      hasRules: sql<boolean>`page.has_rules`,
      components: sql<number>`page.components`,
      releasedComponents: sql<number>`page.released_components`,
      finalAt: sql<string | null>`page.final_at`,
      finalReleased: sql<boolean>`page.final_released`,
      passed: sql<number>`page.passed`,
      failed: sql<number>`page.failed`,
    })
    .from(sql`(select count(*)::int as total from ${courses} where ${where}) as head
      left join lateral (
        select ${courses.id} as id, ${courses.name} as name, ${courses.shortName} as short_name,
          ${courses.status} as status, ${courses.year} as year, ${courses.participantCount} as participants,
          exists (select 1 from ${evaluationRules} where ${evaluationRules.courseId} = ${courses.id}) as has_rules,
          (select count(*)::int from ${evaluationComponents}
            where ${evaluationComponents.courseId} = ${courses.id}) as components,
          (select count(*)::int from ${evaluationComponents} join ${resultReleases}
              on ${resultReleases.componentId} = ${evaluationComponents.id} and ${resultReleases.unreleasedAt} is null
                and ${resultReleases.effectiveAt} <= now()
            where ${evaluationComponents.courseId} = ${courses.id}) as released_components,
          final.effective_at as final_at,
          coalesce(final.effective_at <= now(), false) as final_released,
          coalesce(fixed.passed, 0) as passed, coalesce(fixed.failed, 0) as failed
        from ${courses}
          left join lateral (select ${resultReleases.id} as id, ${resultReleases.effectiveAt} as effective_at
            from ${resultReleases} where ${liveFinalRelease(sql`${courses.id}`)}) as final on true
          left join lateral (select count(*) filter (where ${finalResults.status} = 'Pass')::int as passed,
              count(*) filter (where ${finalResults.status} = 'Fail')::int as failed
            from ${finalResults} where ${finalResults.releaseId} = final.id and final.effective_at <= now()) as fixed
            on true
        where ${where}
        order by ${courses.status} desc, ${courses.year} desc, ${courses.name} asc, ${courses.id} asc
        limit ${PAGE_SIZE} offset ${pageOffset(page)}
      ) as page on true`)
    .orderBy(sql`page.status desc, page.year desc, page.name asc, page.id asc`);
  return headAndPage(found);
}
export type ReportCourseRow = Awaited<ReturnType<typeof listReportCourses>>['rows'][number];

/** A component as the head reads it (numbers from JSON), with its release. */
export interface HeadComponent {
  id: number;
  name: string;
  max_marks: number;
  weight: number;
  min_marks: number | null;
  released: boolean;
  scheduled_at: string | null;
}

/**
 * One of the caller's courses with what grades it: the pass mark, the components in order with their releases, and
 * the final release in effect or scheduled (its frozen rules); null when the course is not the caller's.
 */
export async function findReportHead(db: Db, coordinator: Member, courseId: number) {
  const [row] = await db
    .select({
      id: courses.id,
      name: courses.name,
      shortName: courses.shortName,
      participants: courses.participantCount,
      passMark: sql<string | null>`${evaluationRules.passMark}`,
      finalId: sql<number | null>`final.id`,
      finalAt: sql<string | null>`final.effective_at`,
      finalReleased: sql<boolean>`coalesce(final.effective_at <= now(), false)`,
      frozenRules: sql<unknown>`final.frozen_rules`,
      components: sql<HeadComponent[]>`(select coalesce(json_agg(json_build_object(
          'id', ${evaluationComponents.id}, 'name', ${evaluationComponents.name},
          'max_marks', ${evaluationComponents.maxMarks}, 'weight', ${evaluationComponents.weight},
          'min_marks', ${evaluationComponents.minMarks},
          'released', coalesce(${resultReleases.effectiveAt} <= now(), false),
          'scheduled_at', case when ${resultReleases.effectiveAt} > now() then ${resultReleases.effectiveAt} end)
          order by ${evaluationComponents.position}, ${evaluationComponents.id}), '[]'::json)
        from ${evaluationComponents} left join ${resultReleases}
          on ${resultReleases.componentId} = ${evaluationComponents.id} and ${resultReleases.unreleasedAt} is null
        where ${evaluationComponents.courseId} = ${courses.id})`,
    })
    .from(courses)
    .leftJoin(evaluationRules, sql`${evaluationRules.courseId} = ${courses.id}`)
    .leftJoin(
      sql`lateral (select ${resultReleases.id} as id, ${resultReleases.effectiveAt} as effective_at,
        ${resultReleases.frozenRules} as frozen_rules
        from ${resultReleases} where ${liveFinalRelease(sql`${courses.id}`)}) as final`,
      sql`true`,
    )
    .where(sql`${courses.id} = ${courseId} and ${courses.id} in (${memberCourseIds(coordinator)})`)
    .limit(1);
  return row ?? null;
}
export type ReportHeadRow = NonNullable<Awaited<ReturnType<typeof findReportHead>>>;

/** Which rows of the course's roll a statement reads: a page, a keyset batch of the export, or all of them. */
export type RowWindow = { page: number } | { after: { roll: string; id: number } | null; size: number } | { all: true };

/** The course's components' ids, for `component_id in (…)`. */
const courseComponentIds = (courseId: number) =>
  sql`select ${evaluationComponents.id} from ${evaluationComponents} where ${evaluationComponents.courseId} = ${courseId}`;

/** A participant's marks in the course as `[component, marks, absent]` triples, read per row (pages, batches). */
const marksOfRow = (courseId: number) => sql<
  [number, number | null, boolean][]
>`(select coalesce(json_agg(json_build_array(
    ${marks.componentId}, ${marks.marks}, ${marks.isAbsent})), '[]'::json)
  from ${marks} where ${marks.participantId} = ${enrolments.participantId}
    and ${marks.componentId} in (${courseComponentIds(courseId)}))`;

/**
 * Every participant's marks in the course, grouped once: read component by component from the marks' primary key
 * (component_id, participant_id), so the whole course costs one pass over its own marks, not a lookup per participant
 * nor a read of other courses' marks.
 */
const marksByParticipant = (courseId: number) => sql`(select ${marks.participantId} as participant_id,
    json_agg(json_build_array(${marks.componentId}, ${marks.marks}, ${marks.isAbsent})) as marks
  from ${evaluationComponents} join ${marks} on ${marks.componentId} = ${evaluationComponents.id}
  where ${evaluationComponents.courseId} = ${courseId}
  group by ${marks.participantId}) as course_marks`;

/** The rows of a window: a page's ten ids come from the course's roll index first, so only they are joined. */
function windowCondition(courseId: number, window: RowWindow) {
  const inCourse = sql`${enrolments.courseId} = ${courseId}`;
  if ('page' in window) {
    return sql`${inCourse} and ${enrolments.id} in (select page.id from (select ${enrolments.id} as id,
        ${enrolments.courseRoll} as roll from ${enrolments} where ${inCourse}
        order by ${enrolments.courseRoll} asc, ${enrolments.id} asc
        limit ${PAGE_SIZE} offset ${pageOffset(window.page)}) as page)`;
  }
  if ('after' in window && window.after) {
    return sql`${inCourse} and (${enrolments.courseRoll}, ${enrolments.id}) > (${window.after.roll}, ${window.after.id})`;
  }
  return inCourse;
}

/**
 * Participants of the course by course-wise id with their marks in its components (`[component, marks, absent]`
 * triples) and the result the final release fixed for them, if any: one statement whatever the window.
 */
export function readSheetRows(db: Db, courseId: number, finalId: number | null, window: RowWindow) {
  const whole = 'all' in window;
  const query = db
    .select({
      enrolmentId: enrolments.id,
      roll: enrolments.courseRoll,
      name: personName(users),
      orgId: sql<number | null>`${organizations.id}`,
      orgName: sql<string | null>`coalesce(${organizations.name}, nullif(${participantProfiles.otherOrgName}, ''))`,
      marks: whole
        ? sql<[number, number | null, boolean][]>`coalesce(course_marks.marks, '[]'::json)`
        : marksOfRow(courseId),
      fixedTotal: sql<string | null>`${finalResults.total}`,
      fixedStatus: sql<string | null>`${finalResults.status}`,
    })
    .from(enrolments)
    .innerJoin(users, sql`${users.id} = ${enrolments.participantId}`)
    .leftJoin(participantProfiles, sql`${participantProfiles.userId} = ${users.id}`)
    .leftJoin(organizations, sql`${organizations.id} = ${participantProfiles.organizationId}`)
    .leftJoin(
      finalResults,
      sql`${finalResults.releaseId} = ${finalId} and ${finalResults.participantId} = ${enrolments.participantId}`,
    )
    .$dynamic();
  const joined = whole
    ? query.leftJoin(marksByParticipant(courseId), sql`course_marks.participant_id = ${enrolments.participantId}`)
    : query;
  const ordered = joined
    .where(windowCondition(courseId, window))
    .orderBy(sql`${enrolments.courseRoll} asc, ${enrolments.id} asc`);
  return 'size' in window ? ordered.limit(window.size) : ordered;
}
export type SheetRowRecord = Awaited<ReturnType<typeof readSheetRows>>[number];
