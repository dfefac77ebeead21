import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { ConfirmEmailScreen } from '#web/features/registration/index.ts';

export function ConfirmEmailPage() {
  return <LazyPage title={paths.confirmEmail.title} screen={<ConfirmEmailScreen />} />;
}
