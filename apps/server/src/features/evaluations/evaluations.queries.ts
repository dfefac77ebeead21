// The statements of a course's evaluation rules and releases. Every read is scoped to the caller's courses (another
// course's is as unknown as a missing one: 404). Numeric columns come back as strings ("12.50").
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '#server/core/db/client.ts';
import { type Member, memberCourseIds } from '#server/core/db/course-membership.ts';
import { personName } from '#server/core/db/person-name.ts';
import { scalarSubquery } from '#server/core/db/scalar-subquery.ts';
import {
  assignments,
  courses,
  enrolments,
  evaluationComponents,
  evaluationRules,
  finalResults,
  marks,
  resultReleases,
  users,
} from '#server/core/db/schema/index.ts';

/** One of the member's courses with its pass mark, participant count and assignment options (one statement). */
export async function findEvaluationCourse(db: Db, member: Member, courseId: number) {
  const [row] = await db
    .select({
      id: courses.id,
      name: courses.name,
      shortName: courses.shortName,
      passMark: evaluationRules.passMark,
      participants: scalarSubquery<number>(
        sql`select count(*)::int from ${enrolments} where ${enrolments.courseId} = ${courses.id}`,
      ),
      assignments: scalarSubquery<{ value: number; label: string }[]>(
        sql`select coalesce(json_agg(json_build_object('value', ${assignments.id}, 'label', ${assignments.title}) order by ${assignments.title}, ${assignments.id}), '[]'::json) from ${assignments} where ${assignments.courseId} = ${courses.id}`,
      ),
    })
    .from(courses)
    .leftJoin(evaluationRules, eq(evaluationRules.courseId, courses.id))
    .where(and(eq(courses.id, courseId), sql`${courses.id} in (${memberCourseIds(member)})`))
    .limit(1);
  return row ?? null;
}

/** The course's components in order, with the tied assignment's title and how many marks are entered. */
export function componentRows(db: Db, courseId: number) {
  return db
    .select({
      id: evaluationComponents.id,
      name: evaluationComponents.name,
      maxMarks: evaluationComponents.maxMarks,
      weight: evaluationComponents.weight,
      minMarks: evaluationComponents.minMarks,
      assignmentId: evaluationComponents.assignmentId,
      assignmentTitle: assignments.title,
      marksEntered: scalarSubquery<number>(
        sql`select count(*)::int from ${marks} where ${marks.componentId} = ${evaluationComponents.id}`,
      ),
    })
    .from(evaluationComponents)
    .leftJoin(assignments, eq(assignments.id, evaluationComponents.assignmentId))
    .where(eq(evaluationComponents.courseId, courseId))
    .orderBy(asc(evaluationComponents.position), asc(evaluationComponents.id));
}

const releasedBy = alias(users, 'released_by');
const unreleasedBy = alias(users, 'unreleased_by');

/**
 * The course's releases the page shows, in one statement: those in effect or scheduled (at most one per component
 * and one final: `live` rows) first, then the latest withdrawn ones, `limit` rows in all.
 */
export function releaseRows(db: Db, courseId: number, limit: number) {
  const live = isNull(resultReleases.unreleasedAt);
  return db
    .select({
      componentId: resultReleases.componentId,
      componentName: evaluationComponents.name,
      effectiveAt: resultReleases.effectiveAt,
      unreleasedAt: resultReleases.unreleasedAt,
      reason: resultReleases.unreleaseReason,
      releasedBy: personName(releasedBy),
      unreleasedBy: personName(unreleasedBy),
    })
    .from(resultReleases)
    .leftJoin(evaluationComponents, eq(evaluationComponents.id, resultReleases.componentId))
    .leftJoin(releasedBy, eq(releasedBy.id, resultReleases.releasedById))
    .leftJoin(unreleasedBy, eq(unreleasedBy.id, resultReleases.unreleasedById))
    .where(eq(resultReleases.courseId, courseId))
    .orderBy(desc(sql`${live}`), desc(resultReleases.unreleasedAt), desc(resultReleases.id))
    .limit(limit);
}

// ---------------------------------------------------------------------------------------------------------------
// Writes: each runs inside the caller's transaction, after `lockMemberCourse`.

/**
 * Locks one of the member's courses for the rest of the transaction (rule edits and releases of a course take
 * turns), or answers null when it is not theirs.
 */
export async function lockMemberCourse(tx: Tx, member: Member, courseId: number) {
  const [row] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), sql`${courses.id} in (${memberCourseIds(member)})`))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** The stored components of a course with what stops their removal or a lower maximum. */
export function storedComponents(tx: Tx, courseId: number) {
  return tx
    .select({
      id: evaluationComponents.id,
      name: evaluationComponents.name,
      highestMark: scalarSubquery<string | null>(
        sql`select max(${marks.marks}) from ${marks} where ${marks.componentId} = ${evaluationComponents.id}`,
      ),
      hasMarks: scalarSubquery<boolean>(
        sql`exists (select 1 from ${marks} where ${marks.componentId} = ${evaluationComponents.id})`,
      ),
      hasRelease: scalarSubquery<boolean>(
        sql`exists (select 1 from ${resultReleases} where ${resultReleases.componentId} = ${evaluationComponents.id})`,
      ),
    })
    .from(evaluationComponents)
    .where(eq(evaluationComponents.courseId, courseId));
}

