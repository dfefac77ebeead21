// The assignments' query keys, reads and uploads, for both roles (docs/features.md, Assignments). Every key starts with
// ['assignments', role], so one invalidation of that prefix after an upload, an edit or a delete refreshes the role's
// lists (and the coordinator's submit details) at once, as section 4 asks.
import {
  type AssignmentJsonIn,
  coordinatorAssignments,
  coordinatorMarks,
  participantAssignments,
  type SubmissionMarkBodyIn,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { useUpload } from '#web/components/files/use-upload.ts';
import { type DeleteCall, deleteCall } from '#web/components/ui/confirm-delete-dialog.tsx';
import { marksKeys } from '#web/features/marks/index.ts';
import { multipartBody, read, write } from '#web/lib/api.ts';

/** Running (1) or expired (0) courses, the coordinator's status filter. */
export type AssignmentStatus = 0 | 1;

export interface CoordinatorFilter {
  status: AssignmentStatus;
  /** 0: every course of the caller of that status. */
  courseId: number;
  page: number;
}

export const assignmentKeys = {
  all: ['assignments'] as const,
  participant: ['assignments', 'participant'] as const,
  participantList: (page: number) => ['assignments', 'participant', 'list', { page }] as const,
  coordinator: ['assignments', 'coordinator'] as const,
  coordinatorCourses: (status: AssignmentStatus) => ['assignments', 'coordinator', 'courses', status] as const,
  coordinatorList: (filter: CoordinatorFilter) => ['assignments', 'coordinator', 'list', filter] as const,
  submitDetails: (assignmentId: number | null, page: number) =>
    ['assignments', 'coordinator', 'submit-details', assignmentId, { page }] as const,
  versions: (assignmentId: number, submitId: number) =>
    ['assignments', 'coordinator', 'versions', assignmentId, submitId] as const,
};

// ---------------------------------------------------------------------------------------------------------
// Reads.

export function participantAssignmentsOptions(page: number) {
  return queryOptions({
    queryKey: assignmentKeys.participantList(page),
    queryFn: ({ signal }) => read(participantAssignments.list, { params: { page: String(page) }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The caller's running (1) or expired (0) courses, for the filter and the New Assignment form. */
export function coordinatorCourseOptions(status: AssignmentStatus) {
  return queryOptions({
    queryKey: assignmentKeys.coordinatorCourses(status),
    queryFn: ({ signal }) => read(coordinatorAssignments.courses, { params: { status: String(status) }, signal }),
  });
}

export function coordinatorAssignmentsOptions(filter: CoordinatorFilter) {
  return queryOptions({
    queryKey: assignmentKeys.coordinatorList(filter),
    queryFn: ({ signal }) =>
      read(coordinatorAssignments.list, {
        params: { courseId: String(filter.courseId), status: String(filter.status), page: String(filter.page) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** No assignment asked for (no `assignment_id`): an empty list, which reads 'No Data to Show'. */
const NO_DETAILS = {
  total_data: 0,
  title: '',
  course_name: '',
  course_short_name: '',
  component: null,
  submit_details: [],
};

export function submitDetailsOptions(assignmentId: number | null, page: number) {
  return queryOptions({
    queryKey: assignmentKeys.submitDetails(assignmentId, page),
    queryFn: ({ signal }) =>
      assignmentId === null
        ? Promise.resolve(NO_DETAILS)
        : read(coordinatorAssignments.submitDetails, { params: { id: assignmentId, page: String(page) }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function versionsOptions(assignmentId: number, submitId: number) {
  return queryOptions({
    queryKey: assignmentKeys.versions(assignmentId, submitId),
    queryFn: ({ signal }) => read(coordinatorAssignments.versions, { params: { id: assignmentId, submitId }, signal }),
  });
}

// ---------------------------------------------------------------------------------------------------------
// Uploads: `upload` toasts the server's success text ('Uploaded Successfully!', 'Assignment Created
// Successfully!', 'Edited Successfully!') and resolves once the role's lists are refreshed. Failures are shown
// in the form itself (`uploadFormText` of lib/api.ts), so the helper does not toast them (a 401 it always
// toasts). Each hook's `cancel` stops its upload in progress.

/** The participant's submission (or its replacement) of one assignment; answers the receipt. */
export function useSubmitAssignment() {
  const { send, cancel, canCancel, percent } = useUpload(participantAssignments.upload);
  const mutation = useMutation({
    mutationFn: ({ assignmentId, file }: { assignmentId: number; file: File }) =>
      send({
        params: { assignmentId },
        formData: multipartBody(participantAssignments.upload, { file }),
        invalidate: [assignmentKeys.participant],
        toastError: false,
      }),
  });
  return { ...mutation, percent, cancel, canCancel };
}

export interface AssignmentSave {
  json: AssignmentJsonIn;
  file?: File | undefined;
}

export function useCreateAssignment() {
  const { send, cancel, canCancel, percent } = useUpload(coordinatorAssignments.create);
  const mutation = useMutation({
    mutationFn: ({ courseId, json, file }: AssignmentSave & { courseId: number }) =>
      send({
        params: { courseId },
        formData: multipartBody(coordinatorAssignments.create, { file, json }),
        invalidate: [assignmentKeys.coordinator],
        toastError: false,
      }),
  });
  return { ...mutation, percent, cancel, canCancel };
}

export function useEditAssignment() {
  const { send, cancel, canCancel, percent } = useUpload(coordinatorAssignments.edit);
  const mutation = useMutation({
    mutationFn: ({ id, json, file }: AssignmentSave & { id: number }) =>
      send({
        params: { id },
        formData: multipartBody(coordinatorAssignments.edit, { file, json }),
        invalidate: [assignmentKeys.coordinator],
        toastError: false,
      }),
  });
  return { ...mutation, percent, cancel, canCancel };
}

/** The delete of an own assignment, for the confirmation dialog (which toasts every answer). */
export function deleteAssignmentCall(id: number): DeleteCall {
  return deleteCall(coordinatorAssignments.delete, { params: { id }, invalidate: [assignmentKeys.coordinator] });
}

/**
 * The mark (and feedback) beside one submission, in the component tied to the assignment: toasts 'Mark saved' and
 * resolves once the submit details (and the marks screen's pages) are read again. A refusal is shown beside the row.
 */
export function useSaveSubmissionMark(assignmentId: number) {
  return useMutation({
    mutationFn: ({ participantId, body }: { participantId: number; body: SubmissionMarkBodyIn }) =>
      write(coordinatorMarks.submissionMark, {
        params: { id: assignmentId, participantId },
        body,
        invalidate: [assignmentKeys.coordinator, marksKeys.all],
        toastError: false,
      }),
  });
}
