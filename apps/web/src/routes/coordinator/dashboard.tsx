import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { CoordinatorDashboardScreen } from '#web/features/dashboard/index.ts';
import { screensNs } from '#web/i18n/namespaces/screens.ts';
import { useT } from '#web/i18n/use-t.ts';

// The dashboard's chunk and read are started by the router when the area is opened on it (app/route-prefetch.ts).
export function CoordinatorDashboardPage() {
  const t = useT(screensNs);
  return <LazyPage title={t('coordinator.dashboard')} heading screen={<CoordinatorDashboardScreen />} />;
}
