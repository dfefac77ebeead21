import { paths } from '#web/app/paths.ts';
import { PlaceholderPage } from '#web/components/ui/placeholder-page.tsx';

export function ParticipantUnansweredPostsPage() {
  return <PlaceholderPage title={paths.participant.unansweredPosts.title} feature="forum" />;
}
