import { paths } from '#web/app/paths.ts';
import { PlaceholderPage } from '#web/components/ui/placeholder-page.tsx';

export function CoordinatorAllPostsPage() {
  return <PlaceholderPage title={paths.coordinator.allPosts.title} feature="forum" />;
}
