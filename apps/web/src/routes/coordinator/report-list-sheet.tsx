import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { ResultSheetScreen } from '#web/features/reports/index.ts';
import { reportsNs } from '#web/i18n/namespaces/reports.ts';
import { useT } from '#web/i18n/use-t.ts';

export function CoordinatorReportSheetPage() {
  const t = useT(reportsNs);
  return <LazyPage title={t('titles.reportSheet')} heading fillPage screen={<ResultSheetScreen />} />;
}
