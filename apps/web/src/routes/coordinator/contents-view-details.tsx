import { paths } from '#web/app/paths.ts';
import { PlaceholderPage } from '#web/components/ui/placeholder-page.tsx';

export function CoordinatorContentDetailsPage() {
  return <PlaceholderPage title={paths.coordinator.contentDetails.title} feature="contents" />;
}
