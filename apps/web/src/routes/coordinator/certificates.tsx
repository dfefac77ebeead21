import { useParams } from 'react-router';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { PageError } from '#web/components/ui/page-state.tsx';
import { CourseCertificatesScreen } from '#web/features/certificates/index.ts';
import { certificatesNs } from '#web/i18n/namespaces/certificates.ts';
import { useT } from '#web/i18n/use-t.ts';

export function CoordinatorCertificatesPage() {
  const t = useT(certificatesNs);
  const courseId = Number(useParams().courseId);
  const isValid = Number.isInteger(courseId) && courseId > 0;
  return (
    <LazyPage
      title={t('courseTitle')}
      heading
      screen={
        isValid ? (
          <CourseCertificatesScreen key={courseId} area="coordinator" courseId={courseId} />
        ) : (
          <PageError message={t('noSuchCourse')} />
        )
      }
    />
  );
}
