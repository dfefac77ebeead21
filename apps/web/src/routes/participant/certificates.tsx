import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { MyCertificatesScreen } from '#web/features/certificates/index.ts';

export function ParticipantCertificatesPage() {
  return <LazyPage title={paths.participant.certificates.title} heading screen={<MyCertificatesScreen />} />;
}
