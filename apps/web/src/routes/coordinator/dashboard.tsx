import { paths } from '#web/app/paths.ts';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { CoordinatorDashboardScreen, preloadDashboard } from '#web/features/dashboard/index.ts';

// This module is evaluated when the area's chunk arrives: if the area opens on its dashboard (or on its root,
// which leads there), the dashboard's chunk is fetched now, beside the role check.
if ([paths.coordinator.root.path, paths.coordinator.dashboard.path].includes(window.location.pathname)) {
  preloadDashboard('coordinator');
}

export function CoordinatorDashboardPage() {
  return <LazyPage title={paths.coordinator.dashboard.title} heading screen={<CoordinatorDashboardScreen />} />;
}
