import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { PostListScreen } from '#web/features/forum/index.ts';
import { forumNs } from '#web/i18n/namespaces/forum.ts';
import { useT } from '#web/i18n/use-t.ts';

export function ParticipantUnansweredPostsPage() {
  const t = useT(forumNs);
  return (
    <LazyPage
      title={t('titles.unansweredPosts')}
      heading
      screen={<PostListScreen userRole="participant" scope="unanswered" />}
    />
  );
}
