import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { PostListScreen } from '#web/features/forum/index.ts';

export function ParticipantMyPostsPage() {
  return (
    <LazyPage
      title={paths.participant.myPosts.title}
      heading
      screen={<PostListScreen userRole="participant" scope="mine" />}
    />
  );
}
