// The coordinator's Report List (docs/features.md, Evaluations → Report List): their courses, a course's result
// sheet and figures, and the sheet as CSV or XLSX. A course that is not the caller's answers 404 whether it exists
// or not. Coordinators see results before release: each row says whether participants see it.
import { Readable } from 'node:stream';
import { coordinatorReports } from '@portal/contract';
import { now } from '#server/core/clock.ts';
import { fileNamePart } from '#server/core/csv.ts';
import type { Member } from '#server/core/db/course-membership.ts';
import { notFound } from '#server/core/errors.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { setDownloadHeaders } from '#server/core/files/download-headers.ts';
import { sheetCsv, sheetXlsx } from './reports.export.ts';
import { courseGrading, summarise, toReportCourse, toSheetRow } from './reports.presenters.ts';
import { findReportHead, listReportCourses, type ReportHeadRow, readSheetRows } from './reports.queries.ts';

const COURSE_NOT_FOUND = 'Course not found';
/** An export reads a whole course: a few a minute per client is plenty (counted after validation). */
const EXPORT_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute', hook: 'preHandler' as const } };
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The head both the sheet and the summary start with. */
function headFields(head: ReportHeadRow, grading: ReturnType<typeof courseGrading>) {
  return {
    course_id: head.id,
    course_name: head.name,
    course_short_name: head.shortName,
    has_rules: grading.rules !== null,
    pass_mark: grading.rules?.passMark ?? null,
    final_released: head.finalReleased,
    final_scheduled_at: head.finalReleased || head.finalAt === null ? null : new Date(head.finalAt).toISOString(),
    total_participants: head.participants,
  };
}

export function reportsRoutes({ route, db, config }: FeatureContext) {
  async function ownHead(user: Member, courseId: number) {
    const head = await findReportHead(db, user, courseId);
    if (!head) throw notFound(COURSE_NOT_FOUND);
    return { head, grading: courseGrading(head) };
  }
  /** `results-CEAML-2026-2026-11-28.csv`, dated in the institute's zone. */
  const fileName = (head: ReportHeadRow, extension: string) =>
    `results-${fileNamePart(head.shortName)}-${new Intl.DateTimeFormat('en-CA', { timeZone: config.TZ_INSTITUTE }).format(now())}.${extension}`;

  route(coordinatorReports.courses, async ({ user, params }) => {
    const { rows, total } = await listReportCourses(db, user, params.page);
    return { total_data: total, data: rows.map(toReportCourse) };
  });

  route(coordinatorReports.sheet, async ({ user, params }) => {
    const { head, grading } = await ownHead(user, params.courseId);
    const rows = await readSheetRows(db, head.id, grading.finalId, { page: params.page });
    return {
      ...headFields(head, grading),
      components: grading.components,
      total_data: head.participants,
      data: rows.map((row) => toSheetRow(grading, row)),
    };
  });

  route(coordinatorReports.summary, async ({ user, params }) => {
    const { head, grading } = await ownHead(user, params.courseId);
    const rows = await readSheetRows(db, head.id, grading.finalId, { all: true });
    return { ...headFields(head, grading), ...summarise(grading, rows) };
  });

  route(
    coordinatorReports.exportCsv,
    async ({ user, params, req, reply }) => {
      const { head, grading } = await ownHead(user, params.courseId);
      req.log.info({ event: 'results_exported', courseId: head.id, format: 'csv' }, 'result sheet exported');
      setDownloadHeaders(reply, { contentType: 'text/csv; charset=utf-8', fileName: fileName(head, 'csv') });
      return reply.send(Readable.from(sheetCsv(db, head.id, grading), { objectMode: false }));
    },
    EXPORT_LIMIT,
  );

  route(
    coordinatorReports.exportXlsx,
    async ({ user, params, req, reply }) => {
      const { head, grading } = await ownHead(user, params.courseId);
      req.log.info({ event: 'results_exported', courseId: head.id, format: 'xlsx' }, 'result sheet exported');
      const file = await sheetXlsx(db, head.id, grading);
      setDownloadHeaders(reply, { contentType: XLSX_TYPE, fileName: fileName(head, 'xlsx'), size: file.length });
      return reply.send(file);
    },
    EXPORT_LIMIT,
  );
}
