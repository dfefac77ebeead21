import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { ParticipantResultsScreen } from '#web/features/results/index.ts';
import { resultsNs } from '#web/i18n/namespaces/results.ts';
import { useT } from '#web/i18n/use-t.ts';

export function ParticipantResultsPage() {
  const t = useT(resultsNs);
  return <LazyPage title={t('title')} heading screen={<ParticipantResultsScreen />} />;
}
