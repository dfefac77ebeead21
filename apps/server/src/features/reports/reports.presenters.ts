// Rows of the Report List → the contract's field names, and the figures of a course's results. Every status comes
// from the one grading rule (features/results, computeResult) or from the results a final release fixed: the
// summary is one pass in memory over one statement's rows, so that no second formula of the total lives in SQL.
import {
  REPORT_TEXT,
  type ReportCourse,
  type ResultStatus,
  type SheetCell,
  type SheetComponent,
  type SheetRow,
  type StatusCounts,
  type TotalBand,
} from '@portal/contract';
import {
  type CourseRules,
  computeResult,
  type FrozenRules,
  hundredths,
  type MarkValue,
  thawRules,
} from '../results/index.ts';
import type { ReportCourseRow, ReportHeadRow, SheetRowRecord } from './reports.queries.ts';

/** Passed ÷ (passed + failed) in percent, two decimals; null when nobody has a result. */
export function passRate(passed: number, failed: number): number | null {
  return passed + failed === 0 ? null : hundredths((passed / (passed + failed)) * 100);
}

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

export function toReportCourse(row: ReportCourseRow & { id: number }): ReportCourse {
  return {
    course_id: row.id,
    course_name: row.name,
    course_short_name: row.shortName,
    status: row.status,
    has_rules: row.hasRules,
    total_components: row.components,
    released_components: row.releasedComponents,
    final_released: row.finalReleased,
    final_scheduled_at: row.finalReleased ? null : iso(row.finalAt),
    total_participants: row.participants,
    pass_rate: row.finalReleased ? passRate(row.passed, row.failed) : null,
  };
}

/** What grades the course: the frozen rules once a final release exists, else its current ones (null: none yet). */
export interface CourseGrading {
  rules: CourseRules | null;
  components: SheetComponent[];
  finalId: number | null;
  finalReleased: boolean;
}

export function courseGrading(head: ReportHeadRow): CourseGrading {
  const current = head.components.map((c) => ({
    id: c.id,
    name: c.name,
    maxMarks: Number(c.max_marks),
    weight: Number(c.weight),
    minMarks: c.min_marks === null ? null : Number(c.min_marks),
  }));
  const frozen = head.finalId !== null && head.frozenRules ? thawRules(head.frozenRules as FrozenRules) : null;
  const rules: CourseRules | null =
    frozen ?? (head.passMark === null ? null : { passMark: Number(head.passMark), components: current });
  const release = new Map(head.components.map((c) => [c.id, c]));
  const components = (rules?.components ?? current).map((c) => ({
    id: c.id,
    name: c.name,
    max_marks: c.maxMarks,
    weight: c.weight,
    min_marks: c.minMarks,
    released: release.get(c.id)?.released ?? false,
    release_scheduled_at: iso(release.get(c.id)?.scheduled_at ?? null),
  }));
  return { rules, components, finalId: head.finalId, finalReleased: head.finalReleased };
}

function markMap(row: SheetRowRecord): Map<number, MarkValue> {
  return new Map(
    row.marks.map(([componentId, value, absent]) => [
      componentId,
      { marks: value === null ? null : Number(value), absent },
    ]),
  );
}

/**
 * A row's total and status: the result the final release fixed for them, else computed from the rules (a
 * participant enrolled after the release has no fixed result: theirs is computed and not released).
 */
export function rowResult(grading: CourseGrading, row: SheetRowRecord, marks = markMap(row)) {
  if (row.fixedStatus !== null) {
    return {
      total: row.fixedTotal === null ? null : Number(row.fixedTotal),
      status: row.fixedStatus as ResultStatus,
      released: grading.finalReleased,
    };
  }
  const result = grading.rules ? computeResult(grading.rules, marks) : { total: null, status: 'Incomplete' as const };
  return { ...result, released: false };
}

export function toSheetRow(grading: CourseGrading, row: SheetRowRecord): SheetRow {
  const marks = markMap(row);
  const cells: SheetCell[] = grading.components.map((c) => {
    const mark = marks.get(c.id);
    return { component_id: c.id, marks: mark?.absent ? null : (mark?.marks ?? null), absent: mark?.absent ?? false };
  });
  return {
    course_wise_id: row.roll,
    participant_name: row.name,
    org_name: row.orgName,
    cells,
    ...rowResult(grading, row, marks),
  };
}

interface Tally {
  participants: number;
  pass: number;
  fail: number;
  incomplete: number;
}

const emptyTally = (): Tally => ({ participants: 0, pass: 0, fail: 0, incomplete: 0 });

function add(tally: Tally, status: ResultStatus) {
  tally.participants += 1;
  if (status === 'Pass') tally.pass += 1;
  else if (status === 'Fail') tally.fail += 1;
  else tally.incomplete += 1;
}

const counts = (tally: Tally): StatusCounts => ({
  pass: tally.pass,
  fail: tally.fail,
  incomplete: tally.incomplete,
  pass_rate: passRate(tally.pass, tally.fail),
});

/** Ten bands of ten marks; a total of 100 falls in the last one (90–100). */
export function bandOf(total: number): number {
  return Math.min(9, Math.max(0, Math.floor(total / 10)));
}

/**
 * The course's figures in one pass over every row: the counts, the bands of the totals and the same counts by
 * organisation (an organisation of the list by its name; every name typed for "others", and none, under "Others").
 */
export function summarise(grading: CourseGrading, rows: readonly SheetRowRecord[]) {
  const all = emptyTally();
  const bands = Array.from({ length: 10 }, () => 0);
  const byOrg = new Map<number | null, { name: string; tally: Tally }>();
  for (const row of rows) {
    const { total, status } = rowResult(grading, row);
    add(all, status);
    if (total !== null) bands[bandOf(total)] = (bands[bandOf(total)] ?? 0) + 1;
    const key = row.orgId;
    let group = byOrg.get(key);
    if (!group) {
      group = { name: key === null ? REPORT_TEXT.others : (row.orgName ?? REPORT_TEXT.others), tally: emptyTally() };
      byOrg.set(key, group);
    }
    add(group.tally, status);
  }
  const organisations = [...byOrg.entries()]
    .sort(([a, x], [b, y]) => (a === null ? 1 : b === null ? -1 : x.name.localeCompare(y.name)))
    .map(([, group]) => ({ org_name: group.name, participants: group.tally.participants, ...counts(group.tally) }));
  const totalBands: TotalBand[] = bands.map((count, index) => ({
    from: index * 10,
    to: index === 9 ? 100 : index * 10 + 9,
    count,
  }));
  return { counts: counts(all), bands: totalBands, organisations };
}
