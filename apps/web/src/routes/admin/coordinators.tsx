import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { CoordinatorsScreen } from '#web/features/admin/index.ts';

export function AdminCoordinatorsPage() {
  return <LazyPage title={paths.admin.coordinators.title} heading screen={<CoordinatorsScreen />} />;
}
