import { paths } from '#web/app/paths.ts';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
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
