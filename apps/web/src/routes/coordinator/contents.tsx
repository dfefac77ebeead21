import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { CoordinatorContentsScreen } from '#web/features/contents/index.ts';
import { screensNs } from '#web/i18n/namespaces/screens.ts';
import { useT } from '#web/i18n/use-t.ts';

export function CoordinatorContentsPage() {
  const t = useT(screensNs);
  return <LazyPage title={t('coordinator.contents')} heading screen={<CoordinatorContentsScreen />} />;
}
