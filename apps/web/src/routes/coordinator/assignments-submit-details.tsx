import { paths } from '#web/app/paths.ts';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { SubmitDetailsScreen } from '#web/features/assignments/index.ts';

export function CoordinatorSubmissionDetailsPage() {
  return <LazyPage title={paths.coordinator.submissionDetails.title} heading screen={<SubmitDetailsScreen />} />;
}
