import { paths } from '#web/app/paths.ts';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { CoordinatorContentsScreen } from '#web/features/contents/index.ts';

export function CoordinatorContentsPage() {
  return <LazyPage title={paths.coordinator.contents.title} heading screen={<CoordinatorContentsScreen />} />;
}
