import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { CreatePostScreen } from '#web/features/forum/index.ts';

export function ParticipantCreatePostPage() {
  return (
    <LazyPage title={paths.participant.createPost.title} heading screen={<CreatePostScreen userRole="participant" />} />
  );
}
