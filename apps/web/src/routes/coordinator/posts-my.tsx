import { paths } from '#web/app/paths.ts';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
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
