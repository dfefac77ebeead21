import { paths } from '#web/app/paths.ts';
import { PlaceholderPage } from '#web/components/ui/placeholder-page.tsx';

export function CoordinatorPostRepliesPage() {
  return <PlaceholderPage title={paths.coordinator.postReplies.title} feature="forum" />;
}
