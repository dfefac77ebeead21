// Tests only: a course's evaluation made directly in the database (rules, components, marks through the one marks
// writer, releases now or scheduled, and a final release whose results follow from grading.computeResult), for the
// Results read, the dashboards and the release-gate suite.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/core/db/client.ts';
import {
  enrolments,
  evaluationComponents,
  evaluationRules,
  finalResults,
  marks as marksTable,
  resultReleases,
} from '#server/core/db/schema/index.ts';
import { loadCourseRules } from '#server/features/results/course-rules.ts';
import { computeResult, freezeRules, type MarkValue } from '#server/features/results/grading.ts';
import { type MarkChange, writeMarks } from '#server/features/results/marks-writer.ts';

export async function makeRules(db: Db, courseId: number, passMark: number): Promise<void> {
  await db.insert(evaluationRules).values({ courseId, passMark: passMark.toFixed(2) });
}

export async function makeComponent(
  db: Db,
  courseId: number,
  setup: { name: string; maxMarks: number; weight: number; minMarks?: number; position?: number },
): Promise<number> {
  const [row] = await db
    .insert(evaluationComponents)
    .values({
      courseId,
      name: setup.name,
      maxMarks: setup.maxMarks.toFixed(2),
      weight: setup.weight.toFixed(2),
      minMarks: setup.minMarks === undefined ? null : setup.minMarks.toFixed(2),
      position: setup.position ?? 0,
    })
    .returning({ id: evaluationComponents.id });
  if (!row) throw new Error('component not inserted');
  return row.id;
}

/** Marks of one component, written as a coordinator would (revision and audit row each). */
export async function setMarks(db: Db, componentId: number, actorId: number, changes: MarkChange[]): Promise<void> {
  await db.transaction((tx) => writeMarks(tx, { componentId, actorId, source: 'screen', changes }).then(() => {}));
}

/** A component's release, in effect from `effectiveAt` (default: a minute ago). */
export async function releaseComponent(
  db: Db,
  courseId: number,
  componentId: number,
  effectiveAt = new Date(Date.now() - 60_000),
): Promise<number> {
  const [row] = await db
    .insert(resultReleases)
    .values({ courseId, componentId, effectiveAt })
    .returning({ id: resultReleases.id });
  if (!row) throw new Error('release not inserted');
  return row.id;
}

/** The course's final release: its rules frozen, every participant's result fixed from the stored marks. */
export async function releaseFinal(
  db: Db,
  courseId: number,
  effectiveAt = new Date(Date.now() - 60_000),
): Promise<number> {
  const rules = await loadCourseRules(db, courseId);
  if (!rules) throw new Error('the course has no rules');
  const [release] = await db
    .insert(resultReleases)
    .values({ courseId, componentId: null, effectiveAt, frozenRules: freezeRules(rules) })
    .returning({ id: resultReleases.id });
  if (!release) throw new Error('release not inserted');
  const people = await db
    .select({ id: enrolments.participantId })
    .from(enrolments)
    .where(eq(enrolments.courseId, courseId))
    .orderBy(asc(enrolments.participantId));
  const stored = await db
    .select({
      componentId: marksTable.componentId,
      participantId: marksTable.participantId,
      marks: marksTable.marks,
      isAbsent: marksTable.isAbsent,
    })
    .from(marksTable)
    .innerJoin(evaluationComponents, eq(evaluationComponents.id, marksTable.componentId))
    .where(eq(evaluationComponents.courseId, courseId));
  if (people.length > 0) {
    await db.insert(finalResults).values(
      people.map((person) => {
        const mine = new Map<number, MarkValue>(
          stored
            .filter((mark) => mark.participantId === person.id)
            .map((mark) => [
              mark.componentId,
              { marks: mark.marks === null ? null : Number(mark.marks), absent: mark.isAbsent },
            ]),
        );
        const result = computeResult(rules, mine);
        return {
          releaseId: release.id,
          courseId,
          participantId: person.id,
          total: result.total === null ? null : result.total.toFixed(2),
          status: result.status,
        };
      }),
    );
  }
  return release.id;
}

/** Un-releases a release (a reason is kept, as the coordinators' route does). */
export async function unrelease(db: Db, releaseId: number): Promise<void> {
  await db
    .update(resultReleases)
    .set({ unreleasedAt: new Date(), unreleaseReason: 'test' })
    .where(and(eq(resultReleases.id, releaseId), isNull(resultReleases.unreleasedAt)));
}
