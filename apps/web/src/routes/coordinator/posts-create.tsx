import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { CreatePostScreen } from '#web/features/forum/index.ts';
import { forumNs } from '#web/i18n/namespaces/forum.ts';
import { useT } from '#web/i18n/use-t.ts';

export function CoordinatorCreatePostPage() {
  const t = useT(forumNs);
  return <LazyPage title={t('titles.createPost')} heading screen={<CreatePostScreen userRole="coordinator" />} />;
}
