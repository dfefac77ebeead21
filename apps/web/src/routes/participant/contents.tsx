import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { ParticipantContentsScreen } from '#web/features/contents/index.ts';
import { participantNs } from '#web/i18n/namespaces/participant.ts';
import { useT } from '#web/i18n/use-t.ts';

export function ParticipantContentsPage() {
  const t = useT(participantNs);
  return <LazyPage title={t('sidebar.contents')} heading screen={<ParticipantContentsScreen />} />;
}
