import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { CoursesScreen } from '#web/features/public/index.ts';

export function CoursesPage() {
  return <LazyPage title={paths.courses.title} fillPage screen={<CoursesScreen />} />;
}
