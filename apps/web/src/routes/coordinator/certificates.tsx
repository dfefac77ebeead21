import { useParams } from 'react-router';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { PageError } from '#web/components/ui/page-state.tsx';
import { paths } from '#web/config/paths.ts';
import { CourseCertificatesScreen } from '#web/features/certificates/index.ts';

export function CoordinatorCertificatesPage() {
  const courseId = Number(useParams().courseId);
  const isValid = Number.isInteger(courseId) && courseId > 0;
  return (
    <LazyPage
      title={paths.coordinator.certificates.title}
      heading
      screen={
        isValid ? (
          <CourseCertificatesScreen key={courseId} area="coordinator" courseId={courseId} />
        ) : (
          <PageError message="No such course." />
        )
      }
    />
  );
}
