import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { CoordinatorAssignmentsScreen } from '#web/features/assignments/index.ts';

export function CoordinatorAssignmentsPage() {
  return <LazyPage title={paths.coordinator.assignments.title} heading screen={<CoordinatorAssignmentsScreen />} />;
}
