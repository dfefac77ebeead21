import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { ParticipantProfileScreen } from '#web/features/profile/index.ts';
import { participantNs } from '#web/i18n/namespaces/participant.ts';
import { screensNs } from '#web/i18n/namespaces/screens.ts';
import { useT } from '#web/i18n/use-t.ts';

export function ParticipantProfilePage() {
  const title = useT(participantNs)('sidebar.profile');
  const t = useT(screensNs);
  return <LazyPage title={title} heading spinnerLabel={t('loadingData')} screen={<ParticipantProfileScreen />} />;
}
