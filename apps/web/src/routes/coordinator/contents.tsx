import { paths } from '#web/app/paths.ts';
import { PlaceholderPage } from '#web/components/ui/placeholder-page.tsx';

export function CoordinatorContentsPage() {
  return <PlaceholderPage title={paths.coordinator.contents.title} feature="contents" />;
}
