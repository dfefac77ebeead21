// The Upload screen's reads and writes (docs/features.md, Upload): the caller's courses, a course's components, the
// template downloads, the preview and commit uploads, the component's imports and their undo. Every key starts with
// ['mark-imports'].
import {
  coordinatorContents,
  coordinatorMarkImports,
  evaluationComponentOptions,
  type MarkTemplateFormat,
} from '@portal/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { read, saveDownload, write } from '#web/lib/api.ts';

export interface ComponentRef {
  courseId: number;
  componentId: number;
}

export const markImportKeys = {
  all: ['mark-imports'] as const,
  courses: ['mark-imports', 'courses'] as const,
  components: (courseId: number) => ['mark-imports', 'components', { courseId }] as const,
  imports: (ref: ComponentRef) => ['mark-imports', 'imports', ref] as const,
  importPage: (ref: ComponentRef, page: number) => ['mark-imports', 'imports', ref, { page }] as const,
};

/** Every course of the caller (running or not: marks come in at the end of a course, and after it). */
export function uploadCourseOptions() {
  return queryOptions({
    queryKey: markImportKeys.courses,
    queryFn: ({ signal }) => read(coordinatorContents.sendCourses, { signal }),
  });
}

export function componentOptions(courseId: number) {
  return queryOptions({
    queryKey: markImportKeys.components(courseId),
    queryFn: ({ signal }) => read(evaluationComponentOptions, { params: { courseId }, signal }),
  });
}

export function importListOptions(ref: ComponentRef, page: number) {
  return queryOptions({
    queryKey: markImportKeys.importPage(ref, page),
    queryFn: ({ signal }) => read(coordinatorMarkImports.list, { params: { ...ref, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function downloadTemplate(ref: ComponentRef & { format: MarkTemplateFormat }): Promise<void> {
  return saveDownload(coordinatorMarkImports.template, {
    params: ref,
    fallbackName: `marks-template.${ref.format}`,
  });
}

export function undoImport(importId: number, ref: ComponentRef) {
  return write(coordinatorMarkImports.undo, {
    params: { importId },
    body: {},
    invalidate: [markImportKeys.imports(ref), markImportKeys.components(ref.courseId)],
  });
}
