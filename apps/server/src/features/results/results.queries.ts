// The participant's Results in one statement: their courses (bounded), each with its current components, which of
// them are released now, the participant's marks read through the release gate (`released_marks`), and their final
// result read through `released_final_results` with the rules that release froze. No participant query here reads
// `marks` or `final_results` (docs/decisions/021-results.md).
import { PARTICIPANT_RESULTS_MAX_COURSES } from '@portal/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/core/db/client.ts';
import { type Member, memberCourseIds } from '#server/core/db/course-membership.ts';
import { scalarSubquery } from '#server/core/db/scalar-subquery.ts';
import {
  courses,
  enrolments,
  evaluationComponents,
  evaluationRules,
  releasedFinalResults,
  releasedMarks,
  resultReleases,
} from '#server/core/db/schema/index.ts';
import type { FrozenRules } from './grading.ts';

/** A component as stored (numeric columns are strings). */
export interface ComponentRow {
  id: number;
  name: string;
  maxMarks: string;
  weight: string;
  minMarks: string | null;
}

/** A released mark of the participant (json: numeric arrives as a number). */
export interface ReleasedMarkRow {
  componentId: number;
  marks: number | null;
  isAbsent: boolean;
  feedback: string | null;
}

export interface FinalRow {
  total: number | null;
  status: string;
  frozenRules: FrozenRules | null;
}

/** Components of a release in effect now (a scheduled one is not yet). */
const releasedComponentIds = sql`select ${resultReleases.componentId} from ${resultReleases}
  where ${resultReleases.courseId} = ${courses.id} and ${resultReleases.componentId} is not null
    and ${resultReleases.unreleasedAt} is null and ${resultReleases.effectiveAt} <= now()`;

function json<T>(query: SQL): SQL<T> {
  return scalarSubquery<T>(query);
}

export async function participantResultRows(db: Db, participant: Member) {
  const participantId = participant.id;
  return (
    db
      .select({
        courseId: courses.id,
        courseName: courses.name,
        courseShortName: courses.shortName,
        courseStatus: courses.status,
        courseRoll: enrolments.courseRoll,
        passMark: json<string | null>(
          sql`select ${evaluationRules.passMark} from ${evaluationRules} where ${evaluationRules.courseId} = ${courses.id}`,
        ),
        components: json<ComponentRow[]>(sql`select coalesce(json_agg(json_build_object(
          'id', ${evaluationComponents.id}, 'name', ${evaluationComponents.name},
          'maxMarks', ${evaluationComponents.maxMarks}::text, 'weight', ${evaluationComponents.weight}::text,
          'minMarks', ${evaluationComponents.minMarks}::text
        ) order by ${evaluationComponents.position}, ${evaluationComponents.id}), '[]'::json)
        from ${evaluationComponents} where ${evaluationComponents.courseId} = ${courses.id}`),
        releasedIds: json<number[]>(sql`select coalesce(json_agg(ids.component_id), '[]'::json)
        from (${releasedComponentIds}) as ids`),
        marks: json<ReleasedMarkRow[]>(sql`select coalesce(json_agg(json_build_object(
          'componentId', ${releasedMarks.componentId}, 'marks', ${releasedMarks.marks},
          'isAbsent', ${releasedMarks.isAbsent}, 'feedback', ${releasedMarks.feedback}
        )), '[]'::json)
        from ${releasedMarks} where ${releasedMarks.participantId} = ${participantId}
          and ${releasedMarks.componentId} in (${releasedComponentIds})`),
        final: json<FinalRow | null>(sql`select json_build_object(
          'total', ${releasedFinalResults.total}, 'status', ${releasedFinalResults.status},
          'frozenRules', (select ${resultReleases.frozenRules} from ${resultReleases}
            where ${resultReleases.id} = ${releasedFinalResults.releaseId}))
        from ${releasedFinalResults}
        where ${releasedFinalResults.courseId} = ${courses.id} and ${releasedFinalResults.participantId} = ${participantId}
        limit 1`),
      })
      .from(enrolments)
      .innerJoin(courses, eq(courses.id, enrolments.courseId))
      // Scoped like every work-area read (decision 020): the membership subquery as well as the enrolment's own row.
      .where(and(eq(enrolments.participantId, participantId), sql`${courses.id} in (${memberCourseIds(participant)})`))
      .orderBy(desc(courses.status), desc(courses.year), courses.name, courses.id)
      .limit(PARTICIPANT_RESULTS_MAX_COURSES)
  );
}
export type ParticipantResultRow = Awaited<ReturnType<typeof participantResultRows>>[number];
