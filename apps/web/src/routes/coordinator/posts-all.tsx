import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { PostListScreen } from '#web/features/forum/index.ts';
import { forumNs } from '#web/i18n/namespaces/forum.ts';
import { useT } from '#web/i18n/use-t.ts';

export function CoordinatorAllPostsPage() {
  const t = useT(forumNs);
  return (
    <LazyPage title={t('titles.allPosts')} heading screen={<PostListScreen userRole="coordinator" scope="all" />} />
  );
}
