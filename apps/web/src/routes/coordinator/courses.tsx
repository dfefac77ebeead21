import { paths } from '#web/app/paths.ts';
import { PlaceholderPage } from '#web/components/ui/placeholder-page.tsx';

export function CoordinatorCoursesPage() {
  return <PlaceholderPage title={paths.coordinator.courses.title} feature="courses" />;
}
