import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { CertificatesScreen, SignatoriesScreen } from '#web/features/admin/index.ts';

export function AdminCertificatesPage() {
  return <LazyPage title={paths.admin.certificates.title} heading screen={<CertificatesScreen />} />;
}

export function AdminCertificateSignatoriesPage() {
  return <LazyPage title={paths.admin.certificateSignatories.title} heading screen={<SignatoriesScreen />} />;
}
