import { paths } from '#web/app/paths.ts';
import { PlaceholderPage } from '#web/components/ui/placeholder-page.tsx';

export function CoordinatorUnansweredPostsPage() {
  return <PlaceholderPage title={paths.coordinator.unansweredPosts.title} feature="forum" />;
}
