// The Report List's query keys and reads (docs/features.md, Evaluations → Report List), and the sheet's exports.
// Every key starts with ['reports'].
import { coordinatorReports } from '@portal/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { read, saveDownload } from '#web/lib/api.ts';

export const reportKeys = {
  all: ['reports'] as const,
  courses: (page: number) => ['reports', 'courses', { page }] as const,
  sheet: (courseId: number, page: number) => ['reports', 'sheet', { courseId, page }] as const,
  summary: (courseId: number) => ['reports', 'summary', { courseId }] as const,
};

export function reportCoursesOptions(page: number) {
  return queryOptions({
    queryKey: reportKeys.courses(page),
    queryFn: ({ signal }) => read(coordinatorReports.courses, { params: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A page of a course's result sheet; the page shown stays while the next one loads. */
export function resultSheetOptions(courseId: number, page: number) {
  return queryOptions({
    queryKey: reportKeys.sheet(courseId, page),
    queryFn: ({ signal }) => read(coordinatorReports.sheet, { params: { courseId, page }, signal }),
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[2] as { courseId: number } | undefined)?.courseId === courseId
        ? keepPreviousData(previous)
        : undefined,
  });
}

export function resultSummaryOptions(courseId: number) {
  return queryOptions({
    queryKey: reportKeys.summary(courseId),
    queryFn: ({ signal }) => read(coordinatorReports.summary, { params: { courseId }, signal }),
  });
}

export type ExportFormat = 'csv' | 'xlsx';

/** Fetches the whole sheet as a file and saves it; throws the toasted ApiError on a refusal. */
export function exportResultSheet({
  courseId,
  format,
  shortName,
}: {
  courseId: number;
  format: ExportFormat;
  shortName: string;
}): Promise<void> {
  const endpoint = format === 'csv' ? coordinatorReports.exportCsv : coordinatorReports.exportXlsx;
  return saveDownload(endpoint, { params: { courseId }, fallbackName: `results-${shortName || courseId}.${format}` });
}
