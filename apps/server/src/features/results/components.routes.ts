// The components of one of the caller's courses, for the marks screens (docs/decisions/021-results.md).
import { evaluationComponentOptions } from '@portal/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { findMemberCourse } from '#server/core/db/course-membership.ts';
import { scalarSubquery } from '#server/core/db/scalar-subquery.ts';
import { evaluationComponents, resultReleases } from '#server/core/db/schema/index.ts';
import { notFound } from '#server/core/errors.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';

export function componentRoutes({ route, db }: FeatureContext) {
  route(evaluationComponentOptions, async ({ user, params }) => {
    const course = await findMemberCourse(db, user, params.courseId);
    if (!course) throw notFound('Course not found');
    const live = and(isNull(resultReleases.unreleasedAt), sql`${resultReleases.effectiveAt} <= now()`);
    const rows = await db
      .select({
        id: evaluationComponents.id,
        name: evaluationComponents.name,
        maxMarks: evaluationComponents.maxMarks,
        weight: evaluationComponents.weight,
        assignmentId: evaluationComponents.assignmentId,
        released: scalarSubquery<boolean>(
          sql`exists (select 1 from ${resultReleases} where ${resultReleases.componentId} = ${evaluationComponents.id} and ${live})`,
        ),
        frozen: scalarSubquery<boolean>(
          sql`exists (select 1 from ${resultReleases} where ${resultReleases.courseId} = ${evaluationComponents.courseId} and ${resultReleases.componentId} is null and ${resultReleases.unreleasedAt} is null)`,
        ),
      })
      .from(evaluationComponents)
      .where(eq(evaluationComponents.courseId, course.id))
      .orderBy(asc(evaluationComponents.position), asc(evaluationComponents.id));
    return {
      components: rows.map((r) => ({
        id: r.id,
        name: r.name,
        max_marks: Number(r.maxMarks),
        weight: Number(r.weight),
        assignment_id: r.assignmentId,
        released: r.released,
        frozen: r.frozen,
      })),
    };
  });
}
