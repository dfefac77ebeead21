import { paths } from '#web/app/paths.ts';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { ParticipantProfileScreen } from '#web/features/profile/index.ts';

export function ParticipantProfilePage() {
  const { title } = paths.participant.profile;
  return <LazyPage title={title} heading spinnerLabel="Loading Data...." screen={<ParticipantProfileScreen />} />;
}
