import { useParams } from 'react-router';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { PageError } from '#web/components/ui/page-state.tsx';
import { CourseCertificatesScreen } from '#web/features/certificates/index.ts';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { useT } from '#web/i18n/use-t.ts';

export function AdminCourseCertificatesPage() {
  const t = useT(adminNs);
  const courseId = Number(useParams().courseId);
  const isValid = Number.isInteger(courseId) && courseId > 0;
  return (
    <LazyPage
      title={t('titles.courseCertificates')}
      heading
      screen={
        isValid ? (
          <CourseCertificatesScreen key={courseId} area="admin" courseId={courseId} />
        ) : (
          <PageError message="No such course." />
        )
      }
    />
  );
}
