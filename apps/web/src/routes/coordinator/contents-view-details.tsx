import { paths } from '#web/app/paths.ts';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { ContentDetailsScreen } from '#web/features/contents/index.ts';

export function CoordinatorContentDetailsPage() {
  return <LazyPage title={paths.coordinator.contentDetails.title} heading screen={<ContentDetailsScreen />} />;
}
