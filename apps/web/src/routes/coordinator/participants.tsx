import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { ParticipantsScreen } from '#web/features/participants/index.ts';
import { screensNs } from '#web/i18n/namespaces/screens.ts';
import { useT } from '#web/i18n/use-t.ts';

export function CoordinatorParticipantsPage() {
  const t = useT(screensNs);
  return <LazyPage title={t('coordinator.participants')} heading screen={<ParticipantsScreen />} />;
}
