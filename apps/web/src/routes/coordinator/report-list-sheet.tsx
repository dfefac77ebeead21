import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { ResultSheetScreen } from '#web/features/reports/index.ts';

export function CoordinatorReportSheetPage() {
  return <LazyPage title={paths.coordinator.reportSheet.title} heading fillPage screen={<ResultSheetScreen />} />;
}
