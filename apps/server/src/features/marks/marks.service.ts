// The writes of marks typed by a coordinator: a page of one component (all or nothing) and one mark beside a
// submission. Each runs in one transaction: the course must not be frozen by a final release, every participant must
// be in the course, each mark within the component's maximum, and no row may have changed since it was read (its
// revision); then the marks go through the one writer (`writeMarks`), which skips unchanged rows and audits the rest.
import { MARKS_TEXT, type TypedMark } from '@portal/contract';
import type { Db } from '#server/core/db/client.ts';
import { badRequest, conflict, HttpError, notFound } from '#server/core/errors.ts';
import {
  courseIsFrozen,
  lockMarks,
  type MarkChange,
  type StoredMark,
  writeMarks,
} from '#server/features/results/index.ts';
import { enrolledRolls } from './marks.queries.ts';

interface Component {
  id: number;
  courseId: number;
  maxMarks: string;
}

/** How many rolls a refusal names before it says "and N more". */
const NAMED_ROWS = 10;

function rollList(rolls: string[]): string {
  const named = rolls.slice(0, NAMED_ROWS).join(', ');
  return rolls.length > NAMED_ROWS ? `${named} and ${rolls.length - NAMED_ROWS} more` : named;
}

/** The rolls a refusal names as its values: the first NAMED_ROWS, and how many more (0 when none). */
const rollValues = (rolls: string[]) => ({
  rolls: rolls.slice(0, NAMED_ROWS),
  more: Math.max(0, rolls.length - NAMED_ROWS),
});

/** A refusal naming the rows, which the screen shows as it is. */
export const staleRows = (rolls: string[]) =>
  conflict(
    `Changed by someone else since this page was read: ${rollList(rolls)}. Their current marks are shown now; nothing was saved.`,
    { code: 'staleRows', values: rollValues(rolls) },
  );

export const overMaximum = (rolls: string[], max: number) =>
  badRequest(`Marks above the maximum of ${max}: ${rollList(rolls)}. Nothing was saved.`, {
    code: 'overMaximum',
    values: { max, ...rollValues(rolls) },
  });

/** Whether the stored mark already is that number, or absent (marks come back as strings: "12.50"). */
function sameMark(stored: StoredMark, row: { marks: number | null; absent: boolean }): boolean {
  return (
    stored.isAbsent === row.absent && (row.absent || (stored.marks !== null && Number(stored.marks) === row.marks))
  );
}

/** A typed row that changes something: a number or absent (a blank row is no change). */
const isEntered = (row: { marks: number | null; absent: boolean }) => row.absent || row.marks !== null;

/**
 * Saves the typed marks of a page; answers how many changed. Refusals (400 unknown participant or over the maximum,
 * 409 frozen or changed since read) throw before anything is written, and the transaction rolls back.
 */
export async function saveTypedMarks(
  db: Db,
  input: { component: Component; actorId: number; rows: TypedMark[] },
): Promise<number> {
  const { component } = input;
  const max = Number(component.maxMarks);
  const entered = input.rows.filter(isEntered);
  return db.transaction(async (tx) => {
    if (await courseIsFrozen(tx, component.courseId)) throw conflict(MARKS_TEXT.frozen);
    const ids = input.rows.map((row) => row.participant_id);
    const rolls = await enrolledRolls(tx, component.courseId, ids);
    if (ids.some((id) => !rolls.has(id))) throw badRequest(MARKS_TEXT.participantNotFound);
    const rollOf = (id: number) => rolls.get(id) ?? String(id);
    const over = entered.filter((row) => row.marks !== null && row.marks > max);
    if (over.length > 0)
      throw overMaximum(
        over.map((row) => rollOf(row.participant_id)),
        max,
      );
    const stored = await lockMarks(
      tx,
      component.id,
      entered.map((row) => row.participant_id),
    );
    const stale = entered.filter((row) => {
      const now = stored.get(row.participant_id);
      // Writing what is already there overwrites nothing, whoever changed it.
      const sameValue = now !== undefined && sameMark(now, row);
      return !sameValue && (now?.revision ?? null) !== row.revision;
    });
    if (stale.length > 0) throw staleRows(stale.map((row) => rollOf(row.participant_id)));
    const changes: MarkChange[] = entered.map((row) => ({
      participantId: row.participant_id,
      marks: row.absent ? null : row.marks,
      absent: row.absent,
    }));
    return writeMarks(tx, { componentId: component.id, actorId: input.actorId, source: 'screen', changes });
  });
}

/** Saves one participant's mark and feedback beside their submission; answers the mark's revision now. */
export async function saveSubmissionMark(
  db: Db,
  input: {
    component: Component;
    actorId: number;
    participantId: number;
    mark: { marks: number | null; absent: boolean; feedback: string; revision: number | null };
  },
): Promise<number> {
  const { component, mark } = input;
  const max = Number(component.maxMarks);
  return db.transaction(async (tx) => {
    if (await courseIsFrozen(tx, component.courseId)) throw conflict(MARKS_TEXT.frozen);
    const rolls = await enrolledRolls(tx, component.courseId, [input.participantId]);
    const roll = rolls.get(input.participantId);
    if (roll === undefined) throw notFound(MARKS_TEXT.participantNotFound);
    if (mark.marks !== null && mark.marks > max) throw overMaximum([roll], max);
    const feedback = mark.feedback === '' ? null : mark.feedback;
    const stored = (await lockMarks(tx, component.id, [input.participantId])).get(input.participantId);
    const sameValue = stored !== undefined && sameMark(stored, mark) && (stored.feedback ?? null) === feedback;
    if (!sameValue && (stored?.revision ?? null) !== mark.revision) throw staleRows([roll]);
    await writeMarks(tx, {
      componentId: component.id,
      actorId: input.actorId,
      source: 'submission',
      changes: [
        {
          participantId: input.participantId,
          marks: mark.absent ? null : mark.marks,
          absent: mark.absent,
          feedback,
        },
      ],
    });
    const after = (await lockMarks(tx, component.id, [input.participantId])).get(input.participantId);
    if (!after) throw new HttpError(500, 'mark not written');
    return after.revision;
  });
}
