import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { UnsubscribeScreen } from '#web/features/notifications/index.ts';

export function UnsubscribePage() {
  return <LazyPage title={paths.unsubscribe.title} screen={<UnsubscribeScreen />} />;
}
