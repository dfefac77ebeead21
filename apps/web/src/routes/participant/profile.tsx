import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { ParticipantProfileScreen } from '#web/features/profile/index.ts';

export function ParticipantProfilePage() {
  const { title } = paths.participant.profile;
  return <LazyPage title={title} heading spinnerLabel="Loading Data...." screen={<ParticipantProfileScreen />} />;
}
