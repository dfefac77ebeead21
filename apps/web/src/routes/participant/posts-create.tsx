import { paths } from '#web/app/paths.ts';
import { PlaceholderPage } from '#web/components/ui/placeholder-page.tsx';

export function ParticipantCreatePostPage() {
  return <PlaceholderPage title={paths.participant.createPost.title} feature="forum" />;
}
