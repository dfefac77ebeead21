// The marks screens' query keys, reads and saves (docs/features.md, Evaluations): the coordinator's courses, a
// course's components, one page of a component's marks, and the save of a page. Every key starts with ['marks'], so
// one invalidation after a save (here or beside a submission) refreshes them all.
import {
  coordinatorAssignments,
  coordinatorMarks,
  evaluationComponentOptions,
  type TypedMarksBodyIn,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { read, write } from '#web/lib/api.ts';
import { marksKeys } from './keys.ts';

/** The caller's running (1) or expired (0) courses: marks are typed while a course runs and after it ends. */
export function markCourseOptions(status: 0 | 1) {
  return queryOptions({
    queryKey: marksKeys.courses(status),
    queryFn: ({ signal }) => read(coordinatorAssignments.courses, { params: { status: String(status) }, signal }),
  });
}

export function componentOptions(courseId: number) {
  return queryOptions({
    queryKey: marksKeys.components(courseId),
    queryFn: ({ signal }) => read(evaluationComponentOptions, { params: { courseId }, signal }),
  });
}

export function marksPageOptions(courseId: number, componentId: number, page: number) {
  return queryOptions({
    queryKey: marksKeys.page(courseId, componentId, page),
    queryFn: ({ signal }) =>
      read(coordinatorMarks.page, { params: { courseId, componentId, page: String(page) }, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Saves a page's typed marks; toasts the server's 'Marks saved' and resolves once the marks are read again. A
 * refusal is shown on the screen (with the rows it names), not toasted.
 */
export function useSaveMarks(courseId: number, componentId: number) {
  return useMutation({
    mutationFn: (body: TypedMarksBodyIn) =>
      write(coordinatorMarks.save, {
        params: { courseId, componentId },
        body,
        invalidate: [marksKeys.all],
        toastError: false,
      }),
  });
}
