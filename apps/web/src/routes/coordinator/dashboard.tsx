import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { CoordinatorDashboardScreen } from '#web/features/dashboard/index.ts';

// The dashboard's chunk and read are started by the router when the area is opened on it (app/route-prefetch.ts).
export function CoordinatorDashboardPage() {
  return <LazyPage title={paths.coordinator.dashboard.title} heading screen={<CoordinatorDashboardScreen />} />;
}
