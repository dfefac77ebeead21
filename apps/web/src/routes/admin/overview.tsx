import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { OverviewScreen } from '#web/features/admin/index.ts';

export function AdminOverviewPage() {
  return <LazyPage title={paths.admin.root.title} heading screen={<OverviewScreen />} />;
}
