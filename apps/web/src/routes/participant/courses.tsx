import { paths } from '#web/app/paths.ts';
import { PlaceholderPage } from '#web/components/ui/placeholder-page.tsx';

export function ParticipantCoursesPage() {
  return <PlaceholderPage title={paths.participant.courses.title} feature="courses" />;
}
