import { paths } from '#web/app/paths.ts';
import { PlaceholderPage } from '#web/components/ui/placeholder-page.tsx';

export function CoordinatorAssignmentsPage() {
  return <PlaceholderPage title={paths.coordinator.assignments.title} feature="assignments" />;
}
