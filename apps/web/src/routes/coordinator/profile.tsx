import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { CoordinatorProfileScreen } from '#web/features/profile/index.ts';
import { screensNs } from '#web/i18n/namespaces/screens.ts';
import { useT } from '#web/i18n/use-t.ts';

export function CoordinatorProfileEditPage() {
  const t = useT(screensNs);
  const title = t('coordinator.profile');
  return <LazyPage title={title} heading spinnerLabel={t('loadingData')} screen={<CoordinatorProfileScreen />} />;
}
