// The whole result sheet of a course as a file: CSV (UTF-8 with BOM, streamed batch by batch: one batch of rows in
// memory at a time) and XLSX (write-excel-file builds the workbook in memory, so its rows are gathered first: memory
// grows with the course, about a kilobyte a participant, and an export is limited to 30 a minute per client). Every
// text cell of both passes the one formula guard (core/csv.ts, inertText); marks and totals are numbers.
import {
  markCellValue,
  REPORT_EXPORT_COLUMNS,
  resultStatusText,
  type SheetComponent,
  type SheetRow,
} from '@portal/contract';
import writeXlsxFile, { type Row } from 'write-excel-file/node';
import { CSV_BOM, csvLine, inertText } from '#server/core/csv.ts';
import type { Db } from '#server/core/db/client.ts';
import { type CourseGrading, toSheetRow } from './reports.presenters.ts';
import { readSheetRows } from './reports.queries.ts';

/** Rows read per statement of an export. */
export const EXPORT_BATCH = 500;

/** The header cells: the fixed columns around one column per component ("Mid-term (50)"). */
export function exportHeader(components: readonly SheetComponent[]): string[] {
  return [
    ...REPORT_EXPORT_COLUMNS.head,
    ...components.map((c) => `${c.name} (${c.max_marks})`),
    ...REPORT_EXPORT_COLUMNS.tail,
  ];
}

/** A row's cells, in the header's order. */
export function exportCells(row: SheetRow, serial: number): (string | number | null)[] {
  return [
    serial,
    row.course_wise_id,
    row.participant_name,
    row.org_name,
    ...row.cells.map(markCellValue),
    row.total,
    resultStatusText(row),
  ];
}

/** The course's rows in keyset batches by course-wise id, as sheet rows. */
async function* sheetBatches(db: Db, courseId: number, grading: CourseGrading): AsyncGenerator<SheetRow[]> {
  let after: { roll: string; id: number } | null = null;
  for (;;) {
    const rows = await readSheetRows(db, courseId, grading.finalId, { after, size: EXPORT_BATCH });
    if (rows.length > 0) yield rows.map((row) => toSheetRow(grading, row));
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH) return;
    after = { roll: last.roll, id: last.enrolmentId };
  }
}

export async function* sheetCsv(db: Db, courseId: number, grading: CourseGrading): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(exportHeader(grading.components));
  let serial = 0;
  for await (const batch of sheetBatches(db, courseId, grading)) {
    yield batch.map((row, index) => csvLine(exportCells(row, serial + index + 1))).join('');
    serial += batch.length;
  }
}

const xlsxCell = (value: string | number | null) =>
  value === null
    ? null
    : typeof value === 'number'
      ? { value, type: Number }
      : { value: inertText(value), type: String };

export async function sheetXlsx(db: Db, courseId: number, grading: CourseGrading): Promise<Buffer> {
  const data: Row[] = [
    exportHeader(grading.components).map((text) => ({ value: inertText(text), fontWeight: 'bold' })),
  ];
  let serial = 0;
  for await (const batch of sheetBatches(db, courseId, grading)) {
    for (const row of batch) {
      serial += 1;
      data.push(exportCells(row, serial).map(xlsxCell));
    }
  }
  return writeXlsxFile(data, { sheet: 'Results', stickyRowsCount: 1 }).toBuffer();
}
