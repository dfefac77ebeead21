import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { PostListScreen } from '#web/features/forum/index.ts';

export function ParticipantUnansweredPostsPage() {
  return (
    <LazyPage
      title={paths.participant.unansweredPosts.title}
      heading
      screen={<PostListScreen userRole="participant" scope="unanswered" />}
    />
  );
}
