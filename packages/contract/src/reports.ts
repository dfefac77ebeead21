// The coordinator's Report List (docs/features.md, Evaluations → Report List): their courses with how far their
// results are, and for one course the result sheet (participant × components, the weighted total, the status), the
// distribution of totals, the pass rate by organisation, and the whole sheet as XLSX or CSV. Only the caller's own
// courses: any other course id answers 404. Coordinators see results before they are released; each answer says
// whether the final result is released, and the screens mark an unreleased status "Pending".
import { z } from 'zod';
import { ErrorBody, IdString, RESULT_STATUS, RESULTS, TotalData } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { CourseIdParams, PageParams, READ_ERRORS } from './options.ts';
import { CsvFile } from './participants.ts';

/** A mark, a total or a weight: a number with at most two decimals. */
const Marks = z.number();
/** When a release scheduled for later comes into effect (ISO 8601), or null. */
const ScheduledAt = z.string().nullable();

export const REPORT_TEXT = {
  noCourses: 'No courses',
  noParticipants: 'No Participants',
  noRules: 'No evaluation rules yet',
  pending: 'Pending',
  others: 'Others',
} as const;

/** One of the caller's courses in the Report List. */
export const ReportCourse = z
  .object({
    course_id: z.number().int(),
    course_name: z.string(),
    course_short_name: z.string(),
    /** 1 running, 0 expired. */
    status: z.number().int(),
    /** Whether a pass mark has been saved (the course has rules). */
    has_rules: z.boolean(),
    total_components: z.number().int(),
    /** Components whose release is in effect. */
    released_components: z.number().int(),
    final_released: z.boolean(),
    /** A final release scheduled for later. */
    final_scheduled_at: ScheduledAt,
    total_participants: z.number().int(),
    /** Passed ÷ (passed + failed) in percent, once the final result is released; else null. */
    pass_rate: Marks.nullable(),
  })
  .meta({ id: 'ReportCourse' });
export type ReportCourse = z.infer<typeof ReportCourse>;

export const ReportCourseList = z.object({ total_data: TotalData, data: z.array(ReportCourse) });
export type ReportCourseList = z.infer<typeof ReportCourseList>;

/** A component as the sheet heads it: the rules it is graded by and whether its marks are released. */
export const SheetComponent = z
  .object({
    id: z.number().int(),
    name: z.string(),
    max_marks: Marks,
    weight: Marks,
    min_marks: Marks.nullable(),
    released: z.boolean(),
    release_scheduled_at: ScheduledAt,
  })
  .meta({ id: 'SheetComponent' });
export type SheetComponent = z.infer<typeof SheetComponent>;

/** One participant's mark in one component: a number, absent, or none (marks null and absent false). */
export const SheetCell = z.object({ component_id: z.number().int(), marks: Marks.nullable(), absent: z.boolean() });
export type SheetCell = z.infer<typeof SheetCell>;

export const ResultStatusValue = z.enum(RESULT_STATUS);

export const SheetRow = z
  .object({
    course_wise_id: z.string(),
    participant_name: z.string(),
    /** The organisation of the list, or the name typed for "others". */
    org_name: z.string().nullable(),
    /** In the order of `components`. */
    cells: z.array(SheetCell),
    /** Null while a mark is missing (Incomplete). */
    total: Marks.nullable(),
    status: ResultStatusValue,
    /** Whether participants see this status: false shows as "Pending" (the final result is not released). */
    released: z.boolean(),
  })
  .meta({ id: 'SheetRow' });
export type SheetRow = z.infer<typeof SheetRow>;

/** What heads the sheet and the summary: the course and its rules (the frozen ones after a final release). */
const ReportHead = z.object({
  course_id: z.number().int(),
  course_name: z.string(),
  course_short_name: z.string(),
  has_rules: z.boolean(),
  /** The pass mark on the weighted total (0–100); null without rules. */
  pass_mark: Marks.nullable(),
  final_released: z.boolean(),
  final_scheduled_at: ScheduledAt,
  total_participants: z.number().int(),
});

export const ResultSheet = ReportHead.extend({
  components: z.array(SheetComponent),
  /** The course's participants (every page). */
  total_data: TotalData,
  /** By course-wise id, 10 a page. */
  data: z.array(SheetRow),
}).meta({ id: 'ResultSheet' });
export type ResultSheet = z.infer<typeof ResultSheet>;

