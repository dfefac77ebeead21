import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { ContentDetailsScreen } from '#web/features/contents/index.ts';

export function CoordinatorContentDetailsPage() {
  return <LazyPage title={paths.coordinator.contentDetails.title} heading screen={<ContentDetailsScreen />} />;
}
