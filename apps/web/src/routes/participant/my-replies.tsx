import { paths } from '#web/app/paths.ts';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { MyRepliesScreen } from '#web/features/forum/index.ts';

export function ParticipantMyRepliesPage() {
  return <LazyPage title={paths.participant.myReplies.title} heading screen={<MyRepliesScreen />} />;
}
