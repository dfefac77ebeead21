import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { ParticipantCoursesScreen } from '#web/features/courses/index.ts';

export function ParticipantCoursesPage() {
  return <LazyPage title={paths.participant.courses.title} heading screen={<ParticipantCoursesScreen />} />;
}
