// What a coordinator types on the marks screen, before it is saved: a text and an Absent tick per row, checked as the
// server checks them (0 to the component's maximum, at most two decimals), and the rows of a save. A blank box never
// erases a mark: it is "no change" (docs/decisions/021-results.md).
import { type ComponentMark, latinDigits, RESULTS, type TypedMark } from '@portal/contract';

export interface Draft {
  /** The box's text as typed ('' blank). */
  text: string;
  absent: boolean;
  /** The revision the row was read at, sent back with the change. */
  revision: number | null;
}

/** The box's text of a stored mark. */
export function storedText(row: ComponentMark): string {
  return row.marks === null ? '' : String(row.marks);
}

/**
 * Why a typed text is no mark, as the screen words it under the box (marks.en.ts `errors`): 'At most two decimals',
 * 'Type a number, e.g. 12.5', 'At most 20'.
 */
export type MarkProblem = { kind: 'twoDecimals' } | { kind: 'notNumber' } | { kind: 'atMost'; max: number };

/** A typed text as a mark: null for a blank, or the refusal to show under the box. */
export function parseMark(text: string, max: number): { value: number | null } | { error: MarkProblem } {
  // Marks typed with a Bangla keyboard (৮৭.৫) are read as Latin digits (docs/i18n.md, Digits).
  const trimmed = latinDigits(text.trim());
  if (trimmed === '') return { value: null };
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(trimmed)) {
    return { error: { kind: /^\d+\.\d{3,}$/.test(trimmed) ? 'twoDecimals' : 'notNumber' } };
  }
  const value = Number(trimmed);
  if (value > max) return { error: { kind: 'atMost', max } };
  if (value > RESULTS.maxMarks) return { error: { kind: 'atMost', max: RESULTS.maxMarks } };
  return { value };
}

/** Whether a draft would change the stored row (a blank is no change; neither is the same mark). */
export function changesRow(draft: Draft, row: ComponentMark, max: number): boolean {
  if (draft.absent) return !row.absent;
  const parsed = parseMark(draft.text, max);
  if ('error' in parsed) return true;
  if (parsed.value === null) return false;
  return row.absent || row.marks !== parsed.value;
}

/** The rows a save sends, or the refusals by participant when a box holds no valid mark. */
export function rowsToSave(
  drafts: ReadonlyMap<number, Draft>,
  rows: readonly ComponentMark[],
  max: number,
): { rows: TypedMark[]; errors: Map<number, MarkProblem> } {
  const errors = new Map<number, MarkProblem>();
  const save: TypedMark[] = [];
  for (const row of rows) {
    const draft = drafts.get(row.participant_id);
    if (!draft || !changesRow(draft, row, max)) continue;
    if (draft.absent) {
      save.push({ participant_id: row.participant_id, marks: null, absent: true, revision: draft.revision });
      continue;
    }
    const parsed = parseMark(draft.text, max);
    if ('error' in parsed) errors.set(row.participant_id, parsed.error);
    else
      save.push({ participant_id: row.participant_id, marks: parsed.value, absent: false, revision: draft.revision });
  }
  return { rows: save, errors };
}
