import { paths } from '#web/app/paths.ts';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { ParticipantDashboardScreen } from '#web/features/dashboard/index.ts';

export function ParticipantDashboardPage() {
  return <LazyPage title={paths.participant.dashboard.title} heading screen={<ParticipantDashboardScreen />} />;
}
