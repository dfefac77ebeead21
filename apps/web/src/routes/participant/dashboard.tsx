import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { ParticipantDashboardScreen } from '#web/features/dashboard/index.ts';
import { participantNs } from '#web/i18n/namespaces/participant.ts';
import { useT } from '#web/i18n/use-t.ts';

// The dashboard's chunk and read are started by the router when the area is opened on it (app/route-prefetch.ts).
export function ParticipantDashboardPage() {
  const t = useT(participantNs);
  return <LazyPage title={t('sidebar.dashboard')} heading screen={<ParticipantDashboardScreen />} />;
}
