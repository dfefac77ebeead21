// The one way a mark changes: typed on screen, imported from a spreadsheet, entered beside a submission, or restored
// by an undo. Each change takes a new revision and leaves an audit row with the mark before and after; a change that
// would store what is already there is skipped. Callers run it inside their transaction and have already checked
// that the component is the caller's and its course not frozen by a final release (`courseIsFrozen`).
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client.ts';
import { markChanges, marks, resultReleases } from '../../core/db/schema/index.ts';

export type MarkSource = 'screen' | 'import' | 'submission' | 'undo';

export interface MarkChange {
  participantId: number;
  /** Null with `absent`; a number from 0 to the component's maximum otherwise. */
  marks: number | null;
  absent: boolean;
  /** Undefined keeps the stored feedback. */
  feedback?: string | null;
}

export interface StoredMark {
  participantId: number;
  marks: string | null;
  isAbsent: boolean;
  feedback: string | null;
  revision: number;
}

/** Marks are numeric(6,2) and come back as strings ("12.50"); compare them as numbers. */
function sameMark(stored: StoredMark | undefined, change: MarkChange): boolean {
  if (!stored) return false;
  const sameValue =
    stored.isAbsent === change.absent &&
    (change.absent || (stored.marks !== null && change.marks !== null && Number(stored.marks) === change.marks));
  const sameFeedback = change.feedback === undefined || (stored.feedback ?? null) === (change.feedback ?? null);
  return sameValue && sameFeedback;
}

/** The stored marks of some participants in a component, locked for the rest of the transaction. */
export async function lockMarks(
  tx: Tx,
  componentId: number,
  participantIds: number[],
): Promise<Map<number, StoredMark>> {
  if (participantIds.length === 0) return new Map();
  const rows = await tx
    .select({
      participantId: marks.participantId,
      marks: marks.marks,
      isAbsent: marks.isAbsent,
      feedback: marks.feedback,
      revision: marks.revision,
    })
    .from(marks)
    .where(and(eq(marks.componentId, componentId), inArray(marks.participantId, participantIds)))
    .for('update');
  return new Map(rows.map((r) => [r.participantId, r]));
}

/**
 * Writes the changes of one component and their audit rows; answers the number of marks that changed. Rows equal to
 * what is stored are skipped (no revision, no audit row).
 */
export async function writeMarks(
  tx: Tx,
  input: { componentId: number; actorId: number; source: MarkSource; importId?: number; changes: MarkChange[] },
): Promise<number> {
  const stored = await lockMarks(
    tx,
    input.componentId,
    input.changes.map((c) => c.participantId),
  );
  const changed = input.changes.filter((c) => !sameMark(stored.get(c.participantId), c));
  // In slices, so that a 5,000-row import stays within the statement parameter limit.
  for (let start = 0; start < changed.length; start += 500) {
    const slice = changed.slice(start, start + 500);
    const written = await tx
      .insert(marks)
      .values(
        slice.map((c) => ({
          componentId: input.componentId,
          participantId: c.participantId,
          marks: c.absent || c.marks === null ? null : c.marks.toFixed(2),
          isAbsent: c.absent,
          feedback: c.feedback === undefined ? (stored.get(c.participantId)?.feedback ?? null) : c.feedback,
          updatedById: input.actorId,
        })),
      )
      .onConflictDoUpdate({
        target: [marks.componentId, marks.participantId],
        set: {
          marks: sql`excluded.marks`,
          isAbsent: sql`excluded.is_absent`,
          feedback: sql`excluded.feedback`,
          revision: sql`nextval('marks_revision_seq')`,
          updatedById: sql`excluded.updated_by_id`,
          updatedAt: sql`now()`,
        },
      })
      .returning({
        participantId: marks.participantId,
        marks: marks.marks,
        isAbsent: marks.isAbsent,
        feedback: marks.feedback,
        revision: marks.revision,
      });
    await tx.insert(markChanges).values(
      written.map((after) => {
        const before = stored.get(after.participantId);
        return {
          componentId: input.componentId,
          participantId: after.participantId,
          beforeMarks: before?.marks ?? null,
          beforeAbsent: before?.isAbsent ?? null,
          beforeFeedback: before?.feedback ?? null,
          beforeRevision: before?.revision ?? null,
          afterMarks: after.marks,
          afterAbsent: after.isAbsent,
          afterFeedback: after.feedback,
          afterRevision: after.revision,
          source: input.source,
          importId: input.importId ?? null,
          changedById: input.actorId,
        };
      }),
    );
  }
  return changed.length;
}

/**
 * Whether the course's rules and marks are frozen: a final release is in effect or scheduled. Changing them then
 * needs an un-release (docs/decisions/021-results.md).
 */
export async function courseIsFrozen(db: Db | Tx, courseId: number): Promise<boolean> {
  const rows = await db
    .select({ id: resultReleases.id })
    .from(resultReleases)
    .where(
      and(
        eq(resultReleases.courseId, courseId),
        sql`${resultReleases.componentId} is null`,
        isNull(resultReleases.unreleasedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Deletes marks (an undo of an import that entered them where there was none) with an audit row each: the mark
 * before, and after it "not entered" (no marks, not absent) under a new revision, so that a template made before
 * the delete is seen as older than the marks. Answers the number of marks deleted.
 */
export async function deleteMarks(
  tx: Tx,
  input: { componentId: number; actorId: number; source: MarkSource; importId?: number; participantIds: number[] },
): Promise<number> {
  const stored = await lockMarks(tx, input.componentId, input.participantIds);
  if (stored.size === 0) return 0;
  await tx
    .delete(marks)
    .where(and(eq(marks.componentId, input.componentId), inArray(marks.participantId, [...stored.keys()])));
  await tx.insert(markChanges).values(
    [...stored.values()].map((before) => ({
      componentId: input.componentId,
      participantId: before.participantId,
      beforeMarks: before.marks,
      beforeAbsent: before.isAbsent,
      beforeFeedback: before.feedback,
      beforeRevision: before.revision,
      afterMarks: null,
      afterAbsent: false,
      afterFeedback: null,
      afterRevision: sql<number>`nextval('marks_revision_seq')`,
      source: input.source,
      importId: input.importId ?? null,
      changedById: input.actorId,
    })),
  );
  return stored.size;
}
