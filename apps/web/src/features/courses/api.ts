// The course lists' query keys and reads, for both roles (docs/features.md, Courses;
// docs/decisions/009-dashboards-courses-participants.md). Every key starts with ['courses', role].
import { coordinatorCourses, type LIST_STATUS, participantCourses } from '@portal/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { read } from '#web/lib/api.ts';

/** The coordinator's status filter: 1 running, 0 expired. */
export type CourseStatus = (typeof LIST_STATUS)[keyof typeof LIST_STATUS];

export const courseKeys = {
  all: ['courses'] as const,
  participantPage: (page: number) => ['courses', 'participant', { page }] as const,
  coordinatorPage: (status: CourseStatus, page: number) => ['courses', 'coordinator', { status, page }] as const,
};

/** A page of the courses the participant attends, running first. */
export function participantCoursesOptions(page: number) {
  return queryOptions({
    queryKey: courseKeys.participantPage(page),
    queryFn: ({ signal }) => read(participantCourses.list, { params: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A page of the courses the coordinator coordinates, of one status. */
export function coordinatorCoursesOptions(status: CourseStatus, page: number) {
  return queryOptions({
    queryKey: courseKeys.coordinatorPage(status, page),
    queryFn: ({ signal }) => read(coordinatorCourses.list, { params: { status, page }, signal }),
    placeholderData: keepPreviousData,
  });
}
