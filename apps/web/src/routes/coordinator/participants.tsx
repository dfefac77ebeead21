import { paths } from '#web/app/paths.ts';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { ParticipantsScreen } from '#web/features/participants/index.ts';

export function CoordinatorParticipantsPage() {
  return <LazyPage title={paths.coordinator.participants.title} heading screen={<ParticipantsScreen />} />;
}
