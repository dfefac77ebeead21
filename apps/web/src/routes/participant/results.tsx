import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { ParticipantResultsScreen } from '#web/features/results/index.ts';

export function ParticipantResultsPage() {
  return <LazyPage title={paths.participant.results.title} heading screen={<ParticipantResultsScreen />} />;
}
