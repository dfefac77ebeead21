import { paths } from '#web/app/paths.ts';
import { PlaceholderPage } from '#web/components/ui/placeholder-page.tsx';

export function CourseDetailPage() {
  return <PlaceholderPage title={paths.courseDetail.title} feature="certification programs" />;
}
