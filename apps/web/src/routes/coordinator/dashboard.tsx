import { paths } from '#web/app/paths.ts';
import { PlaceholderPage } from '#web/components/ui/placeholder-page.tsx';

export function CoordinatorDashboardPage() {
  return <PlaceholderPage title={paths.coordinator.dashboard.title} feature="dashboard" />;
}
