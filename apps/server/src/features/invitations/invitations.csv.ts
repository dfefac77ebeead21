// The CSV file of an invitation import (contract INVITATION_CSV): read with csv-parse, then every line checked
// the way sending it would check it — the form's field rules, the course, duplicates inside the file, and the
// invitation service's own rules (enrolled, pending, a type that does not fit the account) — with a few batched
// queries. The preview answers this as it is; the import runs it again and sends only the good lines.
import {
  INVITATION_CSV,
  INVITATION_MESSAGES,
  type InvitationImportPreview,
  type InvitationImportRow,
  type RegisterType,
  SendInvitationBody,
  type WrittenRefusal,
} from '@portal/contract';
import { CsvError, parse } from 'csv-parse/sync';
import type { Db } from '#server/core/db/client.ts';
import { courseRefKey, findCourses, invitationRule, inviteeFacts } from './invitations.service.ts';

type Column = (typeof INVITATION_CSV.columns)[number];

/** Header names as people write them: case, spaces, '-' and '_' do not count. */
const COLUMN_OF: Record<string, Column> = {
  email: 'email',
  emailaddress: 'email',
  name: 'name',
  fullname: 'name',
  course: 'course',
  registertype: 'register_type',
  type: 'register_type',
};
const headerKey = (cell: string) => cell.toLowerCase().replace(/[\s_-]+/g, '');

/** What a spreadsheet would run as a formula (OWASP "CSV injection"): refused, never stored. */
const FORMULA_START = /^[=+\-@]/;

/**
 * What the CSV reader (csv-parse) found wrong, by its error code, in words a person can act on; the line is where the
 * reader stopped. Any other error of the reader is `csvUnreadable`.
 */
const CSV_PROBLEM_OF: Record<string, CsvProblem> = {
  CSV_QUOTE_NOT_CLOSED: 'csvQuoteNotClosed',
  CSV_INVALID_CLOSING_QUOTE: 'csvClosingQuote',
  INVALID_OPENING_QUOTE: 'csvOpeningQuote',
};
type CsvProblem = 'csvQuoteNotClosed' | 'csvClosingQuote' | 'csvOpeningQuote' | 'csvUnreadable';
/** Where and why the CSV reader stopped. */
interface CsvStop {
  problem: CsvProblem;
  line: number;
}
const CSV_PROBLEM_TEXT: Record<CsvProblem, (line: number) => string> = {
  csvQuoteNotClosed: (line) => `a quote is still open at the end of the file (line ${line})`,
  csvClosingQuote: (line) =>
    `on line ${line}, text follows a closing quote (inside a quoted cell, a quote is written twice: "")`,
  csvOpeningQuote: (line) =>
    `on line ${line}, a quote is inside a cell that does not start with one (put the whole cell in quotes)`,
  csvUnreadable: (line) => `it stops on line ${line}; save it again as CSV (comma-separated)`,
};

function csvStopOf(error: CsvError): CsvStop {
  const line = (error as CsvError & { lines?: unknown }).lines;
  return { problem: CSV_PROBLEM_OF[error.code] ?? 'csvUnreadable', line: typeof line === 'number' ? line : 1 };
}

export const CSV_TEXT = {
  unreadable: (problem: CsvProblem, line: number) =>
    `The file could not be read as CSV: ${CSV_PROBLEM_TEXT[problem](line)}`,
  noHeader: 'The file is empty: its first line must name the columns email, name, course (and register_type)',
  unknownColumn: (cell: string) =>
    `Unknown column "${cell}": the columns are email, name, course and (optional) register_type`,
  duplicateColumn: (column: string) => `The column ${column} is named twice`,
  missingColumns: (columns: string[]) =>
    `The first line must name the columns email, name and course; missing: ${columns.join(', ')}`,
  noRows: 'The file has no invitation lines under its header',
  tooManyRows: `The file has more than ${INVITATION_CSV.maxRows} invitation lines; split it`,
  cellCount: (found: number, expected: number) => `This line has ${found} cells; the header has ${expected}`,
  formula: (column: string, first: string) =>
    `${column}: a cell starting with "${first}" is refused (it would run as a spreadsheet formula)`,
  unknownCourse: (ref: string) => `No course has the ${/^\d+$/.test(ref) ? 'id' : 'short name'} "${ref}"`,
  duplicate: (line: number) => `Duplicate of line ${line} (same e-mail and course)`,
} as const;

/**
 * The code and values of a CSV_TEXT problem naming something, answered beside its English (`written`), so that a
 * client writes it in its reader's language; the line number stays as the table shows it.
 */
