import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { NotificationsScreen } from '#web/features/notifications/index.ts';

export function CoordinatorNotificationsPage() {
  return (
    <LazyPage
      title={paths.coordinator.notifications.title}
      heading
      screen={<NotificationsScreen area="coordinator" />}
    />
  );
}
