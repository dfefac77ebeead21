import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { ParticipantDashboardScreen } from '#web/features/dashboard/index.ts';

// The dashboard's chunk and read are started by the router when the area is opened on it (app/route-prefetch.ts).
export function ParticipantDashboardPage() {
  return <LazyPage title={paths.participant.dashboard.title} heading screen={<ParticipantDashboardScreen />} />;
}
