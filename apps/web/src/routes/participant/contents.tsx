import { paths } from '#web/app/paths.ts';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { ParticipantContentsScreen } from '#web/features/contents/index.ts';

export function ParticipantContentsPage() {
  return <LazyPage title={paths.participant.contents.title} heading screen={<ParticipantContentsScreen />} />;
}
