import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { PostListScreen } from '#web/features/forum/index.ts';

export function CoordinatorUnansweredPostsPage() {
  return (
    <LazyPage
      title={paths.coordinator.unansweredPosts.title}
      heading
      screen={<PostListScreen userRole="coordinator" scope="unanswered" />}
    />
  );
}
