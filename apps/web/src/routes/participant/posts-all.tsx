import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { PostListScreen } from '#web/features/forum/index.ts';

export function ParticipantAllPostsPage() {
  return (
    <LazyPage
      title={paths.participant.allPosts.title}
      heading
      screen={<PostListScreen userRole="participant" scope="all" />}
    />
  );
}
