import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { ReportListScreen } from '#web/features/reports/index.ts';

export function CoordinatorReportListPage() {
  return <LazyPage title={paths.coordinator.reportList.title} heading screen={<ReportListScreen />} />;
}
