// What an upload of the marks template means, as pure functions: the template's stamp and header, each row's mark
// (a number from 0 to the maximum with at most two decimals, AB for absent, Bangla digits read as Latin, a blank
// cell "no change"), the refusals, the rows changed since the template was made, and the digest of the changes that
// the commit checks against the preview (docs/decisions/021-results.md, "Spreadsheet imports").
import { createHash } from 'node:crypto';
import {
  MARK_IMPORT_TEXT,
  MARK_ROW_REFUSAL,
  MARK_TEMPLATE_COLUMNS,
  MARK_TEMPLATE_STAMP,
  type MarkImportCounts,
  type MarkPreviewRow,
  type MarkValue,
  RESULTS,
} from '@portal/contract';
import type { SheetCell } from './sheet-parse.ts';

/** Bangla digits ০–৯ (U+09E6–U+09EF) read as 0–9. */
export function latinDigits(text: string): string {
  return text.replace(/[\u09E6-\u09EF]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
}

/** What a spreadsheet runs as a formula: a text starting with = or @, or + or - not followed by a plain number. */
function isFormulaText(text: string): boolean {
  const trimmed = text.trim();
  if (/^[=@]/.test(trimmed)) return true;
  return /^[+-]/.test(trimmed) && !/^[+-]\d+(\.\d+)?$/.test(latinDigits(trimmed));
}

const cellText = (cell: SheetCell): string => (cell === null ? '' : typeof cell === 'number' ? String(cell) : cell);

export type CellReading = { blank: true } | { value: MarkValue } | { refused: string };

/** One Marks cell: blank, a mark, or the reason it is refused. */
export function readMarkCell(cell: SheetCell, maxMarks: number): CellReading {
  if (cell === null) return { blank: true };
  let number: number;
  if (typeof cell === 'number') {
    number = cell;
  } else {
    const text = latinDigits(cell.normalize('NFKC')).trim();
    if (text === '') return { blank: true };
    if (text.toUpperCase() === RESULTS.absentText) return { value: { marks: null, absent: true } };
    if (isFormulaText(text)) return { refused: MARK_ROW_REFUSAL.formula };
    if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return { refused: MARK_ROW_REFUSAL.notNumber };
    number = Number(text);
  }
  if (!Number.isFinite(number)) return { refused: MARK_ROW_REFUSAL.notNumber };
  if (number < 0 || number > maxMarks) return { refused: MARK_ROW_REFUSAL.outOfRange(maxMarks) };
  const hundredths = Math.round(number * 100);
  if (Math.abs(number * 100 - hundredths) > 1e-6) return { refused: MARK_ROW_REFUSAL.decimals };
  return { value: { marks: hundredths / 100, absent: false } };
}

export interface SheetRow {
  /** The sheet's row number (1-based). */
  row: number;
  id: string;
  cells: SheetCell[];
  hasFormula: boolean;
}

export type TemplateReading = { templateRevision: number; componentId: number; rows: SheetRow[] } | { refused: string };

const stampValue = (cells: SheetCell[], label: string): number | null => {
  for (const cell of cells) {
    const text = latinDigits(cellText(cell)).trim();
    if (text.toLowerCase().startsWith(label.toLowerCase())) {
      const digits = text.slice(label.length).trim();
      if (/^\d{1,15}$/.test(digits)) return Number(digits);
    }
  }
  return null;
};

/** The stamp (row 1), the header (row 2) and the rows that hold anything (row 3 on). */
export function readTemplate(
  sheet: { rows: SheetCell[][]; formulaRows: number[] },
  componentId: number,
): TemplateReading {
  const [stampRow = [], header = []] = sheet.rows;
  const templateRevision = stampValue(stampRow, MARK_TEMPLATE_STAMP.version);
  const stampComponent = stampValue(stampRow, MARK_TEMPLATE_STAMP.component);
  if (templateRevision === null || stampComponent === null) return { refused: MARK_IMPORT_TEXT.notTemplate };
  if (stampComponent !== componentId) return { refused: MARK_IMPORT_TEXT.otherComponent };
  const headerOk = MARK_TEMPLATE_COLUMNS.every(
    (title, index) =>
      cellText(header[index] ?? null)
        .trim()
        .toLowerCase() === title.toLowerCase(),
  );
  if (!headerOk) return { refused: MARK_IMPORT_TEXT.badHeader };
  const formulas = new Set(sheet.formulaRows);
  const rows: SheetRow[] = [];
  sheet.rows.forEach((cells, index) => {
    if (index < 2) return;
    const row = index + 1;
    const hasFormula = formulas.has(row);
    if (!hasFormula && cells.every((cell) => cellText(cell).trim() === '')) return;
    rows.push({ row, id: latinDigits(cellText(cells[0] ?? null).normalize('NFKC')).trim(), cells, hasFormula });
  });
  return { templateRevision, componentId, rows };
}

/** Course-wise ids are matched without regard to case. */
export const idKey = (id: string): string => id.toLowerCase();

export interface RosterEntry {
  participantId: number;
  courseWiseId: string;
  name: string;
}

export interface StoredMarkRow {
  participantId: number;
  marks: string | null;
  isAbsent: boolean;
  revision: number;
}

export interface PlannedChange {
  participantId: number;
  marks: number | null;
  absent: boolean;
  /** The stored revision the preview saw (null: no mark). */
  oldRevision: number | null;
}

export interface ImportPlan {
  rows: MarkPreviewRow[];
  counts: MarkImportCounts;
  changes: PlannedChange[];
  /** Rows the import would change whose stored mark changed after the template was made. */
  overwritten: MarkPreviewRow[];
  digest: string;
}

const storedValue = (stored: StoredMarkRow | undefined): MarkValue | null =>
  stored
    ? { marks: stored.isAbsent || stored.marks === null ? null : Number(stored.marks), absent: stored.isAbsent }
    : null;

const sameValue = (a: MarkValue | null, b: MarkValue): boolean =>
  a !== null && a.absent === b.absent && (b.absent || a.marks === b.marks);

/** SHA-256 of the component and its list of changes (each with the revision it was planned against). */
export function planDigest(componentId: number, changes: PlannedChange[]): string {
  const canonical = [...changes]
    .sort((a, b) => a.participantId - b.participantId)
    .map((c) => [c.participantId, c.oldRevision, c.absent ? RESULTS.absentText : c.marks]);
  return createHash('sha256')
    .update(JSON.stringify([componentId, canonical]))
    .digest('hex');
}

/** Every row's outcome against the course's roster and the marks stored now. */
export function planImport(input: {
  componentId: number;
  maxMarks: number;
  rows: SheetRow[];
  roster: ReadonlyMap<string, RosterEntry>;
  /** Ids (idKey) that are course-wise ids of another of the caller's courses. */
  otherCourseIds: ReadonlySet<string>;
  stored: ReadonlyMap<number, StoredMarkRow>;
  /** Participants whose mark changed after the template's stamp. */
  changedSince: ReadonlySet<number>;
}): ImportPlan {
  const seen = new Map<string, number>();
  for (const row of input.rows) if (row.id) seen.set(idKey(row.id), (seen.get(idKey(row.id)) ?? 0) + 1);
  const counts: MarkImportCounts = { changed: 0, unchanged: 0, blank: 0, refused: 0 };
  const changes: PlannedChange[] = [];
  const rows: MarkPreviewRow[] = input.rows.map((sheetRow) => {
    const entry = input.roster.get(idKey(sheetRow.id));
    const stored = entry ? input.stored.get(entry.participantId) : undefined;
    const base = {
      row: sheetRow.row,
      course_wise_id: entry?.courseWiseId ?? sheetRow.id,
      name: entry?.name ?? null,
      old: storedValue(stored),
      changed_since: entry ? input.changedSince.has(entry.participantId) : false,
    };
    const refuse = (reason: string): MarkPreviewRow => {
      counts.refused++;
      return { ...base, outcome: 'refused', new: null, reason };
    };
    const idCell = sheetRow.cells[0] ?? null;
    if (sheetRow.hasFormula || sheetRow.cells.some((cell) => typeof cell === 'string' && isFormulaText(cell))) {
      return refuse(MARK_ROW_REFUSAL.formula);
    }
    if (!sheetRow.id || idCell === null) return refuse(MARK_ROW_REFUSAL.missingId);
    if ((seen.get(idKey(sheetRow.id)) ?? 0) > 1) return refuse(MARK_ROW_REFUSAL.duplicateId);
    if (!entry) {
      return refuse(
        input.otherCourseIds.has(idKey(sheetRow.id)) ? MARK_ROW_REFUSAL.notInCourse : MARK_ROW_REFUSAL.unknownId,
      );
    }
    const reading = readMarkCell(sheetRow.cells[2] ?? null, input.maxMarks);
    if ('refused' in reading) return refuse(reading.refused);
    if ('blank' in reading) {
      counts.blank++;
      return { ...base, outcome: 'blank', new: null, reason: null };
    }
    if (sameValue(base.old, reading.value)) {
      counts.unchanged++;
      return { ...base, outcome: 'unchanged', new: reading.value, reason: null };
    }
    counts.changed++;
    changes.push({
      participantId: entry.participantId,
      marks: reading.value.marks,
      absent: reading.value.absent,
      oldRevision: stored?.revision ?? null,
    });
    return { ...base, outcome: 'changed', new: reading.value, reason: null };
  });
  const overwritten = rows.filter((row) => row.outcome === 'changed' && row.changed_since);
  return { rows, counts, changes, overwritten, digest: planDigest(input.componentId, changes) };
}

/** "r001 (Rahim), r007 (Karim)": the rows a refusal names, the first ten and how many more. */
export function nameRows(rows: { course_wise_id: string; name: string | null }[]): string {
  const named = rows.slice(0, 10).map((row) => (row.name ? `${row.course_wise_id} (${row.name})` : row.course_wise_id));
  return rows.length > 10 ? `${named.join(', ')} and ${rows.length - 10} more` : named.join(', ');
}
