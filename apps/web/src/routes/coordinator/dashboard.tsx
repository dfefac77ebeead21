import { paths } from '#web/app/paths.ts';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { CoordinatorDashboardScreen } from '#web/features/dashboard/index.ts';

export function CoordinatorDashboardPage() {
  return <LazyPage title={paths.coordinator.dashboard.title} heading screen={<CoordinatorDashboardScreen />} />;
}