/** Of the given assignment ids, those of the course. */
export async function courseAssignmentIds(tx: Tx, courseId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: assignments.id })
    .from(assignments)
    .where(and(eq(assignments.courseId, courseId), inArray(assignments.id, ids)));
  return new Set(rows.map((row) => row.id));
}

export interface ComponentValues {
  id?: number | undefined;
  name: string;
  maxMarks: string;
  weight: string;
  minMarks: string | null;
  assignmentId: number | null;
  position: number;
}

/**
 * Replaces the course's rules: the pass mark, and the components as given (removed ones deleted first, then every
 * one written with a temporary name, then its own, so that names and ties may swap between components).
 */
export async function writeRules(
  tx: Tx,
  input: { courseId: number; actorId: number; passMark: string; components: ComponentValues[]; removed: number[] },
) {
  const { courseId } = input;
  await tx
    .insert(evaluationRules)
    .values({ courseId, passMark: input.passMark, updatedById: input.actorId })
    .onConflictDoUpdate({
      target: evaluationRules.courseId,
      set: { passMark: input.passMark, updatedById: input.actorId, updatedAt: sql`now()` },
    });
  if (input.removed.length > 0) {
    await tx
      .delete(evaluationComponents)
      .where(and(eq(evaluationComponents.courseId, courseId), inArray(evaluationComponents.id, input.removed)));
  }
  const kept = input.components.filter((c) => c.id !== undefined).map((c) => c.id as number);
  if (kept.length > 0) {
    // Free the names and ties first, so that they may swap between components: a control character cannot start a
    // real name (the contract refuses them).
    await tx
      .update(evaluationComponents)
      .set({ name: sql`chr(1) || ${evaluationComponents.id}`, assignmentId: null })
      .where(and(eq(evaluationComponents.courseId, courseId), inArray(evaluationComponents.id, kept)));
  }
  for (const component of input.components) {
    const values = {
      name: component.name,
      maxMarks: component.maxMarks,
      weight: component.weight,
      minMarks: component.minMarks,
      assignmentId: component.assignmentId,
      position: component.position,
    };
    if (component.id === undefined) {
      await tx.insert(evaluationComponents).values({ courseId, ...values });
    } else {
      await tx
        .update(evaluationComponents)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(evaluationComponents.id, component.id), eq(evaluationComponents.courseId, courseId)));
    }
  }
}

/** The release of a component, or the course's final release (`componentId` null), in effect or scheduled. */
export async function liveRelease(tx: Tx, courseId: number, componentId: number | null) {
  const [row] = await tx
    .select({ id: resultReleases.id, effectiveAt: resultReleases.effectiveAt })
    .from(resultReleases)
    .where(
      and(
        eq(resultReleases.courseId, courseId),
        componentId === null ? isNull(resultReleases.componentId) : eq(resultReleases.componentId, componentId),
        isNull(resultReleases.unreleasedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Every component of the course with the time its live release takes effect (null: not released). */
export function componentReleaseTimes(tx: Tx, courseId: number) {
  return tx
    .select({ id: evaluationComponents.id, name: evaluationComponents.name, effectiveAt: resultReleases.effectiveAt })
    .from(evaluationComponents)
    .leftJoin(
      resultReleases,
      and(eq(resultReleases.componentId, evaluationComponents.id), isNull(resultReleases.unreleasedAt)),
    )
    .where(eq(evaluationComponents.courseId, courseId))
    .orderBy(asc(evaluationComponents.position), asc(evaluationComponents.id));
}

export async function insertRelease(
  tx: Tx,
  values: {
    courseId: number;
    componentId: number | null;
    effectiveAt: Date;
    releasedById: number;
    frozenRules?: unknown;
  },
): Promise<number> {
  const [row] = await tx
    .insert(resultReleases)
    .values({ ...values, frozenRules: values.frozenRules ?? null })
    .returning({ id: resultReleases.id });
  if (!row) throw new Error('release not inserted');
  return row.id;
}

export async function withdrawRelease(tx: Tx, releaseId: number, actorId: number, reason: string) {
  await tx
    .update(resultReleases)
    .set({ unreleasedAt: sql`now()`, unreleasedById: actorId, unreleaseReason: reason })
    .where(and(eq(resultReleases.id, releaseId), isNull(resultReleases.unreleasedAt)));
}

/** Every mark of the course's components, for the participants enrolled (the final release's input). */
export function courseMarks(tx: Tx, courseId: number) {
  return tx
    .select({
      participantId: marks.participantId,
      componentId: marks.componentId,
      marks: marks.marks,
      isAbsent: marks.isAbsent,
    })
    .from(marks)
    .innerJoin(evaluationComponents, eq(evaluationComponents.id, marks.componentId))
    .where(eq(evaluationComponents.courseId, courseId));
}

export async function enrolledParticipantIds(tx: Tx, courseId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: enrolments.participantId })
    .from(enrolments)
    .where(eq(enrolments.courseId, courseId))
    .orderBy(asc(enrolments.participantId));
  return rows.map((row) => row.id);
}

export async function insertFinalResults(
  tx: Tx,
  rows: { releaseId: number; courseId: number; participantId: number; total: string | null; status: string }[],
) {
  for (let start = 0; start < rows.length; start += 1000) {
    await tx.insert(finalResults).values(rows.slice(start, start + 1000));
  }
}
