import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { SubmitDetailsScreen } from '#web/features/assignments/index.ts';

export function CoordinatorSubmissionDetailsPage() {
  return <LazyPage title={paths.coordinator.submissionDetails.title} heading screen={<SubmitDetailsScreen />} />;
}
