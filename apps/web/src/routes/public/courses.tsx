import { paths } from '#web/app/paths.ts';
import { PlaceholderPage } from '#web/components/ui/placeholder-page.tsx';

export function CoursesPage() {
  return <PlaceholderPage title={paths.courses.title} feature="certification programs" />;
}
