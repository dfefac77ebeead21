import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { CoordinatorAssignmentsScreen } from '#web/features/assignments/index.ts';
import { screensNs } from '#web/i18n/namespaces/screens.ts';
import { useT } from '#web/i18n/use-t.ts';

export function CoordinatorAssignmentsPage() {
  const t = useT(screensNs);
  return <LazyPage title={t('coordinator.assignments')} heading screen={<CoordinatorAssignmentsScreen />} />;
}
