// A course's evaluation as its coordinators' routes reach it: the component, scoped to the caller's courses (another
// course's is as unknown as a missing one: 404, docs/decisions/020), and the course's current rules.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client.ts';
import { type Member, memberCourseIds } from '../../core/db/course-membership.ts';
import { evaluationComponents, evaluationRules } from '../../core/db/schema/index.ts';
import { type CourseRules, rulesFromRows } from './grading.ts';

/** One of the member's courses' components, or null (not theirs, not that course's, or missing). */
export async function findMemberComponent(db: Db | Tx, member: Member, courseId: number, componentId: number) {
  const [row] = await db
    .select({
      id: evaluationComponents.id,
      courseId: evaluationComponents.courseId,
      name: evaluationComponents.name,
      maxMarks: evaluationComponents.maxMarks,
      weight: evaluationComponents.weight,
      minMarks: evaluationComponents.minMarks,
      assignmentId: evaluationComponents.assignmentId,
    })
    .from(evaluationComponents)
    .where(
      and(
        eq(evaluationComponents.id, componentId),
        eq(evaluationComponents.courseId, courseId),
        sql`${evaluationComponents.courseId} in (${memberCourseIds(member)})`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The course's current rules (its components in order), or null when it has none yet (no pass mark saved). */
export async function loadCourseRules(db: Db | Tx, courseId: number): Promise<CourseRules | null> {
  const [rules] = await db
    .select({ passMark: evaluationRules.passMark })
    .from(evaluationRules)
    .where(eq(evaluationRules.courseId, courseId))
    .limit(1);
  if (!rules) return null;
  const components = await db
    .select({
      id: evaluationComponents.id,
      name: evaluationComponents.name,
      maxMarks: evaluationComponents.maxMarks,
      weight: evaluationComponents.weight,
      minMarks: evaluationComponents.minMarks,
    })
    .from(evaluationComponents)
    .where(eq(evaluationComponents.courseId, courseId))
    .orderBy(asc(evaluationComponents.position), asc(evaluationComponents.id));
  return rulesFromRows(rules.passMark, components);
}
