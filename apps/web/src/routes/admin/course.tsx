import { useParams } from 'react-router';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { CourseScreen } from '#web/features/admin/index.ts';

export function AdminCoursePage() {
  const { courseId = '' } = useParams();
  return (
    <LazyPage title={paths.admin.course.title} heading screen={<CourseScreen key={courseId} courseId={courseId} />} />
  );
}