export const CSV_WRITTEN = {
  noHeader: { code: 'csvNoHeader', values: {} } satisfies WrittenRefusal,
  unreadable: (problem: CsvProblem, line: number): WrittenRefusal => ({
    code: problem,
    values: { line: String(line) },
  }),
  unknownColumn: (cell: string): WrittenRefusal => ({ code: 'csvUnknownColumn', values: { cell } }),
  duplicateColumn: (column: string): WrittenRefusal => ({ code: 'csvDuplicateColumn', values: { column } }),
  missingColumns: (columns: string[]): WrittenRefusal => ({ code: 'csvMissingColumns', values: { columns } }),
  cellCount: (found: number, expected: number): WrittenRefusal => ({
    code: 'csvCellCount',
    values: { found, expected },
  }),
  formula: (column: string, first: string): WrittenRefusal => ({ code: 'csvFormula', values: { column, first } }),
  unknownCourse: (ref: string): WrittenRefusal => ({
    code: /^\d+$/.test(ref) ? 'noCourseId' : 'noCourseShortName',
    values: { course: ref },
  }),
  duplicate: (line: number): WrittenRefusal => ({ code: 'csvDuplicate', values: { line: String(line) } }),
} as const;

interface Record_ {
  cells: string[];
  line: number;
}

/**
 * The most records read of a file: the parse stops there (docs/security.md FI9). Without it 128 KiB of line breaks made
 * 65,536 records, parsed for ~0.45 s before the row bound refused them. Room is left for lines that turn out blank.
 */
export const CSV_RECORDS_READ_MAX = 4 * (INVITATION_CSV.maxRows + 1);
const TOO_MANY_RECORDS = Symbol('too many records');

/** The lines of the text, or where and why it is no CSV, or TOO_MANY_RECORDS past CSV_RECORDS_READ_MAX. */
function readRecords(text: string): Record_[] | CsvStop | typeof TOO_MANY_RECORDS {
  try {
    const parsed = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      info: true,
      to: CSV_RECORDS_READ_MAX + 1,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    if (parsed.length > CSV_RECORDS_READ_MAX) return TOO_MANY_RECORDS;
    return parsed
      .map(({ record, info }) => ({ cells: record.map((cell) => cell.trim()), line: info.lines }))
      .filter((record) => record.cells.some((cell) => cell !== ''));
  } catch (error) {
    if (error instanceof CsvError) return csvStopOf(error);
    throw error;
  }
}

/** A checked line: the row the answer shows, and what sending it needs. */
export interface CheckedLine {
  row: InvitationImportRow;
  /** The register type the file asks for (undefined: the server decides). */
  requestedType: RegisterType | undefined;
}

export interface CheckedFile {
  fileProblems: string[];
  /** Beside each file problem, its code and values (null for a fixed text). */
  fileWritten: (WrittenRefusal | null)[];
  lines: CheckedLine[];
}

const problemsOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message).slice(0, 1) ?? []);

