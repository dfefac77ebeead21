import { paths } from '#web/app/paths.ts';
import { PlaceholderPage } from '#web/components/ui/placeholder-page.tsx';

export function ParticipantMyPostsPage() {
  return <PlaceholderPage title={paths.participant.myPosts.title} feature="forum" />;
}
