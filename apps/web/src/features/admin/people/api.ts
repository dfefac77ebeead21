// People and courses of the admin console: the reads (lists, the course page, the selects) and the writes.
// Every key starts with ['admin', 'people']; a write refreshes the whole area, since most change a count shown
// on another list (participants of a course, courses of a coordinator).
import {
  type AdminActiveBody,
  type AdminCoordinatorBody,
  type AdminCourseBody,
  adminPeople,
  type EndpointOutput,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { type DeleteCall, deleteCall } from '#web/components/ui/confirm-delete-dialog.tsx';
import { read, write } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';

export type AdminCourseList = EndpointOutput<typeof adminPeople.courses>;
export type CourseStatusFilter = '0' | '1' | undefined;

export const peopleKeys = {
  all: ['admin', 'people'] as const,
  courseOptions: ['admin', 'people', 'course-options'] as const,
  programOptions: ['admin', 'people', 'program-options'] as const,
  coordinatorOptions: ['admin', 'people', 'coordinator-options'] as const,
  courses: (filter: { page: number; q: string; status: CourseStatusFilter }) =>
    ['admin', 'people', 'courses', filter] as const,
  course: (id: number) => ['admin', 'people', 'course', id] as const,
  enrolments: (courseId: number, page: number) => ['admin', 'people', 'enrolments', { courseId, page }] as const,
  coordinators: (page: number, q: string) => ['admin', 'people', 'coordinators', { page, q }] as const,
  participants: (page: number, q: string) => ['admin', 'people', 'participants', { page, q }] as const,
};

const AFTER_CHANGE = [peopleKeys.all] as const;

const searchQuery = (page: number, q: string) => ({ page: String(page), ...(q ? { q } : {}) });

// ---------------------------------------------------------------------------------------------------- reads

/** Every course as "name (short name)": the course select of the admin screens. */
export function adminCourseOptions() {
  return queryOptions({
    queryKey: peopleKeys.courseOptions,
    queryFn: ({ signal }) => read(adminPeople.courseOptions, { signal }),
  });
}

export function programOptions() {
  return queryOptions({
    queryKey: peopleKeys.programOptions,
    queryFn: ({ signal }) => read(adminPeople.programOptions, { signal }),
  });
}

export function coordinatorOptions() {
  return queryOptions({
    queryKey: peopleKeys.coordinatorOptions,
    queryFn: ({ signal }) => read(adminPeople.coordinatorOptions, { signal }),
  });
}

export function coursesOptions(filter: { page: number; q: string; status: CourseStatusFilter }) {
  return queryOptions({
    queryKey: peopleKeys.courses(filter),
    queryFn: ({ signal }) =>
      read(adminPeople.courses, {
        query: { ...searchQuery(filter.page, filter.q), ...(filter.status ? { status: filter.status } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function courseOptions(id: number) {
  return queryOptions({
    queryKey: peopleKeys.course(id),
    queryFn: ({ signal }) => read(adminPeople.course, { params: { id }, signal }),
  });
}

export function enrolmentsOptions(courseId: number, page: number) {
  return queryOptions({
    queryKey: peopleKeys.enrolments(courseId, page),
    queryFn: ({ signal }) =>
      read(adminPeople.enrolments, { params: { id: courseId }, query: { page: String(page) }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function coordinatorsOptions(page: number, q: string) {
  return queryOptions({
    queryKey: peopleKeys.coordinators(page, q),
    queryFn: ({ signal }) => read(adminPeople.coordinators, { query: searchQuery(page, q), signal }),
    placeholderData: keepPreviousData,
  });
}

export function participantsOptions(page: number, q: string) {
  return queryOptions({
    queryKey: peopleKeys.participants(page, q),
    queryFn: ({ signal }) => read(adminPeople.participants, { query: searchQuery(page, q), signal }),
    placeholderData: keepPreviousData,
  });
}

// --------------------------------------------------------------------------------------------------- writes

export function useSaveCourse() {
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: AdminCourseBody }): Promise<{ success: string; id?: number }> =>
      id === undefined
        ? write(adminPeople.createCourse, { body, invalidate: AFTER_CHANGE })
        : write(adminPeople.updateCourse, { params: { id }, body, invalidate: AFTER_CHANGE }),
  });
}

export const deleteCourseCall = (id: number): DeleteCall =>
  deleteCall(adminPeople.deleteCourse, { params: { id }, invalidate: AFTER_CHANGE });

export const removeEnrolmentCall = (courseId: number, enrolmentId: number): DeleteCall =>
  deleteCall(adminPeople.removeEnrolment, { params: { id: courseId, enrolmentId }, invalidate: AFTER_CHANGE });

export function useAddCourseCoordinator(courseId: number) {
  return useMutation({
    mutationFn: (coordinatorId: number) =>
      write(adminPeople.addCourseCoordinator, {
        params: { id: courseId },
        body: { coordinator_id: coordinatorId },
        invalidate: AFTER_CHANGE,
      }),
  });
}

export function useRemoveCourseCoordinator(courseId: number) {
  return useMutation({
    mutationFn: (coordinatorId: number) =>
      write(adminPeople.removeCourseCoordinator, { params: { id: courseId, coordinatorId }, invalidate: AFTER_CHANGE }),
  });
}

/** A set-password link that could not be mailed is told as a failure: the admin must send it again. */
function tellMailed(answer: { success: string; mailed: boolean }) {
  if (answer.mailed) notify.success(answer.success);
  else notify.error(answer.success);
}

export function useSaveCoordinator() {
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: AdminCoordinatorBody }) => {
      if (id !== undefined)
        return write(adminPeople.updateCoordinator, { params: { id }, body, invalidate: AFTER_CHANGE });
      const created = await write(adminPeople.createCoordinator, {
        body,
        invalidate: AFTER_CHANGE,
        toastSuccess: false,
      });
      tellMailed(created);
      return created;
    },
  });
}

export function useResendLink() {
  return useMutation({
    mutationFn: async (id: number) => {
      const sent = await write(adminPeople.resendCoordinatorLink, { params: { id }, body: {}, toastSuccess: false });
      tellMailed(sent);
      return sent;
    },
  });
}

export function useSetActive(kind: 'coordinator' | 'participant') {
  const endpoint = kind === 'coordinator' ? adminPeople.setCoordinatorActive : adminPeople.setParticipantActive;
  return useMutation({
    mutationFn: ({ id, active }: { id: number } & AdminActiveBody) =>
      write(endpoint, { params: { id }, body: { active }, invalidate: AFTER_CHANGE }),
  });
}
