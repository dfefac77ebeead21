import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { NotificationsScreen } from '#web/features/notifications/index.ts';
import { notificationsNs } from '#web/i18n/namespaces/notifications.ts';
import { useT } from '#web/i18n/use-t.ts';

export function CoordinatorNotificationsPage() {
  const t = useT(notificationsNs);
  return <LazyPage title={t('list')} heading screen={<NotificationsScreen area="coordinator" />} />;
}
