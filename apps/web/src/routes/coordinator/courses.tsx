import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { CoordinatorCoursesScreen } from '#web/features/courses/index.ts';

export function CoordinatorCoursesPage() {
  return <LazyPage title={paths.coordinator.courses.title} heading screen={<CoordinatorCoursesScreen />} />;
}
