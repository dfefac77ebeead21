import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { ReportListScreen } from '#web/features/reports/index.ts';
import { reportsNs } from '#web/i18n/namespaces/reports.ts';
import { useT } from '#web/i18n/use-t.ts';

export function CoordinatorReportListPage() {
  const t = useT(reportsNs);
  return <LazyPage title={t('titles.reportList')} heading screen={<ReportListScreen />} />;
}
