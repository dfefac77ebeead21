import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { CertificatesScreen, SignatoriesScreen } from '#web/features/admin/index.ts';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { useT } from '#web/i18n/use-t.ts';

export function AdminCertificatesPage() {
  const t = useT(adminNs);
  return <LazyPage title={t('titles.certificates')} heading screen={<CertificatesScreen />} />;
}

export function AdminCertificateSignatoriesPage() {
  const t = useT(adminNs);
  return <LazyPage title={t('titles.certificateSignatories')} heading screen={<SignatoriesScreen />} />;
}
