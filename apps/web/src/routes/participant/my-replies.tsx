import { paths } from '#web/app/paths.ts';
import { PlaceholderPage } from '#web/components/ui/placeholder-page.tsx';

export function ParticipantMyRepliesPage() {
  return <PlaceholderPage title={paths.participant.myReplies.title} feature="forum" />;
}
