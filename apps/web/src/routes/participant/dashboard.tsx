import { paths } from '#web/app/paths.ts';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { ParticipantDashboardScreen } from '#web/features/dashboard/index.ts';

// The dashboard's chunk and read are started by the router when the area is opened on it (app/route-prefetch.ts).
export function ParticipantDashboardPage() {
  return <LazyPage title={paths.participant.dashboard.title} heading screen={<ParticipantDashboardScreen />} />;
}
