import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { CreatePostScreen } from '#web/features/forum/index.ts';

export function CoordinatorCreatePostPage() {
  return (
    <LazyPage title={paths.coordinator.createPost.title} heading screen={<CreatePostScreen userRole="coordinator" />} />
  );
}
