import { Link, useParams } from 'react-router';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { CourseScreen } from '#web/features/admin/index.ts';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { useT } from '#web/i18n/use-t.ts';

export function AdminCoursePage() {
  const t = useT(adminNs);
  const { courseId = '' } = useParams();
  return (
    <LazyPage
      title={t('titles.course')}
      heading
      screen={
        <>
          <CourseScreen key={courseId} courseId={courseId} />
          <p className="mt-4 mb-0">
            <Link to={paths.admin.courseCertificates.getHref(courseId)}>{t('courses.certificatesOfCourse')}</Link>
          </p>
        </>
      }
    />
  );
}
