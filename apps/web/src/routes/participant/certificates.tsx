import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { MyCertificatesScreen } from '#web/features/certificates/index.ts';
import { certificatesNs } from '#web/i18n/namespaces/certificates.ts';
import { useT } from '#web/i18n/use-t.ts';

export function ParticipantCertificatesPage() {
  const t = useT(certificatesNs);
  return <LazyPage title={t('myTitle')} heading screen={<MyCertificatesScreen />} />;
}
