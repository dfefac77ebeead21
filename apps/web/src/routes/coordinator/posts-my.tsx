import { paths } from '#web/app/paths.ts';
import { PlaceholderPage } from '#web/components/ui/placeholder-page.tsx';

export function CoordinatorMyPostsPage() {
  return <PlaceholderPage title={paths.coordinator.myPosts.title} feature="forum" />;
}
