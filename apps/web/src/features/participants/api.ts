// The participant list's query keys and reads (docs/features.md, Participants;
// docs/decisions/009-dashboards-courses-participants.md), and the CSV export of the list. Every key starts with
// ['participants'].
import { type CourseParticipantList, coordinatorParticipants } from '@portal/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { read } from '#web/lib/api.ts';
import type { ParticipantStatus } from './filters.ts';

export interface ParticipantListFilter {
  status: ParticipantStatus;
  /** Null: no course chosen, nothing is asked. */
  courseId: number | null;
  search: string;
  page: number;
}

export const participantKeys = {
  all: ['participants'] as const,
  courses: (status: ParticipantStatus) => ['participants', 'courses', { status }] as const,
  list: (filter: ParticipantListFilter) => ['participants', 'list', filter] as const,
};

/** The caller's courses of one status: the course select. */
export function participantCourseOptions(status: ParticipantStatus) {
  return queryOptions({
    queryKey: participantKeys.courses(status),
    queryFn: ({ signal }) => read(coordinatorParticipants.courseOptions, { params: { status }, signal }),
  });
}

const NO_PARTICIPANTS: CourseParticipantList = { course_name: '', course_short_name: '', total_data: 0, data: [] };

/**
 * A page of one course's participants, matching the search. The list is asked only when a course is chosen; without one
 * it is known to be empty at once, so the table shows 'Select a Course' rather than 'Loading....'. The page shown stays
 * while the next page, course or search loads.
 */
export function participantListOptions(filter: ParticipantListFilter) {
  const { status, courseId, search, page } = filter;
  return queryOptions({
    queryKey: participantKeys.list(filter),
    queryFn: ({ signal }) =>
      courseId === null
        ? Promise.resolve(NO_PARTICIPANTS)
        : read(coordinatorParticipants.list, { params: { page, status, courseId, text: search }, signal }),
    initialData: courseId === null ? NO_PARTICIPANTS : undefined,
    // Another page or search of the same course keeps the rows shown; another course starts from 'Loading....'.
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[2] as ParticipantListFilter | undefined;
      return before?.courseId === courseId && before?.status === status ? keepPreviousData(previous) : undefined;
    },
  });
}
