// The contents' query keys, reads and writes, for both roles (docs/features.md, Contents;
// docs/decisions/011-contents.md). Every key starts with ['contents', role]; the coordinator's writes (upload, edit,
// delete, send, remind) refresh the lists and the view details at once, since each changes the counts.
import {
  type CoordinatorContent,
  type CourseOptions,
  coordinatorContents,
  type EndpointOutput,
  LIST_STATUS,
  participantContents,
  type SendContentsBody,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { type DeleteCall, deleteCall } from '#web/components/ui/confirm-delete-dialog.tsx';
import { read, write } from '#web/lib/api.ts';
import type { ContentListFilter, RecipientFilter } from './filters.ts';

export type CoordinatorContentList = EndpointOutput<typeof coordinatorContents.list>;
export type RecipientList = EndpointOutput<typeof coordinatorContents.details>;

export const contentKeys = {
  all: ['contents'] as const,
  participantPage: (page: number) => ['contents', 'participant', { page }] as const,
  courses: (status: number) => ['contents', 'coordinator', 'courses', { status }] as const,
  sendCourses: ['contents', 'coordinator', 'courses', 'all'] as const,
  lists: ['contents', 'coordinator', 'list'] as const,
  list: (filter: ContentListFilter) => ['contents', 'coordinator', 'list', filter] as const,
  details: ['contents', 'coordinator', 'details'] as const,
  recipients: (filter: RecipientFilter) => ['contents', 'coordinator', 'details', filter] as const,
};

/** What the coordinator's writes change: the lists' counts and the view details. */
const COORDINATOR_VIEWS = [contentKeys.lists, contentKeys.details] as const;

// ---------------------------------------------------------------------------------------------------------
// Reads.

/** The participant's contents, newest first. */
export function participantContentsOptions(page: number) {
  return queryOptions({
    queryKey: contentKeys.participantPage(page),
    queryFn: ({ signal }) => read(participantContents.list, { params: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The coordinator's running (1) or expired (0) courses: the list's course select. */
export function listCourseOptions(status: number) {
  return queryOptions({
    queryKey: contentKeys.courses(status),
    queryFn: ({ signal }) => read(coordinatorContents.courses, { params: { status }, signal }),
  });
}

/**
 * Every course of the coordinator: the send dialog's select, and the category of an upload or edit. A course
 * runs year after year under one name (the demo's CEAML 2026 and CEAML 2025), and the options carry the name
 * only, so an expired course says so: the expired ones are read too (they are the status-0 list's options).
 */
export function allCourseOptions() {
  return queryOptions({
    queryKey: contentKeys.sendCourses,
    queryFn: async ({ signal }): Promise<CourseOptions> => {
      const [all, expired] = await Promise.all([
        read(coordinatorContents.sendCourses, { signal }),
        read(coordinatorContents.courses, { params: { status: LIST_STATUS.expired }, signal }),
      ]);
      const isExpired = new Set(expired.courses.map((course) => course.value));
      return {
        courses: all.courses.map((course) =>
          isExpired.has(course.value) ? { ...course, label: `${course.label}${EXPIRED_SUFFIX}` } : course,
        ),
      };
    },
  });
}

export const EXPIRED_SUFFIX = ' (Expired)';

const NO_CONTENTS: CoordinatorContentList = { total_data: 0, contents: [] };

/**
 * A page of the coordinator's list. Without a course nothing is asked: the list is known to be empty at once
 * (and the screen says 'Select a Course'), so the shared table shows its empty state rather than 'Loading....'.
 */
export function coordinatorContentsOptions(filter: ContentListFilter) {
  const { courseId, status, ownership, page } = filter;
  return queryOptions({
    queryKey: contentKeys.list(filter),
    queryFn: ({ signal }) =>
      courseId === null
        ? Promise.resolve(NO_CONTENTS)
        : read(coordinatorContents.list, { params: { courseId, status, filter: ownership, page }, signal }),
    initialData: courseId === null ? NO_CONTENTS : undefined,
    placeholderData: keepPreviousData,
  });
}

const NO_RECIPIENTS: RecipientList = {
  total_data: 0,
  total_viewed: 0,
  content_title: '',
  last_reminded_at: null,
  is_mine: false,
  details: [],
};

/** A page of a content's recipients; without a content id, none ('No Data to Show'), nothing asked. */
export function recipientsOptions(filter: RecipientFilter) {
  const { contentId, page, notViewed } = filter;
  return queryOptions({
    queryKey: contentKeys.recipients(filter),
    queryFn: ({ signal }) =>
      contentId === null
        ? Promise.resolve(NO_RECIPIENTS)
        : read(coordinatorContents.details, {
            params: { contentId, page },
            query: notViewed ? { viewed: 'no' } : {},
            signal,
          }),
    initialData: contentId === null ? NO_RECIPIENTS : undefined,
    placeholderData: keepPreviousData,
  });
}

/** All recipients of a content, whatever the filter: the filtered total plus, when only the unviewed are
 * listed, those who viewed it. */
export function recipientTotal(list: RecipientList, notViewed: boolean): number {
  return notViewed ? list.total_data + list.total_viewed : list.total_data;
}

/** The share of recipients who viewed a content, as a whole percentage (0 with no recipient). */
export function readRate(viewed: number, sent: number): number {
  return sent > 0 ? Math.round((viewed / sent) * 100) : 0;
}

// ---------------------------------------------------------------------------------------------------------
// Writes: the helpers toast the server's text ('Conntent(s) Sent Successfully!', 'Reminder sent to …',
// 'Deleted Successfully') or the catalogue's failure, and resolve once the lists are refreshed.

export function useSendContents() {
  return useMutation({
    mutationFn: ({ courseId, body }: { courseId: number; body: SendContentsBody }) =>
      write(coordinatorContents.send, { params: { courseId }, body, invalidate: COORDINATOR_VIEWS }),
  });
}

/** Mails the recipients without a view (the owner only; a second try within 24 hours toasts the server's 409). */
export function useRemind() {
  return useMutation({
    mutationFn: (contentId: number) =>
      write(coordinatorContents.remind, { params: { contentId }, body: {}, invalidate: [contentKeys.details] }),
  });
}

export function deleteContentCall(content: Pick<CoordinatorContent, 'id'>): DeleteCall {
  return deleteCall(coordinatorContents.delete, { params: { id: content.id }, invalidate: COORDINATOR_VIEWS });
}

/** What the upload and edit forms refresh after a 200. */
export const AFTER_UPLOAD = COORDINATOR_VIEWS;
