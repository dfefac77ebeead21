import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { PostListScreen } from '#web/features/forum/index.ts';

export function CoordinatorMyPostsPage() {
  return (
    <LazyPage
      title={paths.coordinator.myPosts.title}
      heading
      screen={<PostListScreen userRole="coordinator" scope="mine" />}
    />
  );
}
