import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { ParticipantAssignmentsScreen } from '#web/features/assignments/index.ts';
import { participantNs } from '#web/i18n/namespaces/participant.ts';
import { useT } from '#web/i18n/use-t.ts';

export function ParticipantAssignmentsPage() {
  const t = useT(participantNs);
  return <LazyPage title={t('sidebar.assignments')} heading screen={<ParticipantAssignmentsScreen />} />;
}
