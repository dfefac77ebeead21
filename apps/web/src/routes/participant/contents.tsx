import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { ParticipantContentsScreen } from '#web/features/contents/index.ts';

export function ParticipantContentsPage() {
  return <LazyPage title={paths.participant.contents.title} heading screen={<ParticipantContentsScreen />} />;
}
