import { paths } from '#web/app/paths.ts';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { ParticipantAssignmentsScreen } from '#web/features/assignments/index.ts';

export function ParticipantAssignmentsPage() {
  return <LazyPage title={paths.participant.assignments.title} heading screen={<ParticipantAssignmentsScreen />} />;
}
