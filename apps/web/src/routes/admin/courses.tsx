import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { CoursesScreen } from '#web/features/admin/index.ts';

export function AdminCoursesPage() {
  return <LazyPage title={paths.admin.courses.title} heading screen={<CoursesScreen />} />;
}
