import { paths } from '#web/app/paths.ts';
import { PlaceholderPage } from '#web/components/ui/placeholder-page.tsx';

export function ParticipantAllPostsPage() {
  return <PlaceholderPage title={paths.participant.allPosts.title} feature="forum" />;
}
