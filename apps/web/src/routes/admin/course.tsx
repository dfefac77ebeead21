import { useParams } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { CourseScreen } from '#web/features/admin/index.ts';

export function AdminCoursePage() {
  const { courseId = '' } = useParams();
  return (
    <LazyPage title={paths.admin.course.title} heading screen={<CourseScreen key={courseId} courseId={courseId} />} />
  );
}
