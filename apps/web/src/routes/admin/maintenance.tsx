import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { MaintenanceScreen } from '#web/features/admin/index.ts';

export function AdminMaintenancePage() {
  return <LazyPage title={paths.admin.maintenance.title} heading screen={<MaintenanceScreen />} />;
}
