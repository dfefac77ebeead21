import { paths } from '#web/app/paths.ts';
import { PlaceholderPage } from '#web/components/ui/placeholder-page.tsx';

export function ParticipantPostRepliesPage() {
  return <PlaceholderPage title={paths.participant.postReplies.title} feature="forum" />;
}
