// The marks template of a component: row 1 the version stamp (`Version: N`, `Component: N` and, for the reader, the
// component's name and maximum), row 2 the header, then one row per participant of the course by course-wise id with
// the current mark (a number, AB for absent, empty when none). Every text cell goes through the one formula guard
// (`inertText`, core/csv.ts), in the XLSX as in the CSV.
import { MARK_TEMPLATE_COLUMNS, MARK_TEMPLATE_STAMP, RESULTS } from '@portal/contract';
import writeXlsxFile, { type Row } from 'write-excel-file/node';
import { CSV_BOM, csvLine, inertText } from '#server/core/csv.ts';

export interface TemplateInput {
  revision: number;
  component: { id: number; name: string; maxMarks: number };
  rows: { courseWiseId: string; name: string; marks: string | null; isAbsent: boolean | null }[];
}

const markCell = (row: TemplateInput['rows'][number]): string | number | null =>
  row.isAbsent ? RESULTS.absentText : row.marks === null ? null : Number(row.marks);

const stampCells = (input: TemplateInput): string[] => [
  `${MARK_TEMPLATE_STAMP.version} ${input.revision}`,
  `${MARK_TEMPLATE_STAMP.component} ${input.component.id}`,
  `${input.component.name} (0 to ${input.component.maxMarks}; ${RESULTS.absentText} for absent)`,
];

export function templateCsv(input: TemplateInput): string {
  let text = CSV_BOM + csvLine(stampCells(input)) + csvLine(MARK_TEMPLATE_COLUMNS);
  for (const row of input.rows) text += csvLine([row.courseWiseId, row.name, markCell(row)]);
  return text;
}

const textCell = (value: string) => ({ value: inertText(value), type: String });

export function templateXlsx(input: TemplateInput): Promise<Buffer> {
  const data: Row[] = [
    stampCells(input).map(textCell),
    MARK_TEMPLATE_COLUMNS.map((title) => ({ ...textCell(title), fontWeight: 'bold' as const })),
    ...input.rows.map((row): Row => {
      const mark = markCell(row);
      return [
        textCell(row.courseWiseId),
        textCell(row.name),
        typeof mark === 'number' ? { value: mark, type: Number } : mark === null ? null : textCell(mark),
      ];
    }),
  ];
  return writeXlsxFile(data, { sheet: 'Marks', columns: [{ width: 18 }, { width: 36 }, { width: 12 }] }).toBuffer();
}