/** Reads and checks a file; changes nothing. */
export async function checkInvitationCsv(db: Db, text: string): Promise<CheckedFile> {
  const records = readRecords(text);
  if (records === TOO_MANY_RECORDS) return { fileProblems: [CSV_TEXT.tooManyRows], fileWritten: [null], lines: [] };
  if (!Array.isArray(records)) {
    const { problem, line } = records;
    return {
      fileProblems: [CSV_TEXT.unreadable(problem, line)],
      fileWritten: [CSV_WRITTEN.unreadable(problem, line)],
      lines: [],
    };
  }
  const [header, ...body] = records;
  if (!header) return { fileProblems: [CSV_TEXT.noHeader], fileWritten: [CSV_WRITTEN.noHeader], lines: [] };

  const fileProblems: string[] = [];
  const fileWritten: (WrittenRefusal | null)[] = [];
  const fileProblem = (text: string, written: WrittenRefusal | null = null) => {
    fileProblems.push(text);
    fileWritten.push(written);
  };
  const columns: (Column | null)[] = header.cells.map((cell) => COLUMN_OF[headerKey(cell)] ?? null);
  header.cells.forEach((cell, index) => {
    if (columns[index] === null) fileProblem(CSV_TEXT.unknownColumn(cell), CSV_WRITTEN.unknownColumn(cell));
  });
  for (const column of INVITATION_CSV.columns) {
    if (columns.filter((found) => found === column).length > 1) {
      fileProblem(CSV_TEXT.duplicateColumn(column), CSV_WRITTEN.duplicateColumn(column));
    }
  }
  const missing = INVITATION_CSV.required.filter((column) => !columns.includes(column));
  if (missing.length > 0) fileProblem(CSV_TEXT.missingColumns(missing), CSV_WRITTEN.missingColumns(missing));
  if (body.length === 0) fileProblem(CSV_TEXT.noRows);
  if (body.length > INVITATION_CSV.maxRows) fileProblem(CSV_TEXT.tooManyRows);
  if (fileProblems.length > 0) return { fileProblems, fileWritten, lines: [] };

  const cellOf = (record: Record_, column: Column) => {
    const index = columns.indexOf(column);
    return index < 0 ? '' : (record.cells[index] ?? '');
  };
  const courses = await findCourses(
    db,
    body.map((record) => cellOf(record, 'course')),
  );

  const lines: CheckedLine[] = body.map((record) => {
    const problems: string[] = [];
    const written: (WrittenRefusal | null)[] = [];
    const problem = (text: string, values: WrittenRefusal | null = null) => {
      problems.push(text);
      written.push(values);
    };
    if (record.cells.length !== header.cells.length) {
      problem(
        CSV_TEXT.cellCount(record.cells.length, header.cells.length),
        CSV_WRITTEN.cellCount(record.cells.length, header.cells.length),
      );
    }
    const formulas = new Set<Column>();
    for (const column of INVITATION_CSV.columns) {
      const cell = cellOf(record, column);
      if (FORMULA_START.test(cell)) {
        formulas.add(column);
        problem(CSV_TEXT.formula(column, cell[0] ?? ''), CSV_WRITTEN.formula(column, cell[0] ?? ''));
      }
    }
    const rawEmail = cellOf(record, 'email');
    const rawName = cellOf(record, 'name');
    const rawCourse = cellOf(record, 'course');
    const rawType = cellOf(record, 'register_type');

    const email = SendInvitationBody.shape.email.safeParse(rawEmail);
    if (!formulas.has('email')) for (const text of problemsOf(email)) problem(text);
    const name = SendInvitationBody.shape.name.safeParse(rawName);
    if (!formulas.has('name')) for (const text of problemsOf(name)) problem(text);
    let requestedType: RegisterType | undefined;
    if (rawType === '1' || rawType === '2') requestedType = Number(rawType) as RegisterType;
    else if (rawType !== '' && !formulas.has('register_type')) problem(INVITATION_MESSAGES.registerType);
    const course = rawCourse ? (courses.get(courseRefKey(rawCourse)) ?? null) : null;
    if (!formulas.has('course')) {
      if (!rawCourse) problem(INVITATION_MESSAGES.courseRequired);
      else if (!course) problem(CSV_TEXT.unknownCourse(rawCourse), CSV_WRITTEN.unknownCourse(rawCourse));
    }
    return {
      row: {
        line: record.line,
        email: email.success ? email.data.toLowerCase() : rawEmail,
        name: name.success ? name.data : rawName,
        course: rawCourse,
        course_id: course?.id ?? null,
        course_label: course ? `${course.shortName} — ${course.name}` : null,
        register_type: null,
        problems,
        written,
      },
      requestedType,
    };
  });

  // Duplicates inside the file: the same e-mail to the same course (whether named by id or short name).
  const firstLine = new Map<string, number>();
  for (const { row } of lines) {
    if (!row.email) continue;
    const key = `${row.email.toLowerCase()} ${row.course_id ?? courseRefKey(row.course)}`;
    const first = firstLine.get(key);
    if (first === undefined) firstLine.set(key, row.line);
    else {
      row.problems.push(CSV_TEXT.duplicate(first));
      row.written?.push(CSV_WRITTEN.duplicate(first));
    }
  }

  // The invitation service's rules, for the lines that passed everything else.
  const candidates = lines.filter(({ row }) => row.problems.length === 0 && row.course_id !== null);
  const factsOf = await inviteeFacts(
    db,
    candidates.map(({ row }) => ({ email: row.email, courseId: row.course_id ?? 0 })),
  );
  const courseById = new Map([...courses.values()].map((course) => [course.id, course]));
  for (const { row, requestedType } of candidates) {
    const courseRow = courseById.get(row.course_id ?? 0);
    if (!courseRow) continue;
    const rule = invitationRule(row.email, courseRow, factsOf(row.email, courseRow.id), requestedType, true);
    if ('refusal' in rule) {
      row.problems.push(rule.refusal.message.replace(/\.$/, ''));
      row.written?.push(rule.refusal.written ?? null);
    } else row.register_type = rule.registerType;
  }
  return { fileProblems: [], fileWritten: [], lines };
}

/** The preview's answer to a checked file. */
export function previewOf(checked: CheckedFile): InvitationImportPreview {
  const rows = checked.lines.map((line) => line.row);
  const good = rows.filter((row) => row.problems.length === 0).length;
  return {
    file_problems: checked.fileProblems,
    file_written: checked.fileWritten,
    rows,
    good,
    bad: rows.length - good,
  };
}
