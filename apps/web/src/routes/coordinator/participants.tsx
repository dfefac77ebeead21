import { paths } from '#web/app/paths.ts';
import { PlaceholderPage } from '#web/components/ui/placeholder-page.tsx';

export function CoordinatorParticipantsPage() {
  return <PlaceholderPage title={paths.coordinator.participants.title} feature="participants" />;
}
