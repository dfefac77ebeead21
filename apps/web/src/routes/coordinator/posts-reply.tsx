import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { PostDetailScreen } from '#web/features/forum/index.ts';

export function CoordinatorPostRepliesPage() {
  return (
    <LazyPage
      title={paths.coordinator.postReplies.title}
      heading
      screen={<PostDetailScreen userRole="coordinator" />}
    />
  );
}
