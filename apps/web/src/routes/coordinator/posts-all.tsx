import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { PostListScreen } from '#web/features/forum/index.ts';

export function CoordinatorAllPostsPage() {
  return (
    <LazyPage
      title={paths.coordinator.allPosts.title}
      heading
      screen={<PostListScreen userRole="coordinator" scope="all" />}
    />
  );
}
