// The Notifications page's reads and writes (loaded with the page): marking read, "Mark all as read", the
// preferences, and the unsubscribe page's calls.
import {
  coordinatorNotifications,
  type NotificationChannel,
  participantNotifications,
  unsubscribeEndpoints,
} from '@portal/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { read, write } from '#web/lib/api.ts';
import { type NotificationRole, notificationKeys } from './bell.tsx';

const endpoints = { participant: participantNotifications, coordinator: coordinatorNotifications } as const;

export function preferencesOptions(role: NotificationRole) {
  return queryOptions({
    queryKey: notificationKeys.preferences(role),
    queryFn: ({ signal }) => read(endpoints[role].preferences, { signal }),
  });
}

/** Marks one read when its link is opened: no toast, the lists and the bell refresh. */
export function markRead(role: NotificationRole, notificationId: number) {
  return write(endpoints[role].markRead, {
    params: { notificationId },
    toastSuccess: false,
    toastError: false,
    invalidate: [notificationKeys.role(role)],
  });
}

export function useMarkAllRead(role: NotificationRole) {
  return useMutation({
    mutationFn: () => write(endpoints[role].markAllRead, { invalidate: [notificationKeys.role(role)] }),
  });
}

export function useSavePreferences(role: NotificationRole) {
  return useMutation({
    mutationFn: (preferences: { kind: string; channel: NotificationChannel }[]) =>
      write(endpoints[role].savePreferences, {
        body: { preferences },
        invalidate: [notificationKeys.preferences(role)],
      }),
  });
}

export function unsubscribeInfoOptions(token: string) {
  return queryOptions({
    queryKey: ['unsubscribe', token],
    queryFn: ({ signal }) => read(unsubscribeEndpoints.info, { params: { token }, signal }),
    retry: false,
  });
}

export function useUnsubscribe(token: string) {
  return useMutation({
    mutationFn: () => write(unsubscribeEndpoints.unsubscribe, { params: { token }, toastSuccess: false }),
  });
}
