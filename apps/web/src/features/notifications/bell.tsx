// The bell of a work area's header: the number unread, a link to the Notifications page. It reads by route
// (`readTrusted`) from a module that builds no schema, so that the area's shell loads no zod for it (decision 006).
import { formatNumber, NOTIFICATION_LIST_PATHS, type participantNotifications } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { BellIcon } from '#web/components/ui/icons.tsx';
import { paths } from '#web/config/paths.ts';
import { bellNs } from '#web/i18n/namespaces/bell.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { type EndpointRoute, readTrusted } from '#web/lib/api.ts';

export type NotificationRole = 'participant' | 'coordinator';

export const notificationKeys = {
  role: (role: NotificationRole) => ['notifications', role] as const,
  page: (role: NotificationRole, page: number) => ['notifications', role, 'list', page] as const,
  preferences: (role: NotificationRole) => ['notifications', role, 'preferences'] as const,
};

/** How often the bell asks again while the area is open (others' writes add notifications). */
const BELL_REFRESH_MS = 60_000;

type ListRoute = EndpointRoute<typeof participantNotifications.list>;

/** Page `page` of the caller's notifications, the bell's read and the page's (one cache entry). */
export function notificationPageOptions(role: NotificationRole, page: number) {
  // Both areas answer the same shape; the participant's descriptor types it.
  const route = { method: 'GET', path: NOTIFICATION_LIST_PATHS[role] } as unknown as ListRoute;
  return queryOptions({
    queryKey: notificationKeys.page(role, page),
    queryFn: ({ signal }) => readTrusted(route, { params: { page: String(page) }, signal }),
  });
}

export function NotificationBell({ area: role }: { area: NotificationRole }) {
  const { data } = useQuery({ ...notificationPageOptions(role, 1), refetchInterval: BELL_REFRESH_MS });
  const unread = data?.unread ?? 0;
  const t = useT(bellNs);
  const language = useLanguage();
  // The badge's number in the digits of the link's name (Bengali in Bangla), so that the name contains what is shown.
  const shown = language === 'en' ? String(unread) : formatNumber(language, unread);
  return (
    <Link
      to={paths[role].notifications.path}
      className="btn btn-outline-light btn-sm ms-auto d-inline-flex align-items-center gap-1 position-relative"
      aria-label={t('label', { count: unread })}
    >
      <BellIcon size={18} />
      {unread > 0 && (
        <span className="badge rounded-pill text-bg-danger" aria-hidden="true">
          {unread > 99 ? `${language === 'en' ? '99' : formatNumber(language, 99)}+` : shown}
        </span>
      )}
    </Link>
  );
}