export const StatusCounts = z.object({
  pass: z.number().int(),
  fail: z.number().int(),
  incomplete: z.number().int(),
  /** Passed ÷ (passed + failed) in percent, two decimals; null when nobody has a result. */
  pass_rate: Marks.nullable(),
});
export type StatusCounts = z.infer<typeof StatusCounts>;

/** Totals from `from` up to `to` (the last band, 90–100, includes 100; the others end below `to` + 1). */
export const TotalBand = z.object({ from: z.number().int(), to: z.number().int(), count: z.number().int() });
export type TotalBand = z.infer<typeof TotalBand>;

export const OrganisationResult = StatusCounts.extend({
  /** An organisation of the list, or "Others" for every name typed instead (and none given). */
  org_name: z.string(),
  participants: z.number().int(),
});
export type OrganisationResult = z.infer<typeof OrganisationResult>;

export const ResultSummary = ReportHead.extend({
  counts: StatusCounts,
  /** Ten bands of the totals of those with a total: 0–9, 10–19, … 90–100. */
  bands: z.array(TotalBand),
  /** Organisations by name, "Others" last. */
  organisations: z.array(OrganisationResult),
}).meta({ id: 'ResultSummary' });
export type ResultSummary = z.infer<typeof ResultSummary>;

/** A status as the sheet, the screens and the exports write it: "Pass (Pending)" while participants do not see it. */
export function resultStatusText(row: Pick<SheetRow, 'status' | 'released'>): string {
  return row.released ? row.status : `${row.status} (${REPORT_TEXT.pending})`;
}

/** A mark cell as the screens and the exports write it: the marks, "AB" for absent, null for none. */
export function markCellValue(cell: SheetCell): number | string | null {
  return cell.absent ? RESULTS.absentText : cell.marks;
}

/** The exported sheet's fixed columns; one column per component follows, then these. */
export const REPORT_EXPORT_COLUMNS = {
  head: ['SN', 'Participant Id', 'Participant Name', 'Organization Name'],
  tail: ['Total', 'Status'],
} as const;

export const XlsxFile = z.string().meta({
  id: 'XlsxFile',
  description: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, sent as an attachment',
});

export const ReportSheetParams = z.object({ courseId: IdString, page: PageParams.shape.page });

const tags = ['reports'];
const EXPORT_SUMMARY =
  'The whole result sheet of one of the caller’s courses (every participant by course-wise id, one column per component, the total and the status, “(Pending)” while the final result is not released); every text cell passes the formula guard; 30 a minute per client';

export const coordinatorReports = {
  courses: defineEndpoint({
    method: 'GET',
    keep: true,
    path: '/api/coordinator/reports/:page',
    access: 'coordinator',
    summary:
      'The caller’s courses, running first, newest year, then by name, 10 a page: components (released of all), the final release (in effect or scheduled), participants and, once released, the pass rate',
    tags,
    params: PageParams,
    responses: { 200: ReportCourseList, 400: ErrorBody, 401: ErrorBody },
  }),
  sheet: defineEndpoint({
    method: 'GET',
    keep: true,
    path: '/api/coordinator/reports/:courseId/sheet/:page',
    access: 'coordinator',
    summary:
      'One page (10, by course-wise id) of the result sheet of one of the caller’s courses: each participant’s marks per component, the weighted total and the status (from the frozen rules and fixed results once a final release exists), with whether it is released',
    tags,
    params: ReportSheetParams,
    responses: { 200: ResultSheet, ...READ_ERRORS },
  }),
  summary: defineEndpoint({
    method: 'GET',
    keep: true,
    path: '/api/coordinator/reports/:courseId/summary',
    access: 'coordinator',
    summary:
      'The results of one of the caller’s courses in figures: Pass / Fail / Incomplete, the pass rate, the totals in ten bands and the same by organisation',
    tags,
    params: CourseIdParams,
    responses: { 200: ResultSummary, ...READ_ERRORS },
  }),
  exportCsv: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/coordinator/reports/:courseId/export.csv',
    access: 'coordinator',
    summary: `${EXPORT_SUMMARY}. CSV: UTF-8 with BOM`,
    tags,
    params: CourseIdParams,
    responses: { 200: CsvFile, ...READ_ERRORS, 429: ErrorBody },
  }),
  exportXlsx: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/coordinator/reports/:courseId/export.xlsx',
    access: 'coordinator',
    summary: `${EXPORT_SUMMARY}. XLSX: one sheet, marks as numbers`,
    tags,
    params: CourseIdParams,
    responses: { 200: XlsxFile, ...READ_ERRORS, 429: ErrorBody },
  }),
} as const;
