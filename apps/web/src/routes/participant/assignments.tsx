import { paths } from '#web/app/paths.ts';
import { PlaceholderPage } from '#web/components/ui/placeholder-page.tsx';

export function ParticipantAssignmentsPage() {
  return <PlaceholderPage title={paths.participant.assignments.title} feature="assignments" />;
}
