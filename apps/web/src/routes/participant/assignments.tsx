import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { ParticipantAssignmentsScreen } from '#web/features/assignments/index.ts';

export function ParticipantAssignmentsPage() {
  return <LazyPage title={paths.participant.assignments.title} heading screen={<ParticipantAssignmentsScreen />} />;
}
