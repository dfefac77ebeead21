import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { CoordinatorContentsScreen } from '#web/features/contents/index.ts';

export function CoordinatorContentsPage() {
  return <LazyPage title={paths.coordinator.contents.title} heading screen={<CoordinatorContentsScreen />} />;
}
