import { paths } from '#web/app/paths.ts';
import { PlaceholderPage } from '#web/components/ui/placeholder-page.tsx';

export function ParticipantDashboardPage() {
  return <PlaceholderPage title={paths.participant.dashboard.title} feature="dashboard" />;
}
