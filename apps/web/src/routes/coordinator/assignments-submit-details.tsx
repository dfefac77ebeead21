import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { SubmitDetailsScreen } from '#web/features/assignments/index.ts';
import { screensNs } from '#web/i18n/namespaces/screens.ts';
import { useT } from '#web/i18n/use-t.ts';

export function CoordinatorSubmissionDetailsPage() {
  const t = useT(screensNs);
  return <LazyPage title={t('coordinator.submissionDetails')} heading screen={<SubmitDetailsScreen />} />;
}
