import { paths } from '#web/app/paths.ts';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { OverviewScreen } from '#web/features/admin/index.ts';

export function AdminOverviewPage() {
  return <LazyPage title={paths.admin.root.title} heading screen={<OverviewScreen />} />;
}
