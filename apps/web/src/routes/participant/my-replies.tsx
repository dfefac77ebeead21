import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { MyRepliesScreen } from '#web/features/forum/index.ts';

export function ParticipantMyRepliesPage() {
  return <LazyPage title={paths.participant.myReplies.title} heading screen={<MyRepliesScreen />} />;
}
