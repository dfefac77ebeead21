import { paths } from '#web/app/paths.ts';
import { PlaceholderPage } from '#web/components/ui/placeholder-page.tsx';

export function ParticipantProfilePage() {
  return <PlaceholderPage title={paths.participant.profile.title} feature="profile" />;
}
