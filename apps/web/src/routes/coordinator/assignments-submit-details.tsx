import { paths } from '#web/app/paths.ts';
import { PlaceholderPage } from '#web/components/ui/placeholder-page.tsx';

export function CoordinatorSubmissionDetailsPage() {
  return <PlaceholderPage title={paths.coordinator.submissionDetails.title} feature="assignments" />;
}
