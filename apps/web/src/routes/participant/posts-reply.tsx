import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { PostDetailScreen } from '#web/features/forum/index.ts';
import { forumNs } from '#web/i18n/namespaces/forum.ts';
import { useT } from '#web/i18n/use-t.ts';

export function ParticipantPostRepliesPage() {
  const t = useT(forumNs);
  return <LazyPage title={t('titles.postReplies')} heading screen={<PostDetailScreen userRole="participant" />} />;
}
