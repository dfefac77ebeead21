import { Link, useParams } from 'react-router';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { CourseScreen } from '#web/features/admin/index.ts';

export function AdminCoursePage() {
  const { courseId = '' } = useParams();
  return (
    <LazyPage
      title={paths.admin.course.title}
      heading
      screen={
        <>
          <CourseScreen key={courseId} courseId={courseId} />
          <p className="mt-4 mb-0">
            <Link to={paths.admin.courseCertificates.getHref(courseId)}>Certificates of this course</Link>
          </p>
        </>
      }
    />
  );
}
