import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { ParticipantsScreen } from '#web/features/participants/index.ts';

export function CoordinatorParticipantsPage() {
  return <LazyPage title={paths.coordinator.participants.title} heading screen={<ParticipantsScreen />} />;
}
