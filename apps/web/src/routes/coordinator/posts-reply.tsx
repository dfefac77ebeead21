import { paths } from '#web/app/paths.ts';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
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
