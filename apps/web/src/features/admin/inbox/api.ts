// The admin's inbox: a page of contact messages (all, or only the unread) and marking one read or unread.
import { adminInbox } from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { read, write } from '#web/lib/api.ts';

export const inboxKeys = {
  all: ['admin', 'inbox'] as const,
  page: (unreadOnly: boolean, page: number) => ['admin', 'inbox', { unreadOnly, page }] as const,
};

export function inboxOptions(unreadOnly: boolean, page: number) {
  return queryOptions({
    queryKey: inboxKeys.page(unreadOnly, page),
    queryFn: ({ signal }) =>
      read(adminInbox.list, { query: { page: String(page), ...(unreadOnly ? { unread: '1' } : {}) }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMarkRead() {
  return useMutation({
    mutationFn: ({ id, isRead }: { id: number; isRead: boolean }) =>
      write(adminInbox.markRead, { params: { id }, body: { read: isRead }, invalidate: [inboxKeys.all] }),
  });
}
