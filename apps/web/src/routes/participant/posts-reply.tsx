import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { PostDetailScreen } from '#web/features/forum/index.ts';

export function ParticipantPostRepliesPage() {
  return (
    <LazyPage
      title={paths.participant.postReplies.title}
      heading
      screen={<PostDetailScreen userRole="participant" />}
    />
  );
}
