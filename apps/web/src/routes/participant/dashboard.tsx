import { paths } from '#web/app/paths.ts';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { ParticipantDashboardScreen, preloadDashboard } from '#web/features/dashboard/index.ts';

// This module is evaluated when the area's chunk arrives: if the area opens on its dashboard (or on its root,
// which leads there), the dashboard's chunk is fetched now, beside the role check.
if ([paths.participant.root.path, paths.participant.dashboard.path].includes(window.location.pathname)) {
  preloadDashboard('participant');
}

export function ParticipantDashboardPage() {
  return <LazyPage title={paths.participant.dashboard.title} heading screen={<ParticipantDashboardScreen />} />;
}
