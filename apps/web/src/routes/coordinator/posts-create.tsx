import { paths } from '#web/app/paths.ts';
import { PlaceholderPage } from '#web/components/ui/placeholder-page.tsx';

export function CoordinatorCreatePostPage() {
  return <PlaceholderPage title={paths.coordinator.createPost.title} feature="forum" />;
}
