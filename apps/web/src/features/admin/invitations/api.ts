// The admin's invitations: the board's query keys and read, and the writes (one invitation, the CSV preview and
// import, resend, revoke). Every write that sends or revokes refreshes the boards (docs/decisions/012).
import {
  adminInvitations,
  type EndpointOutput,
  type InvitationState,
  type SendInvitationBodyIn,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { read, write } from '#web/lib/api.ts';

export type InvitationBoardData = EndpointOutput<typeof adminInvitations.board>;
export type ImportPreview = EndpointOutput<typeof adminInvitations.preview>;
export type ImportResult = EndpointOutput<typeof adminInvitations.import>;

export interface BoardFilter {
  courseId: number;
  state: InvitationState | null;
  page: number;
}

export const invitationKeys = {
  boards: ['admin', 'invitations', 'board'] as const,
  board: (filter: BoardFilter) => ['admin', 'invitations', 'board', filter] as const,
};

/** A page of a course's invitation board, in one state or all. */
export function invitationBoardOptions(filter: BoardFilter) {
  return queryOptions({
    queryKey: invitationKeys.board(filter),
    queryFn: ({ signal }) =>
      read(adminInvitations.board, {
        params: { courseId: filter.courseId },
        query: { page: String(filter.page), ...(filter.state ? { state: filter.state } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

const AFTER_SEND = [invitationKeys.boards] as const;

/** One invitation; the form shows the server's refusal under itself, so the helper does not toast it. */
export function useSendInvitation() {
  return useMutation({
    mutationFn: (body: SendInvitationBodyIn) =>
      write(adminInvitations.send, { body, invalidate: AFTER_SEND, toastError: false }),
  });
}

/** The preview of a CSV file's text: every line with its problems; changes nothing. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (csv: string) => write(adminInvitations.preview, { body: { csv }, toastSuccess: false }),
  });
}

/** Sends the good lines of a CSV file (the server checks them again). */
export function useImportInvitations() {
  return useMutation({
    mutationFn: (csv: string) => write(adminInvitations.import, { body: { csv }, invalidate: AFTER_SEND }),
  });
}

export function useResendInvitation() {
  return useMutation({
    mutationFn: (id: number) => write(adminInvitations.resend, { params: { id }, body: {}, invalidate: AFTER_SEND }),
  });
}

export function useRevokeInvitation() {
  return useMutation({
    mutationFn: (id: number) => write(adminInvitations.revoke, { params: { id }, body: {}, invalidate: AFTER_SEND }),
  });
}
